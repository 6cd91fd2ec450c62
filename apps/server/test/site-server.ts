import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createSiteApp } from '../src/server'
import { createSiteListener } from '../src/site-listener'
import { createTestApp, type TestApp } from './test-app'

/** A hashed asset of the stand-in web build, plain and precompressed as the real build writes them. */
export const ASSET_PATH = '/assets/app-Bx1y2z3.js'
const ASSET_BODY = `export const answer = ${JSON.stringify('x'.repeat(4000))}\n`

/**
 * A web build of our own: React Router's server entry reduced to what `createSiteApp` calls. Its page handler
 * reads the body of a POST, as a route action does, and answers 405 for it and 404 for an unknown page.
 */
function writeWebBuild(dir: string) {
  mkdirSync(join(dir, 'server'), { recursive: true })
  mkdirSync(join(dir, 'client/assets'), { recursive: true })
  writeFileSync(
    join(dir, 'server/index.js'),
    `export const entry = { module: {
  createLoadContext: (values) => values,
  createRequestHandler: () => async (request, context) => {
    const headers = { 'content-type': 'text/html; charset=utf-8' }
    if (request.method === 'POST') {
      const body = await request.text()
      return new Response('<!doctype html><p>read ' + body.length + '</p>', { status: 405, headers })
    }
    const path = new URL(request.url).pathname
    // A catalog page, which the page cache keeps: its nonce in two places and text beyond ASCII.
    if (path.startsWith('/catalog/'))
      return new Response('<!doctype html><script nonce="' + context.nonce + '">1</script><p>Motorleistung – 245 PS · Golf GTI</p><script nonce="' + context.nonce + '">2</script>', { status: 200, headers })
    const known = path === '/'
    return new Response('<!doctype html><p>page</p>', { status: known ? 200 : 404, headers })
  },
} }
`,
  )
  writeFileSync(join(dir, `client${ASSET_PATH}`), ASSET_BODY)
  writeFileSync(join(dir, `client${ASSET_PATH}.gz`), gzipSync(ASSET_BODY))
}

/** The whole site (API, assets, pages) behind the request listener serve.ts uses, on a port of 127.0.0.1. */
export async function startSiteServer(options: Parameters<typeof createTestApp>[0] & { metricsToken?: string } = {}) {
  const app: TestApp = await createTestApp(options)
  const buildDir = mkdtempSync(join(tmpdir(), 'tuneshop-web-build-'))
  writeWebBuild(buildDir)
  const site = createSiteListener(app.deps, await createSiteApp(app.deps, { webBuildDir: buildDir }), {
    metricsToken: options.metricsToken,
  })
  const server: Server = createServer(site.listen)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    app,
    port,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      site.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await app.close()
      rmSync(buildDir, { recursive: true, force: true })
    },
  }
}
export type SiteServer = Awaited<ReturnType<typeof startSiteServer>>
