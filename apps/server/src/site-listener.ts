import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { AppDeps } from './http/app-env'
import { stampClientAddress } from './http/client-ip'
import { fastLaneTally } from './http/fast-lane-tally'
import { lingerAfterRefusal } from './http/linger-after-refusal'
import { METRICS_PATH, metricsEndpoint } from './http/metrics-endpoint'
import { strictTransportSecurity } from './http/strict-transport'
import { catalogNodeFastLane } from './features/catalog/catalog-fast-lane'
import { storeNodeFastLane } from './features/store/store-fast-lane'
import { pageNodeFastLane, type SiteApp } from './server'

/**
 * The node:http request listener of the whole site (main.ts, and the tests that go through a real socket): the
 * fast lanes first, before any framework work (decisions 0014, 0015, 0024), then the site app. HSTS is set
 * here, once, so that every answer carries it.
 */
export function createSiteListener(
  deps: AppDeps,
  app: SiteApp,
  options: {
    hostname?: string
    /** METRICS_TOKEN: /metrics answers only with it (decision 0085). */
    metricsToken?: string
  } = {},
) {
  const catalogFastLane = catalogNodeFastLane(deps)
  const pageFastLane = pageNodeFastLane(deps)
  const storeFastLane = storeNodeFastLane(deps)
  const listener = getRequestListener(app.fetch, { hostname: options.hostname })
  // The lanes' answers are logged as counts (decision 0053); everything else gets its request line in the API.
  const tally = fastLaneTally(deps.logger)
  const hsts = strictTransportSecurity(deps.publicUrl)
  // The lanes' figures on /metrics: slots made once, so an answer adds to three numbers (decision 0085).
  const catalogSlot = deps.metrics.slot('GET', 'fast lane: catalog')
  const storeSlot = deps.metrics.slot('GET', 'fast lane: store')
  const pageSlot = deps.metrics.slot('GET', 'fast lane: page')
  const metrics = metricsEndpoint(deps.metrics, deps.logger, options.metricsToken)
  const listen = (req: IncomingMessage, res: ServerResponse) => {
    // Set before anything answers: node merges it into every writeHead, the fast lanes' included.
    if (hsts) res.setHeader(hsts[0], hsts[1])
    const started = performance.now()
    if (catalogFastLane(req, res)) {
      tally.hit('catalog')
      catalogSlot.record(res.statusCode, (performance.now() - started) / 1000)
    } else if (storeFastLane(req, res)) {
      tally.hit('store')
      storeSlot.record(res.statusCode, (performance.now() - started) / 1000)
    } else if (pageFastLane(req, res)) {
      tally.hit('page')
      pageSlot.record(res.statusCode, (performance.now() - started) / 1000)
    } else if (req.url === METRICS_PATH) metrics(req, res)
    else {
      stampClientAddress(req, deps.trustedProxies)
      lingerAfterRefusal(req, res)
      void listener(req, res)
    }
  }
  return { listen, stop: () => tally.stop() }
}
