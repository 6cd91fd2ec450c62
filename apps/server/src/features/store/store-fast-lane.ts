import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../../http/app-env'
import { FAST_ANSWER_HEADER_LIST, requestIdOf } from '../../http/api-headers'
import { regionOfHostHeader, regionOfRequest } from '../../http/region'
import { sessionTokenOf } from '../../http/session'
import { cachedJsonOf, sendCachedJson, type CachedJson } from '../../http/wire-text'

/**
 * The store's fast lane (decision 0024): an anonymous GET of the product list or a product, at a URL the API
 * answered before, leaves from the request listener with the cached JSON (no routing, no validation, no query).
 * The API records its answers under the URL as sent (`fastStoreKey`) only for anonymous callers and only for
 * query strings made of the known parameters, so the key space stays small; the shared cache's invalidation
 * empties it with the rest. The key starts with the region of the host (decision 0021: it decides the default
 * currency), so a visitor on the European host never gets the North American answer of the same URL.
 */

const RECORDABLE_SEARCH = /^(?:(?:category|kind|compat_type|page|currency)=[A-Za-z0-9_-]{1,24}(?:&(?!$)|$)){0,5}$/

/** The fast-lane key of a URL (region of the host, path and query as sent), or null when the lane does not serve it. */
function keyOf(region: number | null, path: string, search: string): string | null {
  if (path !== '/api/store/product' && !path.startsWith('/api/store/product/')) return null
  if (!RECORDABLE_SEARCH.test(search)) return null
  return `store:fast|${region ?? '-'}|${path}?${search}`
}

/** The key under which the API may record this request's answer, for anonymous callers only. */
export function fastStoreKey(c: Context<AppEnv>): string | null {
  if (sessionTokenOf(c.req.header('cookie')) !== undefined || c.req.header('x-region') !== undefined) return null
  const url = new URL(c.req.url)
  return keyOf(regionOfRequest(c), url.pathname, url.search.slice(1))
}

const HEADERS = [...FAST_ANSWER_HEADER_LIST, 'X-Identity', 'anonymous']

/** The listener-level entrance: `(req, res) => handled`. */
export function storeNodeFastLane(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  // Each body made wire text once, plain and gzip'd.
  const encoded = new Map<string, CachedJson>()
  return (req, res) => {
    const url = req.url
    if (req.method !== 'GET' || !url?.startsWith('/api/store/product')) return false
    if (req.headers['x-region'] !== undefined || sessionTokenOf(req.headers.cookie) !== undefined) return false
    const question = url.indexOf('?')
    const region = regionOfHostHeader(req.headers.host, deps.siteConfig)
    const key = keyOf(
      region,
      question === -1 ? url : url.slice(0, question),
      question === -1 ? '' : url.slice(question + 1),
    )
    const body = key ? deps.catalogCache.get(key) : undefined
    if (key === null || body === undefined) return false
    let entry = encoded.get(key)
    if (entry?.body !== body) {
      entry = cachedJsonOf(body)
      // Bounded like the cache it mirrors: past 2,000 bodies the oldest goes.
      if (encoded.size >= 2_000) encoded.delete(encoded.keys().next().value!)
      encoded.set(key, entry)
    }
    const requestId = requestIdOf(req.headers['x-request-id'])
    sendCachedJson(res, req.headers['accept-encoding'], entry, [...HEADERS, 'X-Request-Id', requestId])
    return true
  }
}
