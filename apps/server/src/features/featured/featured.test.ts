import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { featuredItem, featuredItemPrice } from '../../db/schema/featured'
import { user } from '../../db/schema/auth'
import { createTestApp, type TestApp } from '../../../test/test-app'

type Listed = {
  currency: string
  data: { slug: string; kind: string; price: { amount_minor: number; currency: string } | null }[]
}

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

async function list(query = ''): Promise<Listed> {
  const response = await app.request('GET', `/api/v1/featured${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Listed
}

describe('GET /api/v1/featured', () => {
  it('lists the seeded tunes and products priced in USD, without logging in', async () => {
    const body = await list('?currency=USD')
    expect(body.currency).toBe('USD')
    expect(body.data.filter((item) => item.kind === 'tune')).toHaveLength(6)
    expect(body.data.filter((item) => item.kind === 'product')).toHaveLength(4)
    expect(body.data[0]).toEqual({
      slug: 'vw-golf-gti-mk7-stage-1',
      kind: 'tune',
      title: 'Stage 1 ECU tune',
      subtitle: expect.any(String),
      badge: 'Best seller',
      vehicle: 'VW Golf GTI Mk7 2.0 TSI',
      gain_hp: 48,
      gain_torque_lbft: 62,
      image: '/images/vehicle-hatchback.svg',
      href: '/catalog/volkswagen/2019/golf-gti/ea888-gen3',
      price: { amount_minor: 49900, currency: 'USD' },
    })
    expect(body.data.find((item) => item.slug === 'fz3-flash-tool')).toMatchObject({
      kind: 'product',
      href: '/products/fz3-flash-tool/',
      vehicle: null,
      gain_hp: null,
      // The store's price of the product (the store seed), so the card and the product page agree.
      price: { amount_minor: 54900, currency: 'USD' },
    })
  })

  it('prices the same items in EUR from their own EUR prices', async () => {
    const body = await list('?currency=EUR')
    expect(body.currency).toBe('EUR')
    expect(body.data[0]?.price).toEqual({ amount_minor: 46900, currency: 'EUR' })
    expect(body.data.every((item) => item.price?.currency === 'EUR' && Number.isInteger(item.price.amount_minor))).toBe(
      true,
    )
  })

  it.each(['JPY', 'XXX'])(
    'falls back to the first store currency for %s, which the store does not sell in',
    async (c) => {
      const body = await list(`?currency=${c}`)
      expect(body.currency).toBe('USD')
      expect(body.data[0]?.price).toEqual({ amount_minor: 49900, currency: 'USD' })
    },
  )

  it('uses the display currency of the global state when none is asked for', async () => {
    expect((await list()).currency).toBe('USD')
    const cookie = await app.login('customer@example.com')
    await app.db.update(user).set({ preferredDisplayCurrency: 'EUR' }).where(eq(user.email, 'customer@example.com'))
    try {
      const response = await app.request('GET', '/api/v1/featured', { cookie })
      const body = (await response.json()) as Listed
      expect(body.currency).toBe('EUR')
      expect(body.data[0]?.price?.currency).toBe('EUR')
      expect((await list()).currency).toBe('USD')
    } finally {
      await app.db.update(user).set({ preferredDisplayCurrency: null }).where(eq(user.email, 'customer@example.com'))
    }
  })

  it.each(['usd', 'US', 'EURO', '12A'])('answers 422 for the malformed currency %s', async (c) => {
    const response = await app.request('GET', `/api/v1/featured?currency=${c}`)
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ code: expect.any(String), errors: { currency: expect.any(Array) } })
  })

  it('orders by position, leaves out inactive items and answers a null price where the currency has none', async () => {
    const [added] = await app.db
      .insert(featuredItem)
      .values({
        kind: 'product',
        slug: 'first-in-line',
        title: 'First in line',
        image: '/images/t-shirt.svg',
        href: '/products/first-in-line/',
        position: 1,
      })
      .returning({ id: featuredItem.id })
    await app.db.insert(featuredItemPrice).values({ itemId: added!.id, currency: 'USD', amountMinor: 100 })
    await app.db.update(featuredItem).set({ active: false }).where(eq(featuredItem.slug, 'shop-t-shirt'))

    const usd = await list('?currency=USD')
    expect(usd.data[0]?.slug).toBe('first-in-line')
    expect(usd.data.map((item) => item.slug)).not.toContain('shop-t-shirt')
    expect(usd.data.map((item) => item.slug).slice(1, 4)).toEqual([
      'vw-golf-gti-mk7-stage-1',
      'ford-f-150-3-5-ecoboost-stage-1',
      'bmw-340i-b58-stage-2',
    ])
    const gbp = await list('?currency=GBP')
    expect(gbp.data[0]).toMatchObject({ slug: 'first-in-line', price: null })
  })
})
