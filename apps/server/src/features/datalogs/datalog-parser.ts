import { availableParallelism } from 'node:os'
import type { Readable } from 'node:stream'
import { Worker } from 'node:worker_threads'
import type { DatalogParseFailure, DatalogSummary } from '@shop/domain/tuning'

/** What the worker is sent: the log's bytes in the chunks they were read in, then `end`. */
export type DatalogMessage = { type: 'chunk'; bytes: Uint8Array } | { type: 'end' }

/** What it answers: the summary the upload records, or why the file is no datalog. */
export type DatalogVerdict =
  { ok: true; summary: DatalogSummary; rowCount: number } | { ok: false; reason: DatalogParseFailure }

/** Parses a stored datalog off the request thread (`parseDatalog`'s verdict, without the channel arrays). */
export type DatalogParser = {
  parse: (source: Readable) => Promise<DatalogVerdict>
  close: () => Promise<void>
}

/**
 * Decision 0065: an uploaded datalog is parsed in a worker thread (`datalog-worker`), one per parse, at most
 * `maxParallel` at a time (the others wait their turn): a 60 MB log is seconds of CPU that would otherwise stall
 * every other request. A worker lives for one parse, so a parse's memory (the text, its typed arrays) goes back
 * with it, and a failed worker spoils nothing shared. Its start (~30 ms) is small beside the upload it follows.
 */
export function createDatalogParser(options: { script: string | URL; maxParallel?: number }): DatalogParser {
  const maxParallel = options.maxParallel ?? Math.max(1, availableParallelism() - 1)
  const running = new Set<Worker>()
  // A turn is handed from a finished parse straight to the next in line, so no newcomer slips in between.
  let turnsTaken = 0
  const waiting: (() => void)[] = []
  const takeTurn = async () => {
    if (turnsTaken < maxParallel) turnsTaken += 1
    else await new Promise<void>((resolve) => waiting.push(resolve))
  }
  const giveTurnBack = () => {
    const next = waiting.shift()
    if (next) next()
    else turnsTaken -= 1
  }

  async function parse(source: Readable): Promise<DatalogVerdict> {
    await takeTurn()
    const worker = new Worker(options.script)
    running.add(worker)
    try {
      const verdict = new Promise<DatalogVerdict>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
        worker.once('exit', (code) => reject(new Error(`the datalog worker stopped (exit code ${code})`)))
      })
      // Chunk by chunk (a copy of each, handed over): the request thread never holds or decodes the whole log.
      for await (const chunk of source) {
        const bytes = new Uint8Array(chunk as Buffer)
        worker.postMessage({ type: 'chunk', bytes } satisfies DatalogMessage, [bytes.buffer])
      }
      worker.postMessage({ type: 'end' } satisfies DatalogMessage)
      return await verdict
    } finally {
      running.delete(worker)
      void worker.terminate()
      giveTurnBack()
    }
  }

  return {
    parse,
    close: async () => {
      await Promise.all([...running].map((worker) => worker.terminate()))
    },
  }
}
