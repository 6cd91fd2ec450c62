import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import type { RegionId } from '@shop/domain/site'
import { IN_PROCESS } from '../../http/middleware'
import type { AppDeps, AppEnv } from '../../http/app-env'
import { FAST_ANSWER_HEADER_LIST, FAST_ANSWER_HEADERS, requestIdOf } from '../../http/api-headers'
import { cachedJsonOf, sendCachedJson, type CachedJson } from '../../http/wire-text'
import { regionOfHostHeader, regionOfUrl } from '../../http/region'
import { sessionTokenOf } from '../../http/session'
import type { Memo, KnownSession } from '../../platform/cache/global-state-cache'
import { audienceOf, type CatalogCaller } from './catalog-audience'

/**
 * The catalog's fast lane (decisions 0015, 0053). It answers a GET whose exact URL was answered before
 * for the same kind of caller straight from the response cache: no request context, no validation, no routing,
 * no query. Whatever it cannot answer (a miss, a session it does not know yet, a region header to check) goes on
 * to the API, which validates, answers and records the URL for next time. Two entrances share it: the HTTP
 * server's request listener (`catalogNodeFastLane`, before any framework work: the only way to stay near a bare
 * `node:http` server's throughput) and a middleware at the head of the API (`catalogFastLane`, for in-process
 * callers such as the page loaders).
 *
 * The record's key is the region of the host (it decides the default currency, decision 0021), the caller's
 * pricing audience and preferred currency, plus the URL as sent. Who the caller is comes from the one session
 * memo (`http/session.ts`, decision 0020): a session it does not know yet goes to the API, which looks it up. Only URLs
 * without a query or with just `?currency=` of a store currency are recorded, so the key space stays the
 * catalog's size, whatever query strings a client invents.
 */

const CURRENCY_ONLY = /^currency=([A-Z]{3})$/

/** The URL part of a request as the key uses it: path and query, as sent. */
function pathAndQuery(c: Context): { path: string; search: string } {
  const url = c.req.url
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const question = url.indexOf('?', start)
  return question === -1
    ? { path: url.slice(start), search: '' }
    : { path: url.slice(start, question), search: url.slice(question + 1) }
}

function fastKey(
  region: RegionId | null,
  audience: string,
  preferredCurrency: string | null,
  path: string,
  search: string,
) {
  return `fast|${region ?? '-'}|${audience}|${preferredCurrency ?? '-'}|${path}?${search}`
}

/** The fast-lane key of this request when the API may record its answer there, else null. */
export function recordableFastKey(c: Context<AppEnv>, caller: CatalogCaller): string | null {
  const { path, search } = pathAndQuery(c)
  if (search !== '') {
    const currency = CURRENCY_ONLY.exec(search)?.[1]
    if (!currency || !c.get('deps').siteConfig.currencies.includes(currency)) return null
  }
  return fastKey(caller.region, caller.audience, caller.preferredCurrency, path, search)
}

function headersOf(requestId: string, identity: string): Record<string, string> {
  return { ...FAST_ANSWER_HEADERS, 'X-Identity': identity, 'X-Request-Id': requestId }
}

type Caller = { audience: string; preferred: string | null; identity: string }

const ANONYMOUS: Caller = { audience: 'public', preferred: null, identity: 'anonymous' }

/** Who is asking, as far as the session memo tells without a query; null when only the API can tell. */
function callerOf(sessions: Memo<KnownSession>, cookieHeader: string | undefined): Caller | null {
  const token = sessionTokenOf(cookieHeader)
  if (!token) return ANONYMOUS
  const known = sessions.get(token)
  if (!known) return null
  return {
    audience: audienceOf(known.actor),
    preferred: known.user?.preferred_display_currency ?? null,
    identity: known.sessionUser?.id ?? 'anonymous',
  }
}

/**
 * Whether the region a browser names in X-Region (decision 0022) is this host's: then the region guard would let
 * the call pass, and the lane may answer it. Anything else (another region, a malformed value) goes to the API,
 * whose guard answers 421 or 400.
 */
