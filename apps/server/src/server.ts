import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { HttpBindings } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { paths } from '@shop/domain/paths'
import { Hono, type Context } from 'hono'
import { routePath } from 'hono/route'
import { CONSENT_COOKIE, parseConsent, thirdPartyCspSources } from '@shop/domain/consent'
import { VISITOR_COOKIE } from '@shop/domain/tracking'
import { createApi } from './app'
import type { CachedPage } from './platform/cache/catalog-cache'
import type { PaymentCspSources } from './platform/payments/payments'
import type { AppDeps, AppEnv } from './http/app-env'
import { boundBody } from './http/body-bound'
import { handleError } from './http/error-handler'
import { IN_PROCESS } from './http/middleware'
import { requestScope } from './http/request-scope'
import { compressAnswers } from './http/compress-answers'
import { CLIENT_IP_HEADER } from './auth/client-ip-header'
import { clientAddressOf, isClientAddressStamped } from './http/client-ip'
import { sendWireText, wireTextOf } from './http/wire-text'
import { cookiesAreSecure } from './auth/secure-cookies'
import {
  bodyWithNonce,
  createNonce,
  gzipParts,
  gzipRenderedPage,
  gzipWithNonce,
  isCacheablePage,
  pageCacheKey,
  pageCacheKeyOf,
  toCachedPage,
  type GzipPage,
} from './platform/cache/page-cache'
import { hasVisitorId, newVisitorCookie } from './features/tracking/visitor-cookie'
import { serverRoot } from './server-root'

export const defaultWebBuildDir = () => resolve(serverRoot(), '../web/build')

type ServerBuild = { entry: { module: unknown } }

/**
 * What the web app's server entry exports for us: React Router's request handler and request
 * context, from the web app's own copy of the library.
 */
type WebEntry = {
  createRequestHandler: (build: ServerBuild, mode: string) => (request: Request, context: unknown) => Promise<Response>
  createLoadContext: (values: {
    api: (request: Request) => Promise<Response>
    apiOrigin: string
    nonce: string
    publicUrl: string
  }) => unknown
}

/** `images` of `/images/products/a.png`, `favicon.svg` of `/favicon.svg`, '' of `/`. */
function firstSegmentOf(path: string): string {
  const end = path.indexOf('/', 1)
  return path.slice(1, end === -1 ? undefined : end)
}

/**
 * The page's CSP. A configured third-party tag's hosts are added only while the visitor has not
 * declined it (its consent cookie); loading the tag before consent is kept out by the page's own
 * code (docs/decisions/0017).
 */
