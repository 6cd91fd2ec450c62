import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc } from 'drizzle-orm'
import { session } from '../src/db/schema/auth'
import { STRICT_TRANSPORT_SECURITY } from '../src/http/strict-transport'
import { rawRequest } from './raw-request'
import { ASSET_PATH, startSiteServer, type SiteServer } from './site-server'

// Decision 0008: the site's headers and conventions, through the real request listener (fast lanes included).

const ENGINE = '/api/v1/ecu/makes/volkswagen/years/2019/models/golf-gti/engines/ea888-gen3'

let https: SiteServer
let http: SiteServer

beforeAll(async () => {
  https = await startSiteServer({ seed: true, publicUrl: 'https://shop.test' })
  http = await startSiteServer({ seed: true })
})
afterAll(async () => {
  await https?.close()
  await http?.close()
})

const get = (site: SiteServer, path: string, headers: Record<string, string> = {}) =>
  rawRequest(site.port, { method: 'GET', path, headers: { 'Accept-Encoding': 'identity', ...headers } }, 0)

describe('HSTS when the public URL is https', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an API error', '/api/v1/addresses'],
    ['a page', '/'],
    ['an unknown page', '/no-such-page'],
    ['a hashed asset', ASSET_PATH],
  ])('on %s', async (_what, path) => {
    expect((await get(https, path)).headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY)
  })

  it('on a fast-lane answer (the catalog lane, before any framework work)', async () => {
    await get(https, ENGINE)
    const hit = await get(https, ENGINE)
    expect(hit.headers['x-cache']).toBe('hit')
    expect(hit.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY)
  })

  it('not over plain http (it would stick to a developer’s localhost)', async () => {
    expect((await get(http, '/api/health')).headers['strict-transport-security']).toBeUndefined()
    expect((await get(http, '/')).headers['strict-transport-security']).toBeUndefined()
  })
})

describe('the anonymous page cache for a client that takes no compression', () => {
  it('sends the cached page’s own bytes with a fresh nonce and their exact length', async () => {
    const page = '/catalog/volkswagen/2019/golf-gti/ea888-gen3'
    const nonceOf = (csp: string | undefined) => /'nonce-([0-9a-f]+)'/.exec(csp ?? '')?.[1] ?? 'none'
    // With a Host header, as every client sends: the page cache's fast lane answers before any framework work.
    const host = { Host: `127.0.0.1:${http.port}` }
    const first = await get(http, page, host)
    const hit = await get(http, page, host)
    expect(hit.headers['x-cache']).toBe('hit')
    expect(hit.headers['content-encoding']).toBeUndefined()
    expect(Number(hit.headers['content-length'])).toBe(Buffer.byteLength(hit.body))
    const firstNonce = nonceOf(first.headers['content-security-policy'])
    const hitNonce = nonceOf(hit.headers['content-security-policy'])
    expect(hitNonce).not.toBe(firstNonce)
    // The same page, character for character (its UTF-8 text included), but for the nonce.
    expect(hit.body.replaceAll(hitNonce, 'NONCE')).toBe(first.body.replaceAll(firstNonce, 'NONCE'))
    expect(hit.body.split(hitNonce)).toHaveLength(3)
    expect(hit.body).toContain('Motorleistung – 245 PS · Golf GTI')
  })
})

describe('hashed assets', () => {
  it.each([
    ['as they are', 'identity', undefined],
    ['precompressed', 'gzip', 'gzip'],
  ])('%s: nosniff and a year’s immutable cache', async (_what, accept, encoding) => {
    const answer = await get(http, ASSET_PATH, { 'Accept-Encoding': accept })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe(encoding)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

describe('every /api answer is in the envelope, 404 and 405 included', () => {
  const envelope = (answer: Awaited<ReturnType<typeof rawRequest>>, status: number, code: string) => {
    expect(answer.status).toBe(status)
    expect(answer.headers['content-type']).toContain('application/json')
    expect(JSON.parse(answer.body)).toEqual({ code, message: expect.any(String) })
  }

  it.each(['/api/no-such-endpoint', '/api/v1/no-such-thing/7', '/api/v2/addresses'])(
    'an unknown path: 404 (%s)',
    async (path) => {
      envelope(await get(http, path), 404, 'not_found')
    },
  )

  it.each([
    ['DELETE', '/api/v1/countries', 'GET'],
    ['POST', '/api/health', 'GET'],
    ['PUT', '/api/v1/addresses', 'GET, POST'],
  ])('a known path with a method it does not take: 405 with Allow (%s %s)', async (method, path, allow) => {
    const answer = await rawRequest(http.port, { method, path, headers: { 'Content-Length': '0' } }, 0)
    envelope(answer, 405, 'method_not_allowed')
    expect(answer.headers.allow).toBe(allow)
  })
})

describe('no per-user header on a publicly cacheable answer', () => {
  it('a public answer (the countries) carries no X-Identity, for anyone', async () => {
    const cookie = await http.app.login('customer@example.com')
    for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
      const answer = await get(http, '/api/v1/countries', headers)
      expect(answer.headers['cache-control']).toMatch(/^public/)
      expect(answer.headers['x-identity']).toBeUndefined()
    }
  })

  it('a private answer still says who is asking', async () => {
    const cookie = await http.app.login('customer@example.com')
    const answer = await get(http, '/api/user/me', { Cookie: cookie })
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['x-identity']).toMatch(/.+/)
    expect(answer.headers['x-identity']).not.toBe('anonymous')
  })
})

describe('JSON answers made per request, for a client that takes compression', () => {
  const gzipped = (path: string) => get(http, path, { 'Accept-Encoding': 'gzip, deflate, br' })

  it('a small one goes out as it is, with its exact length (decision 0087)', async () => {
    const answer = await gzipped('/api/health')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' })
  })

  it('a large one is gzip’d and says it varies by Accept-Encoding', async () => {
    const answer = await gzipped('/api/doc')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
  })
})

describe('the client address', () => {
  it('is the socket’s peer, whatever a client writes in the internal header (decision 0087)', async () => {
    const forged = { 'x-tuneshop-client-ip': '192.0.2.250', 'Content-Type': 'application/json' }
    const body = Buffer.from(JSON.stringify({ email: 'customer@example.com', password: 'demo-password' }))
    const answer = await rawRequest(
      http.port,
      {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: { ...forged, 'Content-Length': String(body.length) },
        body,
      },
      0,
    )
    expect(answer.status).toBe(200)
    const rows = await http.app.db
      .select({ ip: session.ipAddress })
      .from(session)
      .orderBy(desc(session.createdAt))
      .limit(1)
    expect(rows[0]?.ip).toBe('127.0.0.1')
  })
})