function regionAgrees(claimed: string | string[] | undefined, region: RegionId | null): boolean {
  return claimed === undefined || (region !== null && claimed === String(region))
}

/**
 * The encoded bodies of the lane, oldest dropped first past its bounds. Lookups do not reorder it: hits must stay
 * cheap, and the response cache (which does keep LRU order) decides what is still current anyway.
 */
class EncodedBodies {
  private readonly entries = new Map<string, CachedJson>()
  private bytes = 0

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  peek(key: string): CachedJson | undefined {
    return this.entries.get(key)
  }

  set(key: string, entry: CachedJson) {
    this.delete(key)
    this.entries.set(key, entry)
    this.bytes += sizeOf(entry)
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(entry)
  }
}

const sizeOf = (entry: CachedJson) => entry.plain.length + (entry.gzip?.length ?? 0)

/**
 * The listener-level entrance: `(req, res) => handled`. Bodies are kept as wire text (plain and gzip'd) per key,
 * checked against the response cache on every hit, so an invalidation needs no extra wiring here.
 */
export function catalogNodeFastLane(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const sessions = deps.globalState.sessions
  const encoded = new EncodedBodies(5_000, 64 * 1024 * 1024)
  return (req, res) => {
    const url = req.url
    if (req.method !== 'GET' || !url?.startsWith('/api/v1/ecu/')) return false
    const region = regionOfHostHeader(req.headers.host, deps.siteConfig)
    if (!regionAgrees(req.headers['x-region'], region)) return false
    const caller = callerOf(sessions, req.headers.cookie)
    if (!caller) return false
    const question = url.indexOf('?')
    const path = question === -1 ? url : url.slice(0, question)
    const search = question === -1 ? '' : url.slice(question + 1)
    const key = fastKey(region, caller.audience, caller.preferred, path, search)
    const body = deps.catalogCache.get(key)
    if (body === undefined) {
      encoded.delete(key)
      return false
    }
    // A plain lookup, no LRU bump: the response cache above is the one whose order matters.
    let entry = encoded.peek(key)
    if (entry?.body !== body) {
      entry = cachedJsonOf(body)
      encoded.set(key, entry)
    }
    const requestId = requestIdOf(req.headers['x-request-id'])
    // A flat [name, value, …] list is the cheapest form for writeHead.
    const headers = [...FAST_ANSWER_HEADER_LIST, 'X-Identity', caller.identity, 'X-Request-Id', requestId]
    sendCachedJson(res, req.headers['accept-encoding'], entry, headers)
    return true
  }
}

/** The API-level entrance: the same lookup as a middleware on `/api/v1/ecu/*`, ahead of the API's own. */
export function catalogFastLane(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const sessions = deps.globalState.sessions
  return async (c, next) => {
    // HEAD and the rest take the usual way.
    if (c.req.method !== 'GET') return next()
    const started = performance.now()
    const region = regionOfUrl(c.req.url, deps.siteConfig)
    if (!regionAgrees(c.req.header('x-region'), region)) return next()
    const caller = callerOf(sessions, c.req.header('cookie'))
    if (!caller) return next()
    const { path, search } = pathAndQuery(c)
    const body = deps.catalogCache.get(fastKey(region, caller.audience, caller.preferred, path, search))
    if (body === undefined) return next()

    const requestId = requestIdOf(c.req.header('x-request-id'))
    // A page loader's call logs at debug, as in requestContext.
    const level = (c.env as Record<string, unknown> | undefined)?.[IN_PROCESS] ? 'debug' : 'info'
    deps.logger[level](
      { requestId, method: 'GET', path, status: 200, ms: Math.round(performance.now() - started), cache: 'fast' },
      'request',
    )
    // A Buffer body goes out in one write; a string would be re-encoded on the way.
    return new Response(Buffer.from(body), { status: 200, headers: headersOf(requestId, caller.identity) })
  }
}
