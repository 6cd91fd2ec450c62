import { addCartEntry, type CartEntry, type NewCartEntry } from '@shop/domain/cart'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvent } from '../../db/schema/audit'
import { storeStockMovement } from '../../db/schema/stock'
import { storeProduct } from '../../db/schema/store'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

const get = (path: string, cookie?: string) => app.request('GET', path, { cookie })

describe('GET /api/store/product', () => {
  it('lists 20 products on page 1 with the categories and their counts, in the default currency', async () => {
    const response = await get('/api/store/product')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.currency).toBe('USD')
    expect(body.data).toHaveLength(20)
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 22, pages: 2 })
    expect(body.categories).toEqual([
      { slug: 'flash-tools', name: 'Flash tools', count: 5 },
      { slug: 'cables', name: 'Cables', count: 5 },
      { slug: 'accessories', name: 'Accessories', count: 6 },
      { slug: 'merch', name: 'Merchandise', count: 6 },
    ])
    expect(body.data[0]).toEqual({
      slug: 'fz3-flash-tool',
      name: 'FlashZilla V3 (FZ3)',
      subtext: expect.any(String),
      category: 'flash-tools',
      kind: 'flash-tool',
      compat_type: 'FLASHZILLAV3',
      image: { src: '/images/products/fz3-flash-tool.svg', alt: 'FlashZilla V3 (FZ3)' },
      price: { amount_minor: 54900, currency: 'USD' },
      has_options: true,
      stock_state: 'in-stock',
    })
    expect(body.data.find((p: { slug: string }) => p.slug === 'fzpro-tcu-harness').stock_state).toBe('out-of-stock')
  })

  it('pages are 1-based: page 2 holds the rest, a page past the end is empty', async () => {
    const two = await (await get('/api/store/product?page=2')).json()
    expect(two.data).toHaveLength(2)
    const three = await (await get('/api/store/product?page=3')).json()
    expect(three.data).toEqual([])
    expect(three.meta.page).toBe(3)
  })

  it('filters by category, kind and compatibility type', async () => {
    const cables = await (await get('/api/store/product?category=cables')).json()
    expect(cables.data.map((p: { category: string }) => p.category)).toEqual(Array(5).fill('cables'))
    expect(cables.meta.total).toBe(5)
    const fzpro = await (await get('/api/store/product?compat_type=FZPRO')).json()
    expect(fzpro.data.map((p: { slug: string }) => p.slug)).toEqual(['obd-bench-flash-cable', 'fzpro-tcu-harness'])
    const merch = await (await get('/api/store/product?kind=merch')).json()
    expect(merch.data.every((p: { kind: string }) => p.kind === 'merch')).toBe(true)
  })

  it('prices in EUR from the stored EUR prices, and falls back to the first store currency for another', async () => {
    const eur = await (await get('/api/store/product?currency=EUR')).json()
    expect(eur.currency).toBe('EUR')
    expect(eur.data[0].price).toEqual({ amount_minor: 50499, currency: 'EUR' })
    const jpy = await (await get('/api/store/product?currency=JPY')).json()
    expect(jpy.currency).toBe('USD')
  })

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?category=shoes', 'category'],
    ['?currency=euro', 'currency'],
  ])('refuses %s with 422 naming %s', async (query, field) => {
    const response = await get(`/api/store/product${query}`)
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors)).toContain(field)
  })
})

