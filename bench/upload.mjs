// Upload throughput (decision 0035): a 16 MiB ECU read sent as multipart form data to POST /api/v1/tune-requests —
// streamed to the file store with its SHA-256, detected, recorded as a tune request — against the same bytes
// posted to the raw node:http server, which only reads and drops them.
import { randomBytes } from 'node:crypto'

const MIB = 1024 * 1024

/** A 16 MiB flash read: code-like random bytes with an erased (0xFF) calibration area, as real reads have. */
function flashRead(size) {
  const image = randomBytes(size)
  image.fill(0xff, size / 2, size / 2 + MIB)
  return image
}

async function timedPost(url, body, headers) {
  const started = performance.now()
  const response = await fetch(url, { method: 'POST', body, headers })
  await response.arrayBuffer()
  const ms = performance.now() - started
  return { ms, status: response.status }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Median time and MB/s over `runs` sequential uploads of a 16 MiB file, shop and raw. */
export async function benchUpload({ shopUrl, rawUrl, cookie, runs = 5, sizeBytes = 16 * MIB }) {
  const image = flashRead(sizeBytes)
  const results = []
  for (const [target, url, headers, expected] of [
    ['raw node:http POST (body read and dropped)', `${rawUrl}/upload`, {}, 200],
    [
      'shop POST /api/v1/tune-requests (multipart, stored + SHA-256)',
      `${shopUrl}/api/v1/tune-requests`,
      { cookie, origin: shopUrl },
      201,
    ],
  ]) {
    const times = []
    let failed = null
    for (let run = 0; run < runs + 1; run++) {
      const form = new FormData()
      form.append('file', new Blob([image]), 'bench-read.bin')
      const { ms, status } = await timedPost(url, form, headers)
      if (status !== expected) failed = `status ${status}`
      if (run > 0) times.push(ms) // the first run warms up
    }
    const ms = median(times)
    results.push({ target, runs, sizeBytes, medianMs: ms, mbPerSec: sizeBytes / MIB / (ms / 1000), failed })
  }
  const raw = results[0]
  for (const row of results) row.ratioToRaw = raw.mbPerSec ? row.mbPerSec / raw.mbPerSec : Number.NaN
  return results
}

export function uploadTable(rows) {
  return [
    '| upload of a 16 MiB file | median ms | MB/s | vs raw |',
    '|---|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.target}${row.failed ? ` (FAILED: ${row.failed})` : ''} | ${row.medianMs.toFixed(0)} | ${row.mbPerSec.toFixed(1)} | ${(row.ratioToRaw * 100).toFixed(0)}% |`,
    ),
  ].join('\n')
}
