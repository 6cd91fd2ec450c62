import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { parseDatalog } from '@shop/domain/tuning'
import { CSV_LOG } from '../../../../../packages/domain/src/tuning/tuning.test-fixtures'
import { datalogWorkerScript } from '../../../test/server-scripts'
import { createDatalogParser } from './datalog-parser'

const chunksOf = (text: string, size: number) => {
  const bytes = Buffer.from(text)
  const chunks: Buffer[] = []
  for (let offset = 0; offset < bytes.length; offset += size) chunks.push(bytes.subarray(offset, offset + size))
  return Readable.from(chunks)
}

describe('the datalog parser in worker threads (decision 0065)', () => {
  it("gives parseDatalog's summary and row count, whatever the chunks the file is read in", async () => {
    const parser = createDatalogParser({ script: await datalogWorkerScript() })
    const expected = parseDatalog(CSV_LOG)
    if (!expected.ok) throw new Error('the fixture should parse')
    // Chunks of 7 bytes cut lines (and would cut multi-byte characters) anywhere.
    expect(await parser.parse(chunksOf(CSV_LOG, 7))).toEqual({
      ok: true,
      summary: expected.log.summary,
      rowCount: expected.log.rowCount,
    })
  })

  it("gives parseDatalog's reason for what is no datalog", async () => {
    const parser = createDatalogParser({ script: await datalogWorkerScript() })
    expect(await parser.parse(chunksOf('my car stalls at idle', 4))).toEqual({ ok: false, reason: 'no_header' })
    expect(await parser.parse(chunksOf('', 4))).toEqual({ ok: false, reason: 'empty' })
  })

  it('runs at most maxParallel parses at a time; the others wait their turn and all finish', async () => {
    const parser = createDatalogParser({ script: await datalogWorkerScript(), maxParallel: 2 })
    let open = 0
    let mostOpen = 0
    // A source that stays open a while shows how many parses run at once.
    const slowSource = () =>
      Readable.from(
        (async function* () {
          open += 1
          mostOpen = Math.max(mostOpen, open)
          await new Promise((resolve) => setTimeout(resolve, 100))
          yield Buffer.from(CSV_LOG)
          open -= 1
        })(),
      )
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => parser.parse(slowSource())))
    expect(verdicts.every((verdict) => verdict.ok)).toBe(true)
    expect(mostOpen).toBe(2)
  })
})
