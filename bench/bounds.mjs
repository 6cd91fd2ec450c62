// Decision 0065: bodies bounded before they are read, and the datalog parsed off the request path.
// (a) A 100 MB body sent to several routes is refused while the server's RSS grows < 64 MiB (growth per route);
// (b) a 60 MB datalog upload while /api/health is polled: /api/health's p99 while the log is parsed (< 100 ms).
import { connect } from 'node:net'
import { rssMiB } from './servers.mjs'

const MB = 1000 * 1000
const OVERSIZED_BYTES = 100 * MB
export const MAX_GROWTH_MIB = 64
export const MAX_HEALTH_P99_MS = 100

/**
 * Sends a request with a body of `bytes` (declared, or chunked) as fast as the socket takes it, and stops when
 * the server answers and closes, or when the body is all sent. Answers the status, whether the server closed the
 * connection, and how much of the body went out before it did.
 */
function sendOversized(url, { method = 'POST', path, headers, bytes, chunked = false }) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    const block = Buffer.alloc(1024 * 1024, 0x61)
    const frame = chunked
      ? Buffer.concat([Buffer.from(`${block.length.toString(16)}\r\n`), block, Buffer.from('\r\n')])
      : block
    let sent = 0
    let head = ''
    let done = false
    const finish = (closed) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), closed, sentBytes: sent })
    }
    // A server that neither answers nor reads within 30 s is a failure of its own.
    const timer = setTimeout(() => finish(false), 30_000)
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1')
    })
    socket.on('error', () => undefined)
    socket.on('close', () => finish(true))
    const lines = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`]
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
    lines.push(chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`)
    socket.write(`${lines.join('\r\n')}\r\n\r\n`)
    const pump = () => {
      while (!done && sent < bytes && !socket.destroyed) {
        sent += block.length
        if (!socket.write(frame)) return socket.once('drain', pump)
      }
      if (!done && chunked && !socket.destroyed) socket.write('0\r\n\r\n')
      // All sent and still no close: wait for the answer (the timer ends it).
      if (head.includes('\r\n\r\n')) setTimeout(() => finish(false), 2000)
    }
    socket.once('connect', pump)
  })
}

/** Samples the server's RSS every 10 ms while `work` runs; answers the work's result and the peak. */
async function peakRssDuring(child, work) {
  let peak = rssMiB(child)
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(child))
  }, 10)
  try {
    const result = await work()
    return { result, peak: Math.max(peak, rssMiB(child)) }
  } finally {
    clearInterval(sampler)
  }
}

/** (a) 100 MB to each route; each must be refused (413) and closed, and the server's RSS grow < 64 MiB. */
export async function benchOversizedBodies({ shop, cookie }) {
  const cases = [
    ['login endpoint, JSON', '/api/auth/sign-in/email', { 'Content-Type': 'application/json' }],
    [
      'login endpoint, claiming multipart',
      '/api/auth/sign-in/email',
      { 'Content-Type': 'multipart/form-data; boundary=B' },
    ],
    [
      'login endpoint, JSON, chunked (no length)',
      '/api/auth/sign-in/email',
      { 'Content-Type': 'application/json' },
      true,
    ],
    [
      'JSON API route (POST /api/v1/addresses, logged in)',
      '/api/v1/addresses',
      { 'Content-Type': 'application/json', Cookie: cookie },
    ],
    [
      'upload route, wrong content type (octet-stream)',
      '/api/v1/tune-requests',
      { 'Content-Type': 'application/octet-stream', Cookie: cookie },
    ],
    ['page route (POST /contact, form)', '/contact', { 'Content-Type': 'application/x-www-form-urlencoded' }],
  ]
  const rows = []
  for (const [target, path, headers, chunked = false] of cases) {
    const before = rssMiB(shop.child)
    const { result, peak } = await peakRssDuring(shop.child, () =>
      sendOversized(shop.url, { path, headers: { Origin: shop.url, ...headers }, bytes: OVERSIZED_BYTES, chunked }),
    )
    const growthMiB = peak - before
    const failed =
      result.status !== 413
        ? `status ${result.status}`
        : !result.closed
          ? 'connection left open'
          : growthMiB >= MAX_GROWTH_MIB
            ? `grew ${growthMiB.toFixed(0)} MiB`
            : null
    rows.push({ target, path, chunked, ...result, rssBeforeMiB: before, rssPeakMiB: peak, growthMiB, failed })
  }
  return rows
}

/**
 * A logger's CSV export of at least `bytes`: a preamble, a header with units, rows of four channels. Seconds of
 * work on a busy host: made before any connection to the shop is opened, or the keep-alive it leaves idle meanwhile
 * is closed by the server under the next request.
 */
