import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app'
import { catalogNodeFastLane } from './catalog-fast-lane'

let app: TestApp
let server: Server
let base: string
/** Requests that went past the lane to the API. */
let reachedApi = 0

const ENGINE = '/api/v1/ecu/makes/volkswagen/years/2019/models/golf-gti/engines/ea888-gen3'

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  const lane = catalogNodeFastLane(app.deps)
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
  const body = Buffer.from(await response.arrayBuffer())
  return { response, body, viaApi: reachedApi > before }
}

const visible = (response: Response) =>
  [...response.headers.entries()]
    .filter(([name]) => !['x-request-id', 'x-cache', 'date', 'connection', 'keep-alive'].includes(name))
    .sort()

describe('the listener-level fast lane (decision 0015)', () => {
  it('answers a recorded URL itself, with the API’s body and headers', async () => {
    await app.deps.catalogCache.invalidate()
    const first = await get(ENGINE, { 'accept-encoding': 'identity' })
    expect(first.viaApi).toBe(true)
    expect(first.response.headers.get('x-cache')).toBe('miss')
    const again = await get(ENGINE, { 'accept-encoding': 'identity' })
    expect(again.viaApi).toBe(false)
    expect(again.response.status).toBe(200)
    expect(again.response.headers.get('x-cache')).toBe('hit')
    expect(again.body.equals(first.body)).toBe(true)
    expect(visible(again.response)).toEqual(visible(first.response))
  })

  it('sends it gzip’d to a client that accepts gzip', async () => {
    await get(ENGINE)
    // node:http, not fetch: fetch would unzip the body itself.
    const zipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(`${base}${ENGINE}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
    expect(zipped.encoding).toBe('gzip')
    const plain = await get(ENGINE, { 'accept-encoding': 'identity' })
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
  })

  it('keeps the request id a client sends', async () => {
    await get(ENGINE)
    const { response, viaApi } = await get(ENGINE, { 'x-request-id': 'abcdef12-3456' })
    expect(viaApi).toBe(false)
    expect(response.headers.get('x-request-id')).toBe('abcdef12-3456')
  })

  it('leaves to the API what it has not recorded: other queries, another region, an unknown session', async () => {
    await get(ENGINE)
    expect((await get(`${ENGINE}?currency=EUR&x=1`)).viaApi).toBe(true)
    expect((await get(`${ENGINE}?currency=usd`)).response.status).toBe(422)
    // The browser names the region of its page (decision 0022): this host's passes the lane, any other the guard.
    expect((await get(ENGINE, { 'x-region': '1' })).viaApi).toBe(false)
    expect((await get(ENGINE, { 'x-region': '2' })).viaApi).toBe(true)
    expect((await get(ENGINE, { 'x-region': 'x' })).response.status).toBe(400)
    expect((await get(ENGINE, { cookie: 'tuneshop.session_token=unknown.token' })).viaApi).toBe(true)
  })

  it('answers a known dealer session with the dealer’s prices, anonymous visitors with theirs', async () => {
    const cookie = await app.login('dealer@example.com')
    const dealerFirst = await get(ENGINE, { cookie, 'accept-encoding': 'identity' })
    const dealerAgain = await get(ENGINE, { cookie, 'accept-encoding': 'identity' })
    expect(dealerAgain.viaApi).toBe(false)
    expect(dealerAgain.body.equals(dealerFirst.body)).toBe(true)
    expect(dealerAgain.response.headers.get('x-identity')).toBe(dealerFirst.response.headers.get('x-identity'))
    const prices = (body: Buffer) =>
      (JSON.parse(body.toString()) as { tunes: { dealerprice: unknown }[] }).tunes.map((t) => t.dealerprice)
    expect(prices(dealerAgain.body).some((price) => price !== null)).toBe(true)
    const anonymous = await get(ENGINE, { 'accept-encoding': 'identity' })
    expect(prices(anonymous.body).every((price) => price === null)).toBe(true)
  })

  it('forgets everything on invalidation', async () => {
    await get(ENGINE)
    expect((await get(ENGINE)).viaApi).toBe(false)
    await app.deps.catalogCache.invalidate()
    const after = await get(ENGINE)
    expect(after.viaApi).toBe(true)
    expect(after.response.headers.get('x-cache')).toBe('miss')
  })

  it('never answers a POST or a path outside the catalog', async () => {
    expect((await get('/api/health')).viaApi).toBe(true)
    const post = await fetch(`${base}/api/v1/ecu/fz3-compat/subscribe`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'lane@example.com' }),
    })
    expect(post.status).toBe(200)
  })
})