describe('GET /api/store/product/{slug}', () => {
  it('answers the gallery, description, options with per-currency selection prices and stock per location', async () => {
    const response = await get('/api/store/product/fz3-flash-tool?currency=EUR')
    expect(response.status).toBe(200)
    const { currency, data } = await response.json()
    expect(currency).toBe('EUR')
    expect(data.images).toHaveLength(2)
    expect(data.description).toContain('OBD-II')
    expect(data.pricesByCurrency).toEqual({ USD: 54900, CAD: 74699, EUR: 50499, GBP: 43399 })
    expect(data.catalog_tool).toBe(true)
    expect(data.options).toHaveLength(2)
    expect(data.options[0]).toEqual({
      id: expect.any(Number),
      name: 'Connectivity',
      selections: [
        {
          name: 'USB-C only',
          pricesByCurrency: { USD: 0, CAD: 0, EUR: 0, GBP: 0 },
          price: { amount_minor: 0, currency: 'EUR' },
        },
        {
          name: 'USB-C + Wi-Fi dongle',
          pricesByCurrency: { USD: 4900, CAD: 6699, EUR: 4499, GBP: 3899 },
          price: { amount_minor: 4499, currency: 'EUR' },
        },
      ],
    })
    expect(data.stock).toEqual([
      {
        location: { slug: 'costa-mesa', name: 'Costa Mesa, California', country: 'US' },
        state: 'in-stock',
        units_left: null,
      },
      { location: { slug: 'toronto', name: 'Toronto, Ontario', country: 'CA' }, state: 'in-stock', units_left: null },
      {
        location: { slug: 'rotterdam', name: 'Rotterdam, Netherlands', country: 'NL' },
        state: 'in-stock',
        units_left: null,
      },
    ])
  })

  it('says how many are left when few are', async () => {
    const { data } = await (await get('/api/store/product/fzl-lite-flash-tool')).json()
    expect(data.stock.map((s: { state: string; units_left: number | null }) => [s.state, s.units_left])).toEqual([
      ['low-stock', 3],
      ['out-of-stock', null],
      ['in-stock', null],
    ])
  })

  it('answers 404 for an unknown slug and 422 for a malformed one', async () => {
    const missing = await get('/api/store/product/no-such-thing')
    expect(missing.status).toBe(404)
    expect((await missing.json()).message).toBe('This product could not be found.')
    expect((await get('/api/store/product/Not%20A%20Slug')).status).toBe(422)
  })
})

describe('product cache', () => {
  it('answers from the cache and shows a price, stock or availability write at once', async () => {
    const first = await get('/api/store/product/usb-c-data-cable')
    expect(first.headers.get('x-cache')).toBe('miss')
    const second = await get('/api/store/product/usb-c-data-cable')
    expect(second.headers.get('x-cache')).toBe('hit')
    expect((await get('/api/store/product?category=cables')).status).toBe(200)

    const staff = await app.login('admin@example.com')
    const write = await app.request('PATCH', '/api/admin/store/product/usb-c-data-cable', {
      cookie: staff,
      body: { prices: { USD: 1700 }, stock: [{ location: 'toronto', quantity_on_hand: 2 }] },
    })
    expect(write.status).toBe(200)
    // Held to the back office's record (decisions 0093, 0094): an audited change and a counted stock movement.
    const [product] = await app.db.select().from(storeProduct).where(eq(storeProduct.slug, 'usb-c-data-cable'))
    const audits = await app.db
      .select({ action: auditEvent.action, details: auditEvent.details })
      .from(auditEvent)
      .where(and(eq(auditEvent.subjectType, 'product'), eq(auditEvent.subjectId, String(product!.id))))
    expect(audits.map((audit) => audit.action).sort()).toEqual(['product.updated', 'stock.adjusted'])
    expect(audits.find((audit) => audit.action === 'product.updated')!.details).toMatchObject({
      after: { prices: { USD: 1700 } },
    })
    const movements = await app.db
      .select({ reason: storeStockMovement.reason, after: storeStockMovement.quantityAfter })
      .from(storeStockMovement)
      .where(
        and(eq(storeStockMovement.productId, product!.id), eq(storeStockMovement.note, 'Set through the product API')),
      )
    expect(movements).toEqual([{ reason: 'counted', after: 2 }])

    const after = await get('/api/store/product/usb-c-data-cable')
    expect(after.headers.get('x-cache')).toBe('miss')
    const { data } = await after.json()
    expect(data.price).toEqual({ amount_minor: 1700, currency: 'USD' })
    expect(data.stock[1]).toMatchObject({ state: 'low-stock', units_left: 2 })
    const list = await (await get('/api/store/product?category=cables')).json()
    expect(list.data.find((p: { slug: string }) => p.slug === 'usb-c-data-cable').price.amount_minor).toBe(1700)

    await app.request('PATCH', '/api/admin/store/product/usb-c-data-cable', { cookie: staff, body: { active: false } })
    expect((await get('/api/store/product/usb-c-data-cable')).status).toBe(404)
    const without = await (await get('/api/store/product?category=cables')).json()
    expect(without.data.map((p: { slug: string }) => p.slug)).not.toContain('usb-c-data-cable')
    await app.request('PATCH', '/api/admin/store/product/usb-c-data-cable', { cookie: staff, body: { active: true } })
  })

  it('lets only admins write products (PERMISSIONS: /admin products)', async () => {
    const body = { prices: { USD: 1 } }
    expect((await app.request('PATCH', '/api/admin/store/product/sticker-pack', { body })).status).toBe(401)
    const customer = await app.login('customer@example.com')
    expect(
      (await app.request('PATCH', '/api/admin/store/product/sticker-pack', { cookie: customer, body })).status,
    ).toBe(403)
  })
})

