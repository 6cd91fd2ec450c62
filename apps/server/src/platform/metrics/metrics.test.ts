import { describe, expect, it } from 'vitest'
import { createMetrics } from './metrics'

/** The sample lines of `name` in the text Prometheus reads. */
async function samples(metrics: ReturnType<typeof createMetrics>, name: string): Promise<string[]> {
  return (await metrics.render())
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
}

describe('metrics (decision 0085)', () => {
  it('a route slot counts answers per status and fills the latency histogram cumulatively', async () => {
    const metrics = createMetrics()
    const slot = metrics.slot('GET', '/api/v1/orders/:id')
    expect(metrics.slot('GET', '/api/v1/orders/:id')).toBe(slot)
    slot.record(200, 0.0003)
    slot.record(200, 0.02)
    slot.record(404, 30)
    expect(await samples(metrics, 'http_requests_total')).toEqual([
      'http_requests_total{method="GET",route="/api/v1/orders/:id",status="200"} 2',
      'http_requests_total{method="GET",route="/api/v1/orders/:id",status="404"} 1',
    ])
    const buckets = await samples(metrics, 'http_request_duration_seconds_bucket')
    expect(buckets).toContain(
      'http_request_duration_seconds_bucket{method="GET",route="/api/v1/orders/:id",le="0.0005"} 1',
    )
    expect(buckets).toContain(
      'http_request_duration_seconds_bucket{method="GET",route="/api/v1/orders/:id",le="0.025"} 2',
    )
    expect(buckets).toContain('http_request_duration_seconds_bucket{method="GET",route="/api/v1/orders/:id",le="10"} 2')
    expect(buckets).toContain(
      'http_request_duration_seconds_bucket{method="GET",route="/api/v1/orders/:id",le="+Inf"} 3',
    )
    expect(await samples(metrics, 'http_request_duration_seconds_count')).toEqual([
      'http_request_duration_seconds_count{method="GET",route="/api/v1/orders/:id"} 3',
    ])
    expect(await metrics.render()).toContain('# TYPE http_requests_total counter')
  })

  it('counts error codes, reads registered gauges, pools and caches at each scrape; has Node’s own figures', async () => {
    const metrics = createMetrics()
    metrics.error(409, 'already_committed')
    metrics.error(409, 'already_committed')
    let depth = 3
    metrics.registerGauge('jobs_queued', 'Jobs waiting per queue', () => [[{ queue: 'mail' }, depth]], ['queue'])
    metrics.registerGauge('answer', 'A plain number', async () => 42)
    metrics.watchPool({ totalCount: 4, idleCount: 1, waitingCount: 2 })
    const cache = { hits: 9, misses: 1, size: 5 }
    metrics.watchCaches({ response: cache })
    expect(await samples(metrics, 'http_errors_total')).toEqual([
      'http_errors_total{status="409",code="already_committed"} 2',
    ])
    expect(await samples(metrics, 'jobs_queued')).toEqual(['jobs_queued{queue="mail"} 3'])
    depth = 0
    cache.hits = 10
    expect(await samples(metrics, 'jobs_queued')).toEqual(['jobs_queued{queue="mail"} 0'])
    expect(await samples(metrics, 'answer')).toEqual(['answer 42'])
    expect(await samples(metrics, 'db_pool_connections')).toEqual([
      'db_pool_connections{state="total"} 4',
      'db_pool_connections{state="idle"} 1',
      'db_pool_connections{state="waiting"} 2',
    ])
    expect(await samples(metrics, 'cache_lookups_total')).toEqual([
      'cache_lookups_total{cache="response",result="hit"} 10',
      'cache_lookups_total{cache="response",result="miss"} 1',
    ])
    const text = await metrics.render()
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds')
    expect(text).toContain('process_resident_memory_bytes')
  })
})
