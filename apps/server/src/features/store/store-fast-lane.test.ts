import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app'
import { storeNodeFastLane } from './store-fast-lane'

let app: TestApp
let server: Server
let base: string
let reachedApi = 0

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  const lane = storeNodeFastLane(app.deps)
  const listener = getRequestListener(app.api.fetch)
  server = createServer((req, res) => {
    if (lane(req, res)) return
    reachedApi += 1
    void listener(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
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
