import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router'
import { NonceContext } from './lib/nonce'
import { renderWholePage } from './lib/render-whole-page.server'
import { rememberRouteMatches } from './lib/route-match-memo.server'
import { serverContext, type ServerValues } from './lib/server-context'

export { createRequestHandler } from 'react-router'

/**
 * The module preloads `<Scripts />` puts in the head, fetched at low priority (decision 0054). The page is complete
 * HTML: its scripts only make it interactive, so they must not take a phone's first round trips from the
 * stylesheets and the hero image, which the first paint waits for. Chrome fetches a preload at high priority
 * unless told otherwise, and React Router has no way to say so; React writes these tags the same way every time.
 */
function preloadScriptsLate(html: string): string {
  return html.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=')
}

/** The server builds each request's context through this, so that the context key stays the web app's own. */
export function createLoadContext(values: ServerValues) {
  const context = new RouterContextProvider()
  context.set(serverContext, values)
  return context
}

const ABORT_AFTER_MS = 10_000

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(serverContext)
  rememberRouteMatches(routerContext)
  const { html, failed } = await renderWholePage(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      abortAfterMs: ABORT_AFTER_MS + 1000,
      onError(error) {
        if (!request.signal.aborted) console.error(error)
      },
    },
  )
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(preloadScriptsLate(html), { headers, status: failed ? 500 : status })
}