describe('conversion rates', () => {
  it('answers the seeded rate and 1 for the same currency', async () => {
    const response = await get('/api/v1/conversion-rate?currency_from=USD&currency_to=EUR')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ currency_from: 'USD', currency_to: 'EUR', rate: '0.92' })
    expect((await (await get('/api/v1/conversion-rate?currency_from=CAD&currency_to=CAD')).json()).rate).toBe('1')
  })

  it('answers 404 for a pair it has no rate for and 422 for a malformed code', async () => {
    expect((await get('/api/v1/conversion-rate?currency_from=USD&currency_to=JPY')).status).toBe(404)
    expect((await get('/api/v1/conversion-rate?currency_from=usd&currency_to=EUR')).status).toBe(422)
    expect((await get('/api/v1/conversion-rate?currency_from=USD')).status).toBe(422)
  })

  it('lets staff change a rate, nobody else', async () => {
    const body = { currency_from: 'USD', currency_to: 'GBP', rate: '0.7812' }
    expect((await app.request('PUT', '/api/v1/conversion-rate', { body })).status).toBe(401)
    const customer = await app.login('customer@example.com')
    expect((await app.request('PUT', '/api/v1/conversion-rate', { cookie: customer, body })).status).toBe(403)
    const staff = await app.login('staff@example.com')
    const saved = await app.request('PUT', '/api/v1/conversion-rate', { cookie: staff, body })
    expect(saved.status).toBe(200)
    expect((await (await get('/api/v1/conversion-rate?currency_from=USD&currency_to=GBP')).json()).rate).toBe('0.7812')
    const bad = await app.request('PUT', '/api/v1/conversion-rate', { cookie: staff, body: { ...body, rate: '-1' } })
    expect(bad.status).toBe(422)
    const zero = await app.request('PUT', '/api/v1/conversion-rate', { cookie: staff, body: { ...body, rate: 0 } })
    expect(zero.status).toBe(422)
  })
})

function entry(slug: string, selection: string | null, quantity: number): NewCartEntry {
  return {
    kind: 'product',
    product: { slug, name: slug, subtext: '', image: null, pricesByCurrency: { USD: 1000, EUR: 900 } },
    options: selection
      ? [{ option: { id: 1, name: 'Size' }, selection: { name: selection, pricesByCurrency: { USD: 0, EUR: 0 } } }]
      : [],
    quantity,
  }
}
const cart = (...entries: NewCartEntry[]): CartEntry[] => entries.reduce<CartEntry[]>((c, e) => addCartEntry(c, e), [])