export function datalogOf(bytes = 60 * MB) {
  const lines = ['Logger export v2', 'Vehicle: 2019 Golf GTI', 'Time (ms),RPM,Boost (psi),AFR,IAT (C)']
  let size = 0
  for (let row = 0; size < bytes; row++) {
    const line = `${row * 10},${2000 + (row % 4500)},${((row % 220) / 10).toFixed(1)},${(11 + (row % 40) / 10).toFixed(2)},${20 + (row % 30)}`
    size += line.length + 1
    lines.push(line)
  }
  return Buffer.from(`${lines.join('\n')}\n`)
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN
}

/**
 * (b) A 60 MB datalog posted (multipart, as the log page does) while one client asks /api/health back to back.
 * The parse happens once the body is in: the latencies of the health checks sent between the last byte and the
 * answer are the ones "during the parse"; the whole upload's are kept too.
 */
export async function benchDatalogUpload({ shop, cookie, log }) {
  const samples = []
  let bodySentAt = Number.POSITIVE_INFINITY
  let uploading = true
  const poller = (async () => {
    while (uploading) {
      const started = performance.now()
      const ok = await fetch(`${shop.url}/api/health`)
        .then(async (response) => (await response.arrayBuffer(), response.ok))
        .catch((error) => {
          process.stderr.write(`[bench] health check failed: ${error?.cause?.message ?? error}\n`)
          return false
        })
      samples.push({ started, ms: performance.now() - started, ok })
    }
  })()
  const started = performance.now()
  const form = new FormData()
  form.append('file', new Blob([log]), 'bench-pull.csv')
  const request = new Request(`${shop.url}/api/v1/logs`, {
    method: 'POST',
    headers: { cookie, origin: shop.url },
    body: form,
  })
  // The end of the request's body: the moment the server has the whole file and starts on it.
  const counted = request.body.pipeThrough(
    new TransformStream({
      flush: () => {
        bodySentAt = performance.now()
      },
    }),
  )
  let response
  let answeredAt
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: counted,
      duplex: 'half',
    })
    await response.arrayBuffer()
    answeredAt = performance.now()
  } finally {
    // A failed upload must not leave the poller asking forever.
    uploading = false
    await poller
  }
  const during = samples.filter((sample) => sample.started >= bodySentAt).map((sample) => sample.ms)
  const all = samples.map((sample) => sample.ms)
  const p99Ms = percentile(during, 0.99)
  const failed =
    response.status !== 201
      ? `status ${response.status}`
      : samples.some((sample) => !sample.ok)
        ? 'a health check failed'
        : during.length === 0
          ? 'no health check during the parse'
          : null
  return {
    target: `shop POST /api/v1/logs (${(log.length / MB).toFixed(0)} MB datalog) while GET /api/health is polled`,
    sizeBytes: log.length,
    status: response.status,
    uploadMs: answeredAt - started,
    parseWindowMs: answeredAt - bodySentAt,
    healthChecksDuringParse: during.length,
    healthP99DuringParseMs: p99Ms,
    healthMaxDuringParseMs: Math.max(...during),
    healthChecksDuringUpload: all.length,
    healthP99DuringUploadMs: percentile(all, 0.99),
    failed,
  }
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')

export function boundsTables({ oversized, datalog }) {
  return [
    `| 100 MB body refused (issue 20) | status | connection | sent before close | RSS growth MiB (target < ${MAX_GROWTH_MIB}) |`,
    '|---|---:|---|---:|---:|',
    ...oversized.map(
      (row) =>
        `| ${row.target}${row.failed ? ` (FAILED: ${row.failed})` : ''} | ${row.status} | ${row.closed ? 'closed' : 'open'} | ${fixed(row.sentBytes / MB)} MB | ${fixed(row.growthMiB, 1)} |`,
    ),
    '',
    `| datalog parsed off the request path (issue 20) | upload ms | parse window ms | health checks | /api/health p99 ms (target < ${MAX_HEALTH_P99_MS}) | max ms | p99 over the whole upload |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    `| ${datalog.target}${datalog.failed ? ` (FAILED: ${datalog.failed})` : ''} | ${fixed(datalog.uploadMs)} | ${fixed(datalog.parseWindowMs)} | ${datalog.healthChecksDuringParse} | ${fixed(datalog.healthP99DuringParseMs, 1)} ${datalog.healthP99DuringParseMs < MAX_HEALTH_P99_MS ? '(meets)' : '(MISSES)'} | ${fixed(datalog.healthMaxDuringParseMs, 1)} | ${fixed(datalog.healthP99DuringUploadMs, 1)} |`,
  ].join('\n')
}
