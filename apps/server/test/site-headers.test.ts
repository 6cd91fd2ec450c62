import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