describe('cart', () => {
  it('needs a login', async () => {
    expect((await get('/api/store/cart')).status).toBe(401)
    expect((await app.request('PUT', '/api/store/cart', { body: { currency: 'USD', entries: [] } })).status).toBe(401)
  })

  it('is empty at first, in the display currency, and saves what is put', async () => {
    const cookie = await app.signUp('cart-one@example.com')
    expect(await (await get('/api/store/cart', cookie)).json()).toEqual({
      currency: 'USD',
      entries: [],
      updated_at: null,
    })
    const entries = cart(entry('shop-t-shirt', 'M', 2))
    const put = await app.request('PUT', '/api/store/cart', { cookie, body: { currency: 'EUR', entries } })
    expect(put.status).toBe(200)
    const saved = await (await get('/api/store/cart', cookie)).json()
    expect(saved.currency).toBe('EUR')
    expect(saved.entries).toEqual(entries)
  })

  it('normalises: identical lines merge capped at 20, hashes are recomputed', async () => {
    const cookie = await app.signUp('cart-two@example.com')
    const [line] = cart(entry('shop-cap', null, 15))
    const body = { currency: 'USD', entries: [line, { ...line, hash: 'forged' }] }
    const saved = await (await app.request('PUT', '/api/store/cart', { cookie, body })).json()
    expect(saved.entries).toHaveLength(1)
    expect(saved.entries[0].quantity).toBe(20)
    expect(saved.entries[0].hash).toBe(line!.hash)
  })

  it('merges the browser cart into the saved one on login with the same rule and cap', async () => {
    const cookie = await app.signUp('cart-three@example.com')
    await app.request('PUT', '/api/store/cart', {
      cookie,
      body: { currency: 'USD', entries: cart(entry('shop-t-shirt', 'M', 12), entry('sticker-pack', null, 1)) },
    })
    const browser = cart(entry('shop-t-shirt', 'M', 10), entry('shop-t-shirt', 'L', 1))
    const merged = await (
      await app.request('PUT', '/api/store/cart', { cookie, body: { currency: 'USD', entries: browser, merge: true } })
    ).json()
    expect(
      merged.entries.map((e: CartEntry) => [e.product.slug, e.options[0]?.selection.name ?? null, e.quantity]),
    ).toEqual([
      ['shop-t-shirt', 'M', 20],
      ['sticker-pack', null, 1],
      ['shop-t-shirt', 'L', 1],
    ])
  })

  it('keeps a currency that is not a store currency out: the first store currency is saved', async () => {
    const cookie = await app.signUp('cart-four@example.com')
    const saved = await (
      await app.request('PUT', '/api/store/cart', { cookie, body: { currency: 'JPY', entries: [] } })
    ).json()
    expect(saved.currency).toBe('USD')
  })

  it.each([
    ['a quantity of 0', { ...cart(entry('a', null, 1))[0], quantity: 0 }],
    ['a quantity of 21', { ...cart(entry('a', null, 1))[0], quantity: 21 }],
    [
      'a float price',
      { ...cart(entry('a', null, 1))[0], product: { slug: 'a', name: 'a', pricesByCurrency: { USD: 1.5 } } },
    ],
    ['an unknown kind', { ...cart(entry('a', null, 1))[0], kind: 'gift' }],
  ])('refuses %s with 422', async (_, bad) => {
    const cookie = await app.signUp(`cart-bad-${Math.random().toString(36).slice(2)}@example.com`)
    const response = await app.request('PUT', '/api/store/cart', { cookie, body: { currency: 'USD', entries: [bad] } })
    expect(response.status).toBe(422)
  })

  it('is each user’s own', async () => {
    const a = await app.signUp('cart-owner-a@example.com')
    const b = await app.signUp('cart-owner-b@example.com')
    await app.request('PUT', '/api/store/cart', {
      cookie: a,
      body: { currency: 'USD', entries: cart(entry('shop-cap', null, 1)) },
    })
    expect((await (await get('/api/store/cart', b)).json()).entries).toEqual([])
  })
})

