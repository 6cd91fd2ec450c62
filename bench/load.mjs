// One load measurement with autocannon: a warm-up run whose figures are thrown away, then the measured run.
import { createRequire } from 'node:module'
import autocannon from 'autocannon'

// autocannon decodes every response body into a string (`PipelinedRequestsQueue#addBody`: `req.body += data`) only
// to hand it to `onResponse` callbacks, which the bench does not use. For a gzip'd 10 KB page that decoding is most
// of the client's CPU, and on this 2-core machine the client's CPU is taken from the server under test: the cached
// page row measured the client, not the shop. Bytes are still counted (`addByteCount`); only the string goes.
const require = createRequire(import.meta.url)
const PipelinedRequestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js')
PipelinedRequestsQueue.prototype.addBody = function keepNoBody() {}

/** autocannon's own histogram keeps whole milliseconds; a fast local server needs finer p99 than "0". */
function percentile(values, count, fraction) {
  if (count === 0) return Number.NaN
  const sorted = values.subarray(0, count).sort()
  return sorted[Math.min(count - 1, Math.ceil(fraction * count) - 1)]
}

async function run(url, connections, seconds, { record = false, headers, method, body } = {}) {
  let latencies = new Float64Array(record ? 1 << 16 : 0)
  let count = 0
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    ...(headers ? { headers } : {}),
    ...(method ? { method } : {}),
    ...(body ? { body } : {}),
  })
  if (record) {
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode < 200 || statusCode >= 300) return
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2)
        grown.set(latencies)
        latencies = grown
      }
      latencies[count++] = responseTimeMs
    })
  }
  const result = await instance
  return { result, p99Ms: percentile(latencies, count, 0.99) }
}

/**
 * @returns {Promise<{ reqPerSec: number, p99Ms: number, p99MsAutocannon: number, requests: number,
 *   non2xx: number, errors: number, timeouts: number }>}
 */
export async function measure(url, { connections, warmupSeconds, durationSeconds, headers, method, body }) {
  if (warmupSeconds > 0) await run(url, connections, warmupSeconds, { headers, method, body })
  const { result, p99Ms } = await run(url, connections, durationSeconds, { record: true, headers, method, body })
  return {
    reqPerSec: result.requests.mean,
    p99Ms,
    p99MsAutocannon: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