function pageCsp(
  nonce: string,
  analytics: AppDeps['siteConfig']['analytics'],
  cookieHeader: string | undefined,
  payments: PaymentCspSources,
) {
  const consentValue = cookieHeader
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1)
  const third = thirdPartyCspSources(analytics, parseConsent(consentValue))
  const withHosts = (base: string, hosts: string[]) => [base, ...hosts].join(' ')
  return [
    "default-src 'self'",
    withHosts(`script-src 'self' 'nonce-${nonce}'`, [...third.script, ...payments.script]),
    "style-src 'self' 'unsafe-inline'",
    withHosts("img-src 'self' data: blob:", [...third.img, ...payments.img]),
    "font-src 'self' data:",
    withHosts("connect-src 'self'", [...third.connect, ...payments.connect]),
    // Card forms and wallet buttons are iframes of the payment providers that are on.
    withHosts("frame-src 'self'", payments.frame),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The security headers every page gets, with this response's own nonce (lower-case names, as `Headers` keeps them). */
function pageSecurityHeaders(
  nonce: string,
  analytics: AppDeps['siteConfig']['analytics'],
  cookieHeader: string | undefined,
  payments: PaymentCspSources,
): [string, string][] {
  return [
    ['content-security-policy', pageCsp(nonce, analytics, cookieHeader, payments)],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
  ]
}

/**
 * A cached page as the request listener sends it, made once per page: its constant headers, and its parts gzip'd
 * or as wire text (their UTF-8 bytes one character a byte), made when a client first asks for that form.
 */
type EncodedPage = { headers: string[]; gzip?: GzipPage; wireParts?: string[] }

/**
 * The anonymous page cache's entrance in the request listener (decision 0014): a hit leaves before any framework
 * work, with its own nonce, gzip'd once per page when the client accepts gzip. Misses, and clients that accept
 * only other encodings, return false and take the usual way.
 */
export function pageNodeFastLane(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const pages = deps.catalogCache.pages
  const secureCookies = cookiesAreSecure(deps.publicUrl)
  // Per cached page object: a new render (after an invalidation) is a new object, so nothing here goes stale.
  const encoded = new WeakMap<CachedPage, EncodedPage>()
  // The CSP around its nonce, per consent cookie value (a handful in practice; bounded against made-up values).
  const cspTemplates = new Map<string, [string, string]>()
  const NONCE_MARK = '\u0000'
  const encode = (page: CachedPage): EncodedPage => {
    const headers = page.headers.filter(([name]) => name !== 'content-length').flat()
    headers.push('x-content-type-options', 'nosniff', 'referrer-policy', 'strict-origin-when-cross-origin')
    headers.push('x-frame-options', 'DENY', 'x-cache', 'hit')
    if (!page.headers.some(([name]) => name === 'cache-control')) headers.push('cache-control', 'private, no-cache')
    return { headers }
  }
  return (req, res) => {
    const url = req.url
    if (req.method !== 'GET' || !url?.startsWith(paths.catalog())) return false
    const accepts = req.headers['accept-encoding'] ?? ''
    const gzip = /\bgzip\b/.test(accepts)
    if (!gzip && /\b(deflate|br)\b/.test(accepts)) return false
    const host = req.headers.host
    if (!host) return false
    const cookie = req.headers.cookie
    const key = pageCacheKeyOf(
      { method: 'GET', host: host.toLowerCase(), pathAndQuery: url, cookie: cookie ?? '' },
      CONSENT_COOKIE,
    )
    const page = key === null ? undefined : pages.get(key)
    if (!page) return false
    let ready = encoded.get(page)
    if (!ready) {
      ready = encode(page)
      encoded.set(page, ready)
    }
    const consent = key!.slice(key!.lastIndexOf('|') + 1)
    let csp = cspTemplates.get(consent)
    if (!csp) {
      if (cspTemplates.size >= 100) cspTemplates.clear()
      csp = pageCsp(NONCE_MARK, deps.siteConfig.analytics, cookie, deps.payments.cspSources()).split(NONCE_MARK) as [
        string,
        string,
      ]
      cspTemplates.set(consent, csp)
    }
    const nonceText = createNonce()
    const headers = [...ready.headers, 'content-security-policy', `${csp[0]}${nonceText}${csp[1]}`]
    // A browser without a visitor id gets one with the page (decision 0061).
    if (!hasVisitorId(cookie)) headers.push('set-cookie', newVisitorCookie(secureCookies))
    if (gzip) {
      ready.gzip ??= gzipParts(page.parts)
      headers.push('content-encoding', 'gzip', 'vary', 'Accept-Encoding')
      sendWireText(res, 200, headers, gzipWithNonce(ready.gzip, nonceText))
    } else {
      // A client that takes no compression gets the page's own bytes joined with its nonce (ASCII, the same in wire
      // text), sent with the header in one write: no UTF-8 encoding of the whole page per answer (decision 0086).
      ready.wireParts ??= page.parts.map((part) => wireTextOf(Buffer.from(part)))
      headers.push('vary', 'Accept-Encoding')
      sendWireText(res, 200, headers, ready.wireParts.join(nonceText))
    }
    return true
  }
}

/** Files that must be revalidated on every load: the service worker, its precache list and the build id. */
const ALWAYS_REVALIDATE = new Set(['/service-worker.js', '/sw-precache.js', '/build-id.json'])

/**
 * The whole site in one Hono app: the API under /api, the built browser assets, and every other path
 * rendered by React Router, whose loaders call the same API in-process with the visitor's cookies.
 */
export async function createSiteApp(deps: AppDeps, options: { webBuildDir?: string } = {}) {
  const api = createApi(deps)
  const app = new Hono<{ Bindings: HttpBindings }>()

  // The client address (X-Forwarded-For only through TRUSTED_PROXIES); whatever a client sent under that name is replaced.
  // Each answer is counted on /metrics under the route pattern that answered it (`/api/v1/orders/:id`, `*` for a
  // page), never its path: the label sets stay bounded (decision 0085). Folded into this first middleware rather
  // than one more layer of its own.
  app.use('*', async (c, next) => {
    const started = performance.now()
    // The site's listener has written it on Node's request (the common case); a request that came another way
    // (a test's app.request) gets it here.
    if (!isClientAddressStamped(c.env?.incoming)) {
      c.req.raw.headers.set(CLIENT_IP_HEADER, clientAddressOf(c.env?.incoming, deps.trustedProxies))
    }
    await next()
    deps.metrics.slot(c.req.method, routePath(c)).record(c.res.status, (performance.now() - started) / 1000)
  })
  // Pages and larger API answers go out gzip'd (or brotli'd) when the client accepts it; built assets are
  // precompressed at build time and pass untouched, as do bodies under 1 KB.
  app.use('*', compressAnswers())
  app.route('/', api)

  const buildDir = options.webBuildDir ?? defaultWebBuildDir()
  const serverEntry = join(buildDir, 'server/index.js')
  if (!existsSync(serverEntry)) {
    deps.logger.warn({ serverEntry }, 'web build missing: only the API is served (run npm run build)')
    return app
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const entry = build.entry.module as unknown as WebEntry
  const handle = entry.createRequestHandler(build, 'production')
  const clientDir = join(buildDir, 'client')

  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        // Hashed names: a name's content never changes. nosniff: a script is run only if served as one.
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
        c.header('X-Content-Type-Options', 'nosniff')
      },
    }),
  )
  const buildFiles = serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => {
      c.header('Cache-Control', ALWAYS_REVALIDATE.has(c.req.path) ? 'no-cache' : 'public, max-age=3600')
      c.header('X-Content-Type-Options', 'nosniff')
    },
  })
  // The build's own files outside /assets (favicon, images, the service worker…) are looked for on disk only under
  // their own names: every page's path went to disk first, for a failed stat (an ENOENT error built and thrown,
  // about 1% of an uncached page's CPU time in a profile).
  const topLevelNames = new Set(readdirSync(clientDir))
  app.use('*', (c, next) => (topLevelNames.has(firstSegmentOf(c.req.path)) ? buildFiles(c, next) : next()))
  const secureCookies = cookiesAreSecure(deps.publicUrl)
  // Every page gives a browser without a visitor id its id (decision 0061).
  const securePage = (headers: Headers, nonce: string, cookie: string | undefined) => {
    if (!(headers.get('content-type') ?? '').startsWith('text/html')) return
    for (const [name, value] of pageSecurityHeaders(
      nonce,
      deps.siteConfig.analytics,
      cookie,
      deps.payments.cspSources(),
    ))
      headers.set(name, value)
    if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-cache')
    const givesId = headers.getSetCookie().some((value) => value.startsWith(`${VISITOR_COOKIE}=`))
    if (!givesId && !hasVisitorId(cookie)) headers.append('set-cookie', newVisitorCookie(secureCookies))
  }
  const pages = deps.catalogCache.pages
  const { protocol: publicProtocol, host: publicHost } = new URL(deps.publicUrl)

  // A page's action reads its form: bounded as the API's bodies are (no page takes an upload).
  app.use('*', async (c, next) => {
    try {
      await boundBody(c)
    } catch (error) {
      return handleError(error as Error, c as unknown as Context<AppEnv>)
    }
    return next()
  })

  app.all('*', async (c) => {
    const nonce = createNonce()
    const cookie = c.req.header('cookie')
    // Anonymous catalog pages come from the rendered-page cache (decision 0014); a hit gets a fresh nonce.
    const cacheKey = pageCacheKey(c.req.raw, CONSENT_COOKIE)
    const cached = cacheKey === null ? undefined : pages.get(cacheKey)
    if (cached) {
      const headers = new Headers(cached.headers)
      securePage(headers, nonce, cookie)
      headers.set('x-cache', 'hit')
      return new Response(bodyWithNonce(cached, nonce), { status: 200, headers })
    }
    const version = pages.version
    const started = performance.now()
    const requestId = randomUUID()
    const forwarded = {
      ...(cookie ? { cookie } : {}),
      // The loaders' API calls carry the page's request id: their debug lines join its one 'page' line.
      'x-request-id': requestId,
      [CLIENT_IP_HEADER]: c.req.header(CLIENT_IP_HEADER) ?? 'unknown',
      'user-agent': c.req.header('user-agent') ?? '',
      'accept-language': c.req.header('accept-language') ?? '',
    }
    // The loaders' calls go to the visitor's host: its region decides the currency and the catalog (decision 0021).
    const visitorOrigin = `${publicProtocol}//${c.req.header('host') ?? publicHost}`
    const context = entry.createLoadContext({
      nonce,
      publicUrl: deps.publicUrl,
      apiOrigin: visitorOrigin,
      api: async (request) => {
        for (const [name, value] of Object.entries(forwarded))
          if (!request.headers.has(name)) request.headers.set(name, value)
        if (request.method !== 'GET') request.headers.set('origin', visitorOrigin)
        return api.fetch(request, { ...c.env, [IN_PROCESS]: true })
      },
    })
    // The render's own log lines carry the page's request id, as its loaders' API lines do (decision 0085).
    const response = await requestScope.run(requestId, () => handle(c.req.raw, context))
    deps.logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: response.status,
        ms: Math.round(performance.now() - started),
      },
      'page',
    )
    const headers = new Headers(response.headers)
    // The id a customer can quote: it finds the page's line and its loaders' (an API answer carries its own).
    headers.set('x-request-id', requestId)
    if (cacheKey !== null && isCacheablePage(response)) {
      const body = await response.text()
      pages.setIfUnchanged(cacheKey, toCachedPage(response, body, nonce), version)
      securePage(headers, nonce, cookie)
      headers.set('x-cache', 'miss')
      return new Response(body, { status: 200, headers })
    }
    securePage(headers, nonce, cookie)
    if (cacheKey !== null) headers.set('x-cache', 'miss')
    const gzipped = await gzipRenderedPage(response, headers, c.req.header('accept-encoding'))
    if (gzipped) return gzipped
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  })
  return app
}
export type SiteApp = Awaited<ReturnType<typeof createSiteApp>>
