import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestResponse } from '../../../test/test-app'

/** docs/decisions/0021: the host's region decides the default. */
let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ seed: true, siteConfig: { regions: [1, 2] } })
})
afterAll(async () => {
  await app?.close()
})

const EUROPE = 'http://eu.shop.test'
const NORTH_AMERICA = 'http://shop.test'
const ENGINE = '/api/v1/ecu/makes/volkswagen/years/2019/models/golf-gti/engines/ea888-gen3'

const get = async (origin: string, path: string, cookie?: string): Promise<TestResponse> => {
  const response: TestResponse = await app.api.request(`${origin}${path}`, { headers: cookie ? { cookie } : {} })
  expect(response.status).toBe(200)
  return response
}
const json = async (origin: string, path: string, cookie?: string) => (await get(origin, path, cookie)).json()

describe('the region of the host decides the default display currency', () => {
  it('global state: EUR on the European host, USD on the North American host', async () => {
    const europe = await json(EUROPE, '/api/global/v1/ui-state')
    expect(europe.display_currency).toBe('EUR')
    expect(europe.site.defaultCurrency).toBe('EUR')
    const america = await json(NORTH_AMERICA, '/api/global/v1/ui-state')
    expect(america.display_currency).toBe('USD')
    expect(america.site.defaultCurrency).toBe('USD')
  })

  it('catalog prices, also when answered from the cache and the fast lane (the region is part of the key)', async () => {
    for (let round = 0; round < 3; round++) {
      const europe = await get(EUROPE, ENGINE)
      const body = await europe.json()
      expect(body.currency).toBe('EUR')
      const stage1 = body.tunes.find((tune: { is_stock: boolean }) => !tune.is_stock)
      expect(stage1.price.currency).toBe('EUR')
      expect((await json(NORTH_AMERICA, ENGINE)).currency).toBe('USD')
      if (round > 0) expect(europe.headers.get('X-Cache')).toBe('hit')
    }
  })

  it('the same request with ?currency= or a preferred currency is not overruled by the region', async () => {
    expect((await json(EUROPE, `${ENGINE}?currency=GBP`)).currency).toBe('GBP')
    const cookie = await app.login('customer@example.com')
    const changed = await app.request('PATCH', '/api/user/me', {
      cookie,
      body: { name: 'Casey Customer', preferred_display_currency: 'CAD' },
    })
    expect(changed.status).toBe(200)
    expect((await json(EUROPE, '/api/global/v1/ui-state', cookie)).display_currency).toBe('CAD')
    expect((await json(EUROPE, ENGINE, cookie)).currency).toBe('CAD')
    expect((await json(NORTH_AMERICA, ENGINE, cookie)).currency).toBe('CAD')
  })

  it('featured products on the home page follow the region too', async () => {
    const europe = await json(EUROPE, '/api/v1/featured')
    expect(europe.currency).toBe('EUR')
    expect((await json(NORTH_AMERICA, '/api/v1/featured')).currency).toBe('USD')
  })
})

describe('X-Region on cached catalog answers (decision 0022)', () => {
  it("the page's own region is answered from the cache; the other region gets 421 even for a cached URL", async () => {
    await get(NORTH_AMERICA, ENGINE)
    const same = await app.api.request(`${NORTH_AMERICA}${ENGINE}`, { headers: { 'X-Region': '1' } })
    expect(same.status).toBe(200)
    expect(same.headers.get('X-Cache')).toBe('hit')
    const other = await app.api.request(`${NORTH_AMERICA}${ENGINE}`, { headers: { 'X-Region': '2' } })
    expect(other.status).toBe(421)
    expect(other.headers.get('X-Known-Error')).toBe('region_mismatch')
  })
})

describe('a one-region site keeps its configured default on every host', () => {
  it('eu.… on a one-region site with GBP configured: GBP', async () => {
    const shop = await createTestApp({ siteConfig: { defaultCurrency: 'GBP' } })
    try {
      const response: TestResponse = await shop.api.request(`${EUROPE}/api/global/v1/ui-state`)
      expect((await response.json()).display_currency).toBe('GBP')
    } finally {
      await shop.close()
    }
  })
})
