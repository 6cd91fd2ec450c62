import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { AppDeps } from './http/app-env'
import { fastLaneTally } from './http/fast-lane-tally'
import { lingerAfterRefusal } from './http/linger-after-refusal'
import { strictTransportSecurity } from './http/strict-transport'
import { catalogNodeFastLane } from './features/catalog/catalog-fast-lane'
import { storeNodeFastLane } from './features/store/store-fast-lane'
import { pageNodeFastLane, type SiteApp } from './server'

/**
 * The node:http request listener of the whole site (main.ts, and the tests that go through a real socket): the
 * fast lanes first, before any framework work (decisions 0014, 0015, 0024), then the site app. HSTS is set
 * here, once, so that every answer carries it.
 */
export function createSiteListener(deps: AppDeps, app: SiteApp, options: { hostname?: string } = {}) {
  const catalogFastLane = catalogNodeFastLane(deps)
  const pageFastLane = pageNodeFastLane(deps)
  const storeFastLane = storeNodeFastLane(deps)
  const listener = getRequestListener(app.fetch, { hostname: options.hostname })
  // The lanes' answers are logged as counts (decision 0053); everything else gets its request line in the API.
  const tally = fastLaneTally(deps.logger)
  const hsts = strictTransportSecurity(deps.publicUrl)
  const listen = (req: IncomingMessage, res: ServerResponse) => {
    // Set before anything answers: node merges it into every writeHead, the fast lanes' included.
    if (hsts) res.setHeader(hsts[0], hsts[1])
    if (catalogFastLane(req, res)) tally.hit('catalog')
    else if (storeFastLane(req, res)) tally.hit('store')
    else if (pageFastLane(req, res)) tally.hit('page')
    else {
      lingerAfterRefusal(req, res)
      void listener(req, res)
    }
  }
  return { listen, stop: () => tally.stop() }
}
