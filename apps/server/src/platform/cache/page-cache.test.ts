import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
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
} from './page-cache'

const CONSENT = 'tuneshop.consent'
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://shop.test${path}`, { method, headers })

/** The text of a gzip body given as latin1 text (one character a byte), as `gzipWithNonce` makes it. */
const gunzipText = (wire: string) => gunzipSync(Buffer.from(wire, 'latin1')).toString()

describe('the anonymous page cache', () => {
  it('keys anonymous GETs of catalog pages by host, path, query and consent', () => {
    expect(pageCacheKey(get('/catalog/audi/2019/s4'), CONSENT)).toBe('shop.test/catalog/audi/2019/s4|')
    expect(pageCacheKey(get('/catalog'), CONSENT)).toBe('shop.test/catalog|')
    expect(pageCacheKey(get('/catalog/all-tunes?page=2'), CONSENT)).toBe('shop.test/catalog/all-tunes?page=2|')
    expect(pageCacheKey(get('/catalog', { cookie: `a=b; ${CONSENT}=analytics` }), CONSENT)).toBe(
      'shop.test/catalog|analytics',
    )
  })

  it('gives the request listener (raw request parts) the same key as the framework path', () => {
    const cookie = `${CONSENT}=none`
    for (const target of ['/catalog', '/catalog/audi/2019/s4/3-0-tfsi/zf-8hp', '/catalog/all-tunes?make=audi&page=2']) {
      expect(pageCacheKeyOf({ method: 'GET', host: 'shop.test', pathAndQuery: target, cookie }, CONSENT)).toBe(
        pageCacheKey(get(target, { cookie }), CONSENT),
      )
    }
  })

  it('never serves logged-in visitors, other methods or other pages from it', () => {
    expect(pageCacheKey(get('/catalog', { cookie: 'tuneshop.session_token=abc' }), CONSENT)).toBeNull()
    expect(pageCacheKey(get('/catalog', { cookie: 'x=1; __Secure-tuneshop.session_token=abc' }), CONSENT)).toBeNull()
    expect(pageCacheKey(get('/catalog', {}, 'POST'), CONSENT)).toBeNull()
    expect(pageCacheKey(get('/catalog-manage'), CONSENT)).toBeNull()
    expect(pageCacheKey(get('/'), CONSENT)).toBeNull()
    expect(pageCacheKey(get('/guide/audi'), CONSENT)).toBeNull()
  })

  it('keeps only complete 200 HTML pages that set no cookie', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' }
    expect(isCacheablePage(new Response('<p>', { status: 200, headers: html }))).toBe(true)
    expect(isCacheablePage(new Response('<p>', { status: 404, headers: html }))).toBe(false)
    expect(isCacheablePage(new Response(null, { status: 302, headers: { location: '/catalog' } }))).toBe(false)
    expect(isCacheablePage(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }))).toBe(
      false,
    )
    expect(
      isCacheablePage(new Response('<p>', { status: 200, headers: { ...html, 'set-cookie': 'tuneshop.vid=1' } })),
    ).toBe(false)
  })

  it('gives every response its own nonce, in every place the render put one', () => {
    const rendered = createNonce()
    const body = `<script nonce="${rendered}">a</script><link nonce="${rendered}"><script>window.x={"nonce":"${rendered}"}</script>`
    const page = toCachedPage(new Response(body, { headers: { 'content-type': 'text/html' } }), body, rendered)
    const [first, second] = [createNonce(), createNonce()]
    expect(first).not.toBe(second)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    const a = bodyWithNonce(page, first)
    const b = bodyWithNonce(page, second)
    expect(a).not.toContain(rendered)
    expect(a.split(first)).toHaveLength(4)
    expect(b.split(second)).toHaveLength(4)
    expect(a.replaceAll(first, 'N')).toBe(b.replaceAll(second, 'N'))
    expect(page.headers).toContainEqual(['content-type', 'text/html'])
  })

  it('compresses a page once and still gives each response its own nonce (a valid gzip body)', () => {
    const rendered = createNonce()
    const html = `<!doctype html><p>${'Stage 1 '.repeat(500)}</p>`
    const body = [
      html,
      `<script nonce="${rendered}">1</script>`,
      'é ünïcode ',
      `<script nonce="${rendered}">2</script>`,
    ].join('')
    const page = toCachedPage(new Response(body), body, rendered)
    const gzip = gzipParts(page.parts)
    for (const nonce of [createNonce(), createNonce()]) {
      const compressed = gzipWithNonce(gzip, nonce)
      expect(gunzipText(compressed)).toBe(bodyWithNonce(page, nonce))
      expect(compressed.length).toBeLessThan(Buffer.byteLength(body) / 3)
    }
    // Back-references across the cuts (the same text before and after a nonce) must not reach into a nonce.
    const repeated = gzipParts([`<a nonce="`, `">same text same text</a><a nonce="`, `">same text same text</a>`])
    const nonce = createNonce()
    expect(gunzipText(gzipWithNonce(repeated, nonce))).toBe(
      `<a nonce="${nonce}">same text same text</a><a nonce="${nonce}">same text same text</a>`,
    )
    expect(() => gzipWithNonce(repeated, 'short')).toThrow()
    // Random pages over a small alphabet that includes the nonce's own characters, cut in many places.
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let round = 0; round < 25; round += 1) {
      const parts = Array.from({ length: 1 + Math.floor(next() * 30) }, () =>
        Array.from({ length: Math.floor(next() * 3000) }, () => 'ab0f9<">é '[Math.floor(next() * 11)]).join(''),
      )
      const gzipped = gzipParts(parts)
      const fresh = createNonce()
      expect(gunzipText(gzipWithNonce(gzipped, fresh))).toBe(parts.join(fresh))
    }
    const withNul = gzipParts(['a\u0000\u0000\u0000b', '\u0000\u0000\u0000'], 3)
    expect(gunzipText(gzipWithNonce(withNul, 'xyz'))).toBe('a\u0000\u0000\u0000bxyz\u0000\u0000\u0000')
    const edge = gzipParts(['', ''], 3)
    expect(gunzipText(gzipWithNonce(edge, 'abc'))).toBe('abc')
  })
})

