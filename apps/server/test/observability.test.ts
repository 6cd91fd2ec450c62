import { Writable } from 'node:stream'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../src/bootstrap'
import { databaseProblem } from '../src/features/site/site.service'
import { requestScope } from '../src/http/request-scope'
import { startSiteServer, type SiteServer } from './site-server'

// Decision 0085: /metrics behind its token, counted per route pattern; readiness beside liveness; the request id
// on every log line of a request.
const TOKEN = 'metrics-token-0123456789'

describe('/metrics', () => {
  let site: SiteServer
  let bare: SiteServer
  beforeAll(async () => {
    ;[site, bare] = await Promise.all([startSiteServer({ metricsToken: TOKEN }), startSiteServer()])
  })
  afterAll(async () => {
    await Promise.all([site?.close(), bare?.close()])
  })
  const scrape = (server: SiteServer, authorization?: string) =>
    fetch(`${server.base}/metrics`, { headers: authorization ? { authorization } : {} })

  it('is not served without METRICS_TOKEN (404), and answers 401 to a missing or wrong token', async () => {
    const none = await scrape(bare, `Bearer ${TOKEN}`)
    expect(none.status).toBe(404)
    expect(await none.json()).toEqual({ code: 'not_found', message: ERROR_TEXTS.noSuchEndpoint })
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const refused = await scrape(site, authorization)
      expect(refused.status).toBe(401)
      expect(refused.headers.get('www-authenticate')).toBe('Bearer')
      expect(await refused.json()).toEqual({ code: 'unauthorized', message: ERROR_TEXTS.unauthorized })
    }
  })

  it('counts answers under their route pattern, never the raw path, with the error codes and the caches', async () => {
    await fetch(`${site.base}/api/v1/orders/48151623`)
    await fetch(`${site.base}/api/health`)
    const answer = await scrape(site, `Bearer ${TOKEN}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
    const text = await answer.text()
    expect(text).toContain('http_requests_total{method="GET",route="/api/v1/orders/:id",status="401"} 1')
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 1')
    expect(text).not.toContain('48151623')
    expect(text).toContain('http_errors_total{status="401",code="unauthorized"} 1')
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 1/)
    expect(text).toMatch(/cache_lookups_total\{cache="page",result="miss"\} \d+/)
    expect(text).toContain('nodejs_eventloop_lag_seconds')
  })

  it('counts the answers of the fast lanes, which leave before any framework work, and the cache hits behind them', async () => {
    // The first product list goes through the API and is recorded; the second leaves from the store's fast lane.
    for (let i = 0; i < 2; i++) expect((await fetch(`${site.base}/api/store/product`)).status).toBe(200)
    const text = await (await scrape(site, `Bearer ${TOKEN}`)).text()
    expect(text).toContain('http_requests_total{method="GET",route="/api/store/product",status="200"} 1')
    expect(text).toContain('http_requests_total{method="GET",route="fast lane: store",status="200"} 1')
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="fast lane: store"\} 1\n/)
    expect(text).toMatch(/cache_lookups_total\{cache="response",result="hit"\} [1-9]/)
  })
})

describe('/api/ready', () => {
  let site: SiteServer
  beforeAll(async () => {
    site = await startSiteServer()
  })
  afterAll(async () => {
    await site?.close()
  })

  it('answers 200 when the database answers, 503 in the envelope while the process drains', async () => {
    const ready = await fetch(`${site.base}/api/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
    expect((await fetch(`${site.base}/api/health`)).status).toBe(200)
    site.app.deps.serving.draining = true
    try {
      const draining = await fetch(`${site.base}/api/ready`)
      expect(draining.status).toBe(503)
      expect(draining.headers.get('retry-after')).toBe('5')
      expect(await draining.json()).toEqual({ code: 'not_ready', message: ERROR_TEXTS.notReady })
      // Liveness does not change: the process is alive, only leaving.
      expect((await fetch(`${site.base}/api/health`)).status).toBe(200)
    } finally {
      site.app.deps.serving.draining = false
    }
  })

  it('the database check: a failure and a hang are problems (the hang within the timeout), an answer is none', async () => {
    expect(await databaseProblem({ exec: async () => {} }, 1000)).toBeNull()
    const refused = await databaseProblem({ exec: () => Promise.reject(new Error('connection refused')) }, 1000)
    expect(refused?.message).toBe('connection refused')
    const started = Date.now()
    const hung = await databaseProblem({ exec: () => new Promise(() => {}) }, 50)
    expect(hung?.message).toBe('no answer to select 1 within 50 ms')
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

describe('the request id a customer can quote', () => {
  let site: SiteServer
  beforeAll(async () => {
    site = await startSiteServer()
  })
  afterAll(async () => {
    await site?.close()
  })

  it('is on a rendered page and on an API answer, error or not', async () => {
    const page = await fetch(`${site.base}/`)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const refused = await fetch(`${site.base}/api/v1/orders/1`)
    expect(refused.status).toBe(401)
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('log lines', () => {
  it('carry the request id of the request whose work logs them, once, and none outside a request', async () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    })
    const logger = createLogger('info', sink)
    await requestScope.run('req-1', async () => {
      await Promise.resolve()
      logger.info({ orderId: 7 }, 'a service line')
      logger.error({ requestId: 'req-1' }, 'a line naming its id itself')
    })
    logger.info('at start-up')
    expect(lines.map((line) => JSON.parse(line).requestId)).toEqual(['req-1', 'req-1', undefined])
    expect(lines[1]!.match(/"requestId"/g)).toHaveLength(1)
  })
})
