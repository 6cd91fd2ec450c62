import { collectDefaultMetrics, Gauge, Histogram, Registry, type MetricType } from 'prom-client'

/** Upper bounds of the request latency buckets, in seconds: a cached answer is well under the first. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * One route's figures (method and route pattern), kept as plain numbers: an answer costs a few additions and
 * no allocation. prom-client's own labelled `observe` builds, checks and hashes a labels object on every call,
 * which a cached answer of a few microseconds would feel (decision 0085).
 */
export class RouteSlot {
  readonly buckets = new Float64Array(LATENCY_BUCKETS.length)
  count = 0
  sum = 0
  /** Answers per status code. */
  readonly statuses = new Map<number, number>()

  constructor(
    readonly method: string,
    readonly route: string,
  ) {}

  /** One answer with `status`, `seconds` after the request arrived. */
  record(status: number, seconds: number): void {
    this.count++
    this.sum += seconds
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
      if (seconds <= LATENCY_BUCKETS[i]!) {
        this.buckets[i]!++
        break
      }
    }
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1)
  }
}

const DURATION = 'http_request_duration_seconds'
type Sample = { labels: Record<string, string | number>; value: number; metricName: string }

/**
 * The request figures of every route, shown to prom-client as a histogram (its `get` is all a registry reads).
 * Routes are patterns (`/api/v1/orders/:id`), never raw paths, so the label sets stay bounded.
 */
class RouteHistogram extends Histogram<'method' | 'route'> {
  constructor(
    private readonly slots: () => Iterable<RouteSlot>,
    registry: Registry,
  ) {
    super({
      name: DURATION,
      help: 'Time from a request to its answer, per method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    })
  }

  override async get(): ReturnType<Histogram<'method' | 'route'>['get']> {
    const values: Sample[] = []
    for (const slot of this.slots()) {
      const labels = { method: slot.method, route: slot.route }
      let cumulative = 0
      for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
        cumulative += slot.buckets[i]!
        values.push({
          labels: { ...labels, le: LATENCY_BUCKETS[i]! },
          value: cumulative,
          metricName: `${DURATION}_bucket`,
        })
      }
      values.push({ labels: { ...labels, le: '+Inf' }, value: slot.count, metricName: `${DURATION}_bucket` })
      values.push({ labels, value: slot.sum, metricName: `${DURATION}_sum` })
      values.push({ labels, value: slot.count, metricName: `${DURATION}_count` })
    }
    // prom-client keeps name, help, type and aggregator on the instance (its typings do not show them).
    const { name, help, type, aggregator } = this as unknown as Record<'name' | 'help' | 'type' | 'aggregator', never>
    return { name, help, type, aggregator, values } as unknown as Awaited<
      ReturnType<Histogram<'method' | 'route'>['get']>
    >
  }

  /** What the registry reads (prom-client prefers it to `get` for a histogram): the same, labels already flat. */
  getForPromString() {
    return this.get()
  }
}

/** A figure read when Prometheus asks: a queue's depth, a pool's size. */
type LabelledFigures = Iterable<[labels: Record<string, string>, value: number]>
export type GaugeCollect = () => number | LabelledFigures | Promise<number | LabelledFigures>

/** How full a connection pool is (pg.Pool's own counts). */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number }

/** Hits and misses of one cache, counted by the cache itself. */
export type CacheCounts = { hits: number; misses: number; size: number }

/**
 * Shown to Prometheus as a counter (for rate()): its value is a running total we keep ourselves and set at each
 * scrape, which prom-client's Counter (increment only) cannot take.
 */
function asCounter(gauge: Gauge<string>) {
  ;(gauge as unknown as { type: MetricType }).type = 'counter' as unknown as MetricType
}

export type Metrics = ReturnType<typeof createMetrics>

/**
 * The process's Prometheus figures (decision 0085): requests per route (rate, latency, status codes), the
 * error catalogue's codes, cache hit ratios, the database pool, Node's own (event-loop lag, memory, GC) and any
 * gauge another part registers (`registerGauge`: a job queue's depth). Read by `GET /metrics`.
 */
export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const methods = new Map<string, Map<string, RouteSlot>>()
  const slotsOf = function* () {
    for (const routes of methods.values()) yield* routes.values()
  }
  new RouteHistogram(slotsOf, registry)

  /** The slot of a method and route pattern, made once: keep it where the route is known in advance. */
  const slot = (method: string, route: string): RouteSlot => {
    let routes = methods.get(method)
    if (!routes) methods.set(method, (routes = new Map()))
    let found = routes.get(route)
    if (!found) routes.set(route, (found = new RouteSlot(method, route)))
    return found
  }

  const requests = new Gauge({
    name: 'http_requests_total',
    help: 'Answers sent, per method, route pattern and status code',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
    collect() {
      this.reset()
      for (const { method, route, statuses } of slotsOf())
        for (const [status, count] of statuses) this.set({ method, route, status }, count)
    },
  })
  asCounter(requests)

  const errors = new Map<string, number>()
  const errorCodes = new Gauge({
    name: 'http_errors_total',
    help: 'Error answers per HTTP status and error-catalogue code (SPEC §8)',
    labelNames: ['status', 'code'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [key, count] of errors) {
        const [status, code] = key.split(' ') as [string, string]
        this.set({ status, code }, count)
      }
    },
  })
  asCounter(errorCodes)

  /** A gauge whose value is read at each scrape; `collect` returns a number, or labelled numbers. */
  const registerGauge = (name: string, help: string, collect: GaugeCollect, labelNames: string[] = []) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const value = await collect()
        this.reset()
        if (typeof value === 'number') this.set(value)
        else for (const [labels, figure] of value) this.set(labels, figure)
      },
    })

  return {
    registry,
    slot,
    registerGauge,
    /** An error envelope sent (the error handler): its status and catalogue code. */
    error(status: number, code: string) {
      const key = `${status} ${code}`
      errors.set(key, (errors.get(key) ?? 0) + 1)
    },
    /** The connection pool's use, read at each scrape. */
    watchPool(pool: PoolCounts) {
      registerGauge(
        'db_pool_connections',
        'Database connections: total open, idle, and requests waiting for one',
        () => [
          [{ state: 'total' }, pool.totalCount],
          [{ state: 'idle' }, pool.idleCount],
          [{ state: 'waiting' }, pool.waitingCount],
        ],
        ['state'],
      )
    },
    /** Caches' hit and miss counts and sizes, read at each scrape. */
    watchCaches(caches: Record<string, CacheCounts>) {
      const entries = Object.entries(caches)
      const lookups = registerGauge(
        'cache_lookups_total',
        'Cache lookups per cache and result (hit ratio: hit / (hit + miss))',
        () =>
          entries.flatMap(([cache, counts]): [Record<string, string>, number][] => [
            [{ cache, result: 'hit' }, counts.hits],
            [{ cache, result: 'miss' }, counts.misses],
          ]),
        ['cache', 'result'],
      )
      asCounter(lookups)
      registerGauge(
        'cache_entries',
        'Entries held per cache',
        () => entries.map(([cache, counts]): [Record<string, string>, number] => [{ cache }, counts.size]),
        ['cache'],
      )
    },
    /** The text Prometheus reads. */
    render: () => registry.metrics(),
    contentType: registry.contentType,
  }
}
