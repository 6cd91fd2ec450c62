import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_ERRORS } from '@shop/domain/errors'
import { datalog } from '../../db/schema/datalogs'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { bytes, CSV_LOG } from '../../../../../packages/domain/src/tuning/tuning.test-fixtures'

const dataDir = mkdtempSync(join(tmpdir(), 'datalogs-test-'))
const LOG_CAP = 2 * 1024 * 1024
let app: TestApp
let customer: string
let other: string
let staff: string

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { DATA_DIR: dataDir, LOG_MAX_BYTES: String(LOG_CAP) } })
  customer = await app.login('customer@example.com')
  staff = await app.login('staff@example.com')
  other = await app.signUp('datalogs-other@example.com')
})
afterAll(async () => {
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const get = (path: string, cookie?: string) => app.request('GET', path, { cookie })

describe('POST /api/v1/logs (the graphing endpoint)', () => {
  it('a CSV log is parsed and stored; the answer redirects to its graph page; the summary is readable', async () => {
    const response = await app.upload('/api/v1/logs', customer, 'pull.csv', bytes(CSV_LOG))
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.redirect).toBe(`/tuning/logs/${body.id}`)
    const [row] = await app.db.select().from(datalog).where(eq(datalog.id, body.id))
    expect(row!.rowCount).toBe(2)

    const log = await get(`/api/v1/logs/${body.id}`, customer)
    expect(log.status).toBe(200)
    expect(await log.json()).toMatchObject({
      original_name: 'pull.csv',
      row_count: 2,
      delimiter: ',',
      time: { name: 'Time', unit: 's' },
      channels: [
        { name: 'RPM', min: 850, max: 900 },
        { name: 'Boost', unit: 'psi' },
        { name: 'AFR', unit: null },
      ],
      file_url: `/api/v1/logs/${body.id}/file`,
    })
    const file = await get(`/api/v1/logs/${body.id}/file`, customer)
    expect(await file.text()).toBe(CSV_LOG)
    expect((await get(`/api/v1/logs/${body.id}`, other)).status).toBe(404)
    expect((await get(`/api/v1/logs/${body.id}/file`, other)).status).toBe(404)
    expect((await get(`/api/v1/logs/${body.id}`, staff)).status).toBe(200)
  })

  it('an unknown format gets the SPEC §8 unrecognized-format message', async () => {
    const response = await app.upload('/api/v1/logs', customer, 'notes.txt', bytes('my car stalls at idle'))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ code: 'log_unrecognized', message: UPLOAD_ERRORS.logUnrecognized })
  })

  it('a log whose parse fails (the worker dies) keeps nothing in the file store', async () => {
    // This file's store is its own DATA_DIR, not the test app's.
    const stored = () =>
      readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    const before = stored().length
    const parse = app.deps.datalogs.parse
    app.deps.datalogs.parse = () => Promise.reject(new Error('worker exited'))
    try {
      const response = await app.upload('/api/v1/logs', customer, 'pull.csv', bytes(CSV_LOG))
      expect(response.status).toBe(500)
      expect((await response.json()).code).toBe('unknown')
    } finally {
      app.deps.datalogs.parse = parse
    }
    expect(stored()).toHaveLength(before)
  })

  it('an empty log is refused; a log over its cap gets 413', async () => {
    expect((await (await app.upload('/api/v1/logs', customer, 'empty.csv', new Uint8Array())).json()).code).toBe(
      'empty_file',
    )
    const big = new Uint8Array(LOG_CAP + 1).fill(0x31)
    expect((await app.upload('/api/v1/logs', customer, 'big.csv', big)).status).toBe(413)
  })
})
