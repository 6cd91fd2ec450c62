import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router'
import { NonceContext } from './lib/nonce'
import { serverContext, type ServerValues } from './lib/server-context'

export { createRequestHandler } from 'react-router'

/** The server builds each request's context through this, so that the context key stays the web app's own. */
export function createLoadContext(values: ServerValues) {
  const context = new RouterContextProvider()
  context.set(serverContext, values)
  return context
}

const ABORT_AFTER_MS = 10_000

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(serverContext)
  return new Promise<Response>((resolve, reject) => {
    let failed = false
    // The whole page is rendered before it is sent: search engines and slow phones get complete HTML.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough()
          headers.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: failed ? 500 : status }))
          pipe(body)
        },
        onShellError: reject,
        onError(error) {
          failed = true
          if (!request.signal.aborted) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_AFTER_MS + 1000)
  })
}