describe('global state: sale and codes', () => {
  it('carries the running sale and the automatic codes, hidden ones apart', async () => {
    const state = await (await get('/api/global/v1/ui-state')).json()
    expect(state.sale).toMatchObject({
      type: 'holiday',
      amount: 15,
      amountType: 'percent',
      name: 'Winter Tune-Up Sale',
      code: 'WINTER15',
      countdown: true,
    })
    expect(state.codes).toEqual(['WINTER15'])
    expect(state.hcodes).toEqual(['MERCH10'])
  })

  it('shows a new sale at once (the cache is emptied) and only between its start and end', async () => {
    const staff = await app.login('admin@example.com')
    const now = Date.now()
    const sale = {
      type: 'black-friday',
      amount: 50,
      amountType: 'dollar',
      name: 'Black Friday',
      description: 'off every flash tool',
      start: new Date(now - 60_000).toISOString(),
      end: new Date(now + 5 * 3600_000).toISOString(),
    }
    const created = await app.request('POST', '/api/admin/store/sales', { cookie: staff, body: sale })
    expect(created.status).toBe(201)
    const state = await (await get('/api/global/v1/ui-state')).json()
    expect(state.sale).toMatchObject({ type: 'black-friday', amount: 50, amountType: 'dollar', code: null })

    const later = await app.request('POST', '/api/admin/store/sales', {
      cookie: staff,
      body: { ...sale, name: 'Not yet', start: new Date(now + 3600_000).toISOString() },
    })
    expect(later.status).toBe(201)
    expect((await (await get('/api/global/v1/ui-state')).json()).sale.name).toBe('Black Friday')
  })

  it('refuses a sale that ends before it starts or a percent above 100', async () => {
    const staff = await app.login('admin@example.com')
    const base = { type: 'summer', amountType: 'percent', name: 'x', start: '2026-06-01T00:00:00Z' }
    const early = await app.request('POST', '/api/admin/store/sales', {
      cookie: staff,
      body: { ...base, amount: 10, end: '2026-05-01T00:00:00Z' },
    })
    expect(early.status).toBe(422)
    const big = await app.request('POST', '/api/admin/store/sales', {
      cookie: staff,
      body: { ...base, amount: 101, end: '2026-07-01T00:00:00Z' },
    })
    expect(big.status).toBe(422)
  })

  it('gives the dealer’s preferred display currency, which a dealer manager sets', async () => {
    const dealer = await app.login('dealer@example.com')
    // Read first, so that the change must drop the remembered currency.
    const before = await (await get('/api/global/v1/ui-state', dealer)).json()
    expect(before.dealer.preferred_display_currency).not.toBe('CAD')
    const put = await app.request('PUT', '/api/v1/dealers/redline-performance/display-currency', {
      cookie: dealer,
      body: { preferred_display_currency: 'CAD' },
    })
    expect(put.status).toBe(200)
    const state = await (await get('/api/global/v1/ui-state', dealer)).json()
    expect(state.dealer.preferred_display_currency).toBe('CAD')
    expect(state.display_currency).toBe('CAD')
    const customer = await app.login('customer@example.com')
    const other = await app.request('PUT', '/api/v1/dealers/redline-performance/display-currency', {
      cookie: customer,
      body: { preferred_display_currency: 'EUR' },
    })
    expect(other.status).toBe(404)
  })
})

describe('kit builder', () => {
  it('does not exist while its feature flag is off', async () => {
    expect((await get('/api/v1/kit-builder/tree')).status).toBe(404)
  })

  it('answers the steps when the flag is on', async () => {
    // The flag is read from the site config at each request; turned on here for this test only.
    const features = app.deps.siteConfig.features as { kitBuilder: boolean }
    features.kitBuilder = true
    try {
      const response = await get('/api/v1/kit-builder/tree?currency=GBP')
      expect(response.status).toBe(200)
      const tree = await response.json()
      expect(tree.currency).toBe('GBP')
      expect(tree.steps.map((s: { id: string }) => s.id)).toEqual(['tool', 'cable', 'accessory', 'merch'])
      expect(tree.steps[0].products.every((p: { kind: string }) => p.kind === 'flash-tool')).toBe(true)
    } finally {
      features.kitBuilder = false
    }
  })
})
