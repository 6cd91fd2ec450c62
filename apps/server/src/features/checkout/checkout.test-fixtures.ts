import { inArray, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { testPaymentCharge } from '../../db/schema/payments'
import {
  storeDiscountCode,
  storeOptionSelection,
  storeOptionSelectionPrice,
  storeProduct,
  storeProductOption,
  storeProductPrice,
  storeStockLevel,
  storeStockLocation,
} from '../../db/schema/store'
import { createTestApp, type TestApp } from '../../../test/test-app'

// The checkout tests' shared app, accounts and products: each test file that imports this gets its own database
// (the hooks below run in that file).

export let app: TestApp
export let customer: string
export let staff: string
export let other: string

export type Fixture = { id: number; slug: string; optionId: number }

/** A product of the test's own, so the store's demo catalogue can change freely. */
export async function product(slug: string, stock: number, options = true): Promise<Fixture> {
  const db = app.db
  const [row] = await db
    .insert(storeProduct)
    .values({ slug, name: `Test ${slug}`, subtext: 'for checkout tests', category: 'cables', kind: 'cable' })
    .returning({ id: storeProduct.id })
  await db.insert(storeProductPrice).values([
    { productId: row!.id, currency: 'USD', amountMinor: 10_000 },
    { productId: row!.id, currency: 'EUR', amountMinor: 11_900 },
    { productId: row!.id, currency: 'CAD', amountMinor: 13_000 },
  ])
  let optionId = 0
  if (options) {
    const [option] = await db
      .insert(storeProductOption)
      .values({ productId: row!.id, name: 'Length' })
      .returning({ id: storeProductOption.id })
    optionId = option!.id
    const [long] = await db
      .insert(storeOptionSelection)
      .values({ optionId, name: '3 m' })
      .returning({ id: storeOptionSelection.id })
    await db.insert(storeOptionSelectionPrice).values([
      { selectionId: long!.id, currency: 'USD', amountMinor: 500 },
      { selectionId: long!.id, currency: 'EUR', amountMinor: 500 },
      { selectionId: long!.id, currency: 'CAD', amountMinor: 700 },
    ])
  }
  const [location] = await db
    .insert(storeStockLocation)
    .values({ slug: `loc-${slug}`, name: `Shelf ${slug}`, country: 'US' })
    .returning({ id: storeStockLocation.id })
  await db.insert(storeStockLevel).values({ productId: row!.id, locationId: location!.id, quantityOnHand: stock })
  return { id: row!.id, slug, optionId }
}

/** A cart entry as the browser sends it; its prices are deliberately wrong (the server prices again). */
export const entry = (p: Fixture, quantity = 1) => ({
  kind: 'product' as const,
  product: { slug: p.slug, name: `Test ${p.slug}`, subtext: '', image: null, pricesByCurrency: { USD: 1 } },
  options: p.optionId
    ? [{ option: { id: p.optionId, name: 'Length' }, selection: { name: '3 m', pricesByCurrency: { USD: 0 } } }]
    : [],
  quantity,
  hash: `h-${p.slug}`,
})

export const US_ADDRESS = {
  country_code: 'US',
  full_name: 'Guest Buyer',
  line1: '1 Main St',
  city: 'Costa Mesa',
  state: 'California',
  postal_code: '92627',
  email: 'guest@example.com',
}
export const DE_ADDRESS = {
  ...US_ADDRESS,
  country_code: 'DE',
  city: 'München',
  state: '',
  postal_code: '80331',
  email: 'gast@example.com',
}

export let cable: Fixture

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  staff = await app.login('staff@example.com')
  other = await app.signUp('checkout-other@example.com')
  cable = await product('checkout-cable', 500)
  // The store's demo seed runs a sale whose automatic codes apply to everything (WINTER15, hidden MERCH10); these
  // tests price their own products and codes, so the demo's codes are switched off here.
  await app.db
    .update(storeDiscountCode)
    .set({ active: false })
    .where(inArray(storeDiscountCode.code, ['WINTER15', 'MERCH10']))
  // The demo seed (catalog included) takes a while on a busy machine.
}, 180_000)
afterAll(async () => {
  await app?.close()
})

export const post = (path: string, body: unknown, opts: { cookie?: string; key?: string } = {}) =>
  app.request('POST', path, {
    body,
    cookie: opts.cookie,
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
  })

export async function newOrder(items = [entry(cable)], address: object = US_ADDRESS, cookie?: string) {
  const response = await post('/api/order', { entries: items, billing_address: address }, { cookie })
  expect(response.status).toBe(201)
  return (await response.json()) as { order: { id: number; total: { amount_minor: number } }; token: string }
}

export const pay = (id: number, token: string | undefined, testToken = 'tok_visa', key?: string, cookie?: string) =>
  post(`/api/order/${id}/payment`, { test_token: testToken, token }, { key, cookie })

export const chargesOf = async (orderId: number) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(testPaymentCharge)
      .where(like(testPaymentCharge.idempotencyKey, `order-${orderId}-%`))
  )[0]!.n
