import { ERROR_TEXTS } from '@shop/domain/errors'
import type { Handler } from 'hono'
import { AppError } from './app-error'

type RouteRecord = { method: string; path: string }

/** `/api/v1/addresses/:id` (and `:id{[0-9]+}`, `/api/auth/*`) → a pattern for request paths. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*'
      if (segment.startsWith(':')) return '[^/]+'
      return segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}$`)
}

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * The API's last route: a request no operation took. A path the API knows, asked with a method it does not
 * take, is a 405 with the methods it does take (`Allow`); any other is a 404. Both in the one envelope, never
 * the page renderer's HTML. `routes` are the API's own (Hono's `routes`), read once at the first such request,
 * when every route is registered.
 */
export function unmatchedRequest(routes: () => readonly RouteRecord[]): Handler {
  let operations: { pattern: RegExp; method: string }[] | undefined
  return (c) => {
    operations ??= routes()
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({ pattern: pathPattern(route.path), method: route.method }))
    const allowed = new Set(operations.filter(({ pattern }) => pattern.test(c.req.path)).map(({ method }) => method))
    throw allowed.size === 0 ? noSuchEndpoint() : methodNotAllowed([...allowed])
  }
}

const noSuchEndpoint = (): AppError => new AppError(404, 'not_found', ERROR_TEXTS.noSuchEndpoint)

const methodNotAllowed = (methods: string[]): AppError =>
  new AppError(405, 'method_not_allowed', ERROR_TEXTS.methodNotAllowed, undefined, {
    Allow: methods.sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b)).join(', '),
  })