describe('gzipRenderedPage (a rendered page compressed off the main thread)', () => {
  const html = `<!DOCTYPE html><html><body>${'<p>Stage 1 tune</p>'.repeat(200)}</body></html>`
  const page = (body = html, status = 200, type = 'text/html; charset=utf-8') =>
    new Response(body, { status, headers: { 'content-type': type } })

  it('gzips a complete HTML page for a client that accepts gzip, with its length and Vary', async () => {
    const response = page()
    const headers = new Headers(response.headers)
    const gzipped = await gzipRenderedPage(response, headers, 'gzip, deflate, br')
    expect(gzipped).not.toBeNull()
    const body = Buffer.from(await gzipped!.arrayBuffer())
    expect(gunzipSync(body).toString()).toBe(html)
    expect(gzipped!.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped!.headers.get('content-length')).toBe(String(body.length))
    expect(gzipped!.headers.get('vary')).toContain('Accept-Encoding')
    expect(body.length).toBeLessThan(html.length / 4)
  })

  it('leaves a small page uncompressed (as compress() does), with its length', async () => {
    const small = page('<p>hi</p>')
    const answer = await gzipRenderedPage(small, new Headers(small.headers), 'gzip')
    expect(answer!.headers.has('content-encoding')).toBe(false)
    expect(await answer!.text()).toBe('<p>hi</p>')
  })

  it.each([
    ['a client without gzip', page(), 'br'],
    ['no Accept-Encoding', page(), undefined],
    ['JSON', page('{}', 200, 'application/json'), 'gzip'],
    ['an error page', page(html, 404), 'gzip'],
  ] as const)('leaves %s to the usual way', async (_case, response, accept) => {
    expect(await gzipRenderedPage(response, new Headers(response.headers), accept)).toBeNull()
  })
})
