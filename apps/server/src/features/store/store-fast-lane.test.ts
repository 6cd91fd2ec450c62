import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app'
import { storeNodeFastLane } from './store-fast-lane'

let app: TestApp
let server: Server
let base: string
let reachedApi = 0

/** The app behind a node server with the fast lane in front, as main.ts runs it; `viaApi` counts what got past. */
async function serve(shop: TestApp, onApi: () => void): Promise<{ server: Server; base: string }> {
  const lane = storeNodeFastLane(shop.deps)
  const listener = getRequestListener(shop.api.fetch)
  const started = createServer((req, res) => {
    if (lane(req, res)) return
    onApi()
    void listener(req, res)
  })
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  return { server: started, base: `http://127.0.0.1:${(started.address() as AddressInfo).port}` }
}

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  ;({ server, base } = await serve(app, () => (reachedApi += 1)))
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await app?.close()
})

async function get(path: string, headers: Record<string, string> = {}) {
  const before = reachedApi
  const response = await fetch(`${base}${path}`, { headers: { origin: TEST_ORIGIN, ...headers } })
  return { response, text: await response.text(), viaApi: reachedApi > before }
}

describe('the store fast lane (decision 0024)', () => {
  it('answers a URL the API answered before for a visitor, with the same body', async () => {
    const first = await get('/api/store/product?category=cables&page=1')
    expect(first.viaApi).toBe(true)
    const second = await get('/api/store/product?category=cables&page=1')
    expect(second.viaApi).toBe(false)
    expect(second.response.status).toBe(200)
    expect(second.response.headers.get('content-type')).toBe('application/json')
    expect(second.text).toBe(first.text)
    const detail = await get('/api/store/product/shop-cap?currency=EUR')
    expect(detail.viaApi).toBe(true)
    expect((await get('/api/store/product/shop-cap?currency=EUR')).viaApi).toBe(false)
  })

  it('sends the cached body gzip’d to a client that accepts gzip, and as it is to one that does not', async () => {
    await get('/api/store/product?page=1')
    const raw = (encoding?: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
        httpRequest(`${base}/api/store/product?page=1`, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
          .on('error', reject)
          .end()
      })
    const plain = await raw()
    const zipped = await raw('gzip, deflate, br')
    expect(plain.headers['x-cache']).toBe('hit')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(zipped.headers['x-cache']).toBe('hit')
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('Accept-Encoding')
    expect(zipped.body.length).toBeLessThan(plain.body.length)
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString())
  })

  it('never answers errors, logged-in callers, region-bound or unknown queries', async () => {
    await get('/api/store/product/no-such-thing')
    expect((await get('/api/store/product/no-such-thing')).viaApi).toBe(true)
    await get('/api/store/product?foo=bar')
    expect((await get('/api/store/product?foo=bar')).viaApi).toBe(true)
    await get('/api/store/product?page=1')
    expect((await get('/api/store/product?page=1', { cookie: 'tuneshop.session_token=abc' })).viaApi).toBe(true)
    expect((await get('/api/store/product?page=1', { 'x-region': '1' })).viaApi).toBe(true)
  })

  it('forgets everything on a product write', async () => {
    await get('/api/store/product/sticker-pack')
    expect((await get('/api/store/product/sticker-pack')).viaApi).toBe(false)
    const admin = await app.login('admin@example.com')
    await app.request('PATCH', '/api/admin/store/product/sticker-pack', {
      cookie: admin,
      body: { prices: { USD: 700 } },
    })
    const after = await get('/api/store/product/sticker-pack')
    expect(after.viaApi).toBe(true)
    expect(JSON.parse(after.text).data.price.amount_minor).toBe(700)
  })
})

describe('the store fast lane and the region of the host (decision 0021)', () => {
  let shop: TestApp
  let running: { server: Server; base: string }
  let reached = 0

  beforeAll(async () => {
    shop = await createTestApp({ seed: true, siteConfig: { regions: [1, 2] } })
    running = await serve(shop, () => (reached += 1))
  }, 120_000)
  afterAll(async () => {
    await new Promise((resolve) => running?.server.close(resolve))
    await shop?.close()
  })

  /** A GET with the Host header of a region's site (fetch cannot set Host). */
  const onHost = (host: string, path: string) =>
    new Promise<{ currency: string; viaApi: boolean }>((resolve, reject) => {
      const before = reached
      const req = httpRequest(`${running.base}${path}`, { headers: { host } }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          expect(res.statusCode).toBe(200)
          resolve({ currency: JSON.parse(text).data.price.currency, viaApi: reached > before })
        })
      })
      req.on('error', reject)
      req.end()
    })

  it('an anonymous product request on the European host never gets the North American cached answer', async () => {
    const path = '/api/store/product/shop-cap'
    expect(await onHost('shop.test', path)).toEqual({ currency: 'USD', viaApi: true })
    expect(await onHost('shop.test', path)).toEqual({ currency: 'USD', viaApi: false })
    expect(await onHost('eu.shop.test', path)).toEqual({ currency: 'EUR', viaApi: true })
    expect(await onHost('eu.shop.test', path)).toEqual({ currency: 'EUR', viaApi: false })
    expect(await onHost('shop.test', path)).toEqual({ currency: 'USD', viaApi: false })
  })
})
