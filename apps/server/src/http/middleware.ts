import type { MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv } from './app-env'
import { forbidden } from './app-error'
import { API_SECURITY_HEADERS, requestIdOf, setAnswerHeader } from './api-headers'
import { requestScope } from './request-scope'

/** Set in the bindings of the API calls a page's loaders make in-process (server.ts). */
export const IN_PROCESS = 'inProcess'

/**
 * Gives every request its dependencies, a request id and a logger; logs one line per request. The API
 * calls of a page's loaders log at debug: the page's own line counts the request (ARCHITECTURE: one line).
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'))
    c.set('deps', deps)
    c.set('requestId', requestId)
    // No child logger per request: the logger's mixin adds the id to each line logged inside the scope below
    // (bootstrap.ts, decision 0085); a child's binding would repeat it.
    c.set('logger', deps.logger)
    c.set('actor', undefined)
    c.set('sessionUser', undefined)
    const started = performance.now()
    // What escapes the request's handlers reaches the process guard still carrying its id (main.ts).
    await requestScope.run(requestId, next)
    setAnswerHeader(c, 'X-Request-Id', requestId)
    const level = (c.env as Record<string, unknown> | undefined)?.[IN_PROCESS] ? 'debug' : 'info'
    c.get('logger')[level](
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF: a state-changing request from a browser must come from our own origin. Browsers send Origin
 * on every cross-site POST (and Sec-Fetch-Site), so a mismatch is refused; the session cookie is
 * SameSite=Lax besides. Requests without either header come from non-browser clients, which carry no
 * ambient cookies of a victim.
 */
export function sameOriginMutations(
  publicUrl: string,
  options: {
    /**
     * Operations a mail provider sends from anywhere, answered whatever the Origin (`METHOD` and a path pattern): the
     * newsletter's one-click unsubscribe (RFC 8058). Each needs no cookie: it acts only for its token's holder.
     */
    crossSite?: readonly { method: string; path: RegExp }[]
  } = {},
): MiddlewareHandler<AppEnv> {
  const allowed = new URL(publicUrl).origin
  const crossSite = options.crossSite ?? []
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    if (crossSite.some((op) => op.method === c.req.method && op.path.test(c.req.path))) return next()
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    const requestOrigin = new URL(c.req.url).origin
    if (origin && origin !== allowed && origin !== requestOrigin) throw forbidden()
    if (site && site !== 'same-origin' && site !== 'none' && !origin) throw forbidden()
    if (site === 'cross-site') throw forbidden()
    return next()
  }
}

/** Headers for JSON responses: nothing to render, nothing to frame, nothing to sniff. */
export const apiSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const headers = c.res.headers
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    // A route that sets its own policy (the API reference page) keeps it.
    if (name !== 'Content-Security-Policy' || !headers.has(name)) setAnswerHeader(c, name, value)
  }
  if (!headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store')
}
