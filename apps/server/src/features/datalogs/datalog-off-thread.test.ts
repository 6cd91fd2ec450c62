import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDatalog } from '@shop/domain/tuning'
import { datalog } from '../../db/schema/datalogs'
import { rawRequest } from '../../../test/raw-request'
import { startSiteServer, type SiteServer } from '../../../test/site-server'

// Decision 0065: a big datalog is parsed in a worker thread, so the thread that answers
// requests is never stalled by it; the recorded summary is the parser's own. Through a real socket, whose body
// arrives in the chunks a client's upload does.

let site: SiteServer
let customer: string

beforeAll(async () => {
  site = await startSiteServer({ seed: true, env: { LOG_MAX_BYTES: String(64 * 1024 * 1024) } })
  customer = await site.app.login('customer@example.com')
})
afterAll(async () => {
  await site?.close()
})

/** A logger's CSV export: a preamble, a header with units, `rows` rows of four channels. */
function bigLog(rows: number): string {
  const lines = ['Logger export v2', 'Vehicle: 2019 Golf GTI', 'Time (ms),RPM,Boost (psi),AFR,IAT (C)']
  for (let row = 0; row < rows; row++) {
    const boost = ((row % 220) / 10).toFixed(1)
    const afr = (11 + (row % 40) / 10).toFixed(2)
    lines.push(`${row * 10},${2000 + (row % 4500)},${boost},${afr},${20 + (row % 30)}`)
  }
  return `${lines.join('\n')}\n`
}

/** The longest the event loop went without running a 5 ms timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now()
  let stallMs = 0
  const timer = setInterval(() => {
    const now = performance.now()
    stallMs = Math.max(stallMs, now - last)
    last = now
  }, 5)
  try {
    const result = await work()
    return { result, stallMs: Math.max(stallMs, performance.now() - last) }
  } finally {
    clearInterval(timer)
  }
}

describe('a datalog is parsed off the request thread', () => {
  it('a 30 MB log never stalls the event loop for as long as its parse takes, and is recorded as parsed', async () => {
    const text = bigLog(1_200_000)
    expect(text.length).toBeGreaterThan(30 * 1000 * 1000)
    const started = performance.now()
    const expected = parseDatalog(text)
    const parseMs = performance.now() - started
    if (!expected.ok) throw new Error('the fixture should parse')

    const body = Buffer.concat([
      Buffer.from('--B\r\nContent-Disposition: form-data; name="file"; filename="pull.csv"\r\n\r\n'),
      Buffer.from(text),
      Buffer.from('\r\n--B--\r\n'),
    ])
    const { result: answer, stallMs } = await longestStall(() =>
      rawRequest(site.port, {
        method: 'POST',
        path: '/api/v1/logs',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=B',
          'Content-Length': String(body.length),
          Cookie: customer,
        },
        body,
      }),
    )
    expect(answer.status).toBe(201)
    // The parse alone holds a thread for parseMs (~1 s on this host); the request thread's longest stall is a
    // fraction of it.
    expect(stallMs).toBeLessThan(Math.min(250, parseMs / 3))

    const { id } = JSON.parse(answer.body) as { id: string }
    const [row] = await site.app.db.select().from(datalog).where(eq(datalog.id, id))
    expect(row?.rowCount).toBe(expected.log.rowCount)
    expect(row?.channelSummary).toEqual(expected.log.summary)
  })
})
