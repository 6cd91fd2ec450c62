import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { randomBytes } from 'node:crypto'
import type { HttpBindings } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { compress } from 'hono/compress'
import { Hono } from 'hono'
import { createApi } from './app'
import type { AppDeps } from './http/app-env'
import { CLIENT_IP_HEADER } from './http/client-ip'
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
    api: (path: string, init?: RequestInit) => Promise<Response>
    nonce: string
    publicUrl: string
  }) => unknown
}

function pageCsp(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * The whole site in one Hono app: the API under /api, the built browser assets, and every other path
 * rendered by React Router, whose loaders call the same API in-process with the visitor's cookies.
 */
export async function createSiteApp(deps: AppDeps, options: { webBuildDir?: string } = {}) {
  const api = createApi(deps)
  const app = new Hono<{ Bindings: HttpBindings }>()

  // The client address as this server saw it; whatever a client sent under that name is replaced.
  app.use('*', async (c, next) => {
    const address = c.env?.incoming?.socket?.remoteAddress ?? 'unknown'
    c.req.raw.headers.set(CLIENT_IP_HEADER, address)
    await next()
  })
  // Pages and larger API answers go out gzip'd (or brotli'd) when the client accepts it; built assets are
  // precompressed at build time and pass untouched, as do bodies under 1 KB.
  app.use('*', compress())
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
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  )
  app.use(
    '*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    }),
  )
  app.all('*', async (c) => {
    const nonce = randomBytes(16).toString('base64')
    const cookie = c.req.header('cookie')
    const forwarded = {
      ...(cookie ? { cookie } : {}),
      [CLIENT_IP_HEADER]: c.req.header(CLIENT_IP_HEADER) ?? 'unknown',
      'user-agent': c.req.header('user-agent') ?? '',
      'accept-language': c.req.header('accept-language') ?? '',
    }
    const context = entry.createLoadContext({
      nonce,
      publicUrl: deps.publicUrl,
      api: async (path, init = {}) => {
        const headers = new Headers(init.headers)
        for (const [name, value] of Object.entries(forwarded)) if (!headers.has(name)) headers.set(name, value)
        if (init.method && init.method !== 'GET') headers.set('origin', new URL(deps.publicUrl).origin)
        return api.fetch(new Request(new URL(path, deps.publicUrl), { ...init, headers }), c.env)
      },
    })
    const response = await handle(c.req.raw, context)
    const headers = new Headers(response.headers)
    if ((headers.get('content-type') ?? '').startsWith('text/html')) {
      headers.set('Content-Security-Policy', pageCsp(nonce))
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
      headers.set('X-Frame-Options', 'DENY')
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache')
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  })
  return app
}
