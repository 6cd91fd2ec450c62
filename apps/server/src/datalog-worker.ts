// A worker thread that parses uploaded datalogs (decision 0065), built beside main.js. The bytes arrive in
// chunks; `end` asks for the summary. A 60 MB log takes seconds to parse: here, not on the thread that answers
// requests.
import { parentPort } from 'node:worker_threads'
import { parseDatalog } from '@shop/domain/tuning'
import type { DatalogMessage, DatalogVerdict } from './features/datalogs/datalog-parser'

if (!parentPort) throw new Error('datalog-worker runs as a worker thread')
const port = parentPort

let chunks: Uint8Array[] = []
let size = 0

port.on('message', (message: DatalogMessage) => {
  if (message.type === 'chunk') {
    chunks.push(message.bytes)
    size += message.bytes.byteLength
    return
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  chunks = []
  const parsed = parseDatalog(new TextDecoder('utf-8').decode(bytes))
  // Only what the upload records crosses back: the channel arrays stay here (the graph page parses the file itself).
  const verdict: DatalogVerdict = parsed.ok
    ? { ok: true, summary: parsed.log.summary, rowCount: parsed.log.rowCount }
    : { ok: false, reason: parsed.reason }
  port.postMessage(verdict)
})
