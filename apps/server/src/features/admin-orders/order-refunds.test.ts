import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvent } from '../../db/schema/audit'
import { checkoutOrder } from '../../db/schema/checkout'
import { ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'
import { testPaymentRefund } from '../../db/schema/payments'
import { storeStockMovement } from '../../db/schema/stock'
import {
  storeDiscountCode,
  storeProduct,
  storeProductPrice,
  storeStockLevel,
  storeStockLocation,
} from '../../db/schema/store'
import { createTestApp, type TestApp } from '../../../test/test-app'

// Decision 0092: an admin refunds a store order from the back office, whole or per line, through the payment provider,
// idempotently, restocking where asked; the ledger shows the reversal and the buyer's order page the refund.

let app: TestApp
let admin: string
let staff: string
let customer: string
const products = { cable: 0, dongle: 0 }
let location = 0

const ADDRESS = {
  country_code: 'US',
  full_name: 'Refund Buyer',
  line1: '1 Main St',
  city: 'Costa Mesa',
  state: 'California',
  postal_code: '92627',
  email: 'customer@example.com',
}

async function product(slug: string): Promise<number> {
  const [row] = await app.db
    .insert(storeProduct)
    .values({ slug, name: `Refund ${slug}`, subtext: 'for refund tests', category: 'cables', kind: 'cable' })
    .returning({ id: storeProduct.id })
  await app.db.insert(storeProductPrice).values({ productId: row!.id, currency: 'USD', amountMinor: 10_000 })
  await app.db.insert(storeStockLevel).values({ productId: row!.id, locationId: location, quantityOnHand: 100 })
  return row!.id
}

const entry = (slug: string, quantity: number) => ({
  kind: 'product' as const,
  product: { slug, name: slug, subtext: '', image: null, pricesByCurrency: { USD: 1 } },
  options: [],
  quantity,
  hash: `h-${slug}`,
})

/** A paid order of the demo customer: 3 cables and 1 dongle, 400.00 USD before tax. */
async function paidOrder(): Promise<{ id: number; number: string; total: number }> {
  const created = await app.request('POST', '/api/order', {
    cookie: customer,
    body: { entries: [entry('refund-cable', 3), entry('refund-dongle', 1)], billing_address: ADDRESS },
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const { order } = await created.json()
  const paid = await app.request('POST', `/api/order/${order.id}/payment`, {
    cookie: customer,
    headers: { 'idempotency-key': `refund-pay-${order.id}` },
    body: { test_token: 'tok_visa' },
  })
  expect(paid.status, await paid.clone().text()).toBe(200)
  return { id: order.id, number: `S-${order.id}`, total: order.total.amount_minor }
}

const refund = (number: string, body: unknown, key: string, cookie: string | undefined = admin) =>
  app.request('POST', `/api/admin/orders/${number}/refunds`, { cookie, body, headers: { 'idempotency-key': key } })
const detail = async (number: string) =>
  (await app.request('GET', `/api/admin/orders/${number}`, { cookie: admin })).json()
const stockOf = async (productId: number) =>
  (
    await app.db
      .select({ quantity: storeStockLevel.quantityOnHand })
      .from(storeStockLevel)
      .where(and(eq(storeStockLevel.productId, productId), eq(storeStockLevel.locationId, location)))
  )[0]!.quantity
const providerRefunds = async (orderId: number) => {
  const [order] = await app.db
    .select({ chargeId: checkoutOrder.chargeId })
    .from(checkoutOrder)
    .where(eq(checkoutOrder.id, orderId))
  return app.db.select().from(testPaymentRefund).where(eq(testPaymentRefund.chargeId, order!.chargeId!))
}

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  // The demo's sale codes apply to everything; these tests price their own products.
  await app.db
    .update(storeDiscountCode)
    .set({ active: false })
    .where(inArray(storeDiscountCode.code, ['WINTER15', 'MERCH10']))
  const [shelf] = await app.db
    .insert(storeStockLocation)
    .values({ slug: 'refund-shelf', name: 'Refund shelf', country: 'US' })
    .returning({ id: storeStockLocation.id })
  location = shelf!.id
  products.cable = await product('refund-cable')
  products.dongle = await product('refund-dongle')
  admin = await app.login('admin@example.com')
  staff = await app.login('staff@example.com')
  customer = await app.login('customer@example.com')
}, 180_000)
afterAll(async () => {
  await app?.close()
})

describe('POST /api/admin/orders/{id}/refunds', () => {
  it('is Admin’s: logged out 401, a customer and staff 403, and nothing is refunded', async () => {
    const order = await paidOrder()
    const body = { scope: 'order', reason: 'Customer changed their mind' }
    expect((await refund(order.number, body, 'refund-anon-1', '')).status).toBe(401)
    expect((await refund(order.number, body, 'refund-customer-1', customer)).status).toBe(403)
    expect((await refund(order.number, body, 'refund-staff-1', staff)).status).toBe(403)
    expect(await providerRefunds(order.id)).toHaveLength(0)
    expect((await detail(order.number)).refunds).toEqual([])
  })

  it('refunds one unit of a line with restock once, however often the same key is sent', async () => {
    const order = await paidOrder()
    expect(await stockOf(products.cable)).toBeLessThan(100)
    const before = await stockOf(products.cable)
    const cableLine = (await detail(order.number)).lines.find((line: { name: string }) => line.name.includes('cable'))
    const body = {
      scope: 'lines',
      lines: [{ line_id: cableLine.line_id, quantity: 1 }],
      restock: true,
      reason: 'Arrived damaged',
    }
    const first = await refund(order.number, body, 'refund-line-key-1')
    expect(first.status, await first.clone().text()).toBe(201)
    const made = await first.json()
    // 1 of 3 cables: a third of the line's 300.00, with its share of the tax.
    expect(made).toMatchObject({ status: 'refunded', scope: 'lines', currency: 'USD', reason: 'Arrived damaged' })
    expect(made.lines).toEqual([{ line_id: cableLine.line_id, name: cableLine.name, quantity: 1 }])
    expect(made.restocked).toEqual([{ location: 'refund-shelf', name: 'Refund shelf', quantity: 1 }])
    expect(made.amount_minor).toBeGreaterThanOrEqual(10_000)

    const again = await refund(order.number, body, 'refund-line-key-1')
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe(made.id)
    const [retried1, retried2] = await Promise.all([
      refund(order.number, body, 'refund-line-key-1'),
      refund(order.number, body, 'refund-line-key-1'),
    ])
    expect([retried1.status, retried2.status]).toEqual([200, 200])

    const given = await providerRefunds(order.id)
    expect(given).toHaveLength(1)
    expect(Number(given[0]!.amountMinor)).toBe(made.amount_minor)
    expect(await stockOf(products.cable)).toBe(before + 1)
    // The stock screens' history has the restock once, beside the sale (decision 0094).
    const movements = await app.db
      .select({
        reason: storeStockMovement.reason,
        delta: storeStockMovement.delta,
        after: storeStockMovement.quantityAfter,
      })
      .from(storeStockMovement)
      .where(and(eq(storeStockMovement.orderId, order.id), eq(storeStockMovement.productId, products.cable)))
      .orderBy(storeStockMovement.id)
    expect(movements).toEqual([
      { reason: 'sale', delta: -3, after: before },
      { reason: 'refund', delta: 1, after: before + 1 },
    ])

    const page = await detail(order.number)
    expect(page.refunds).toHaveLength(1)
    expect(page.lines.find((line: { line_id: number }) => line.line_id === cableLine.line_id).refunded_quantity).toBe(1)
    expect(page.refundable_minor).toBe(order.total - made.amount_minor)
    // The ledger reversal, on the order's page: money out of the shop's funds, into its store refunds.
    expect(page.ledger_entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'Shop funds', account_kind: 'house-funds', amount: -made.amount_minor }),
        expect.objectContaining({
          account: 'Shop store refunds',
          account_kind: 'store-refunds',
          amount: made.amount_minor,
        }),
      ]),
    )
    const transactions = await app.db
      .select({ id: ledgerTransaction.id })
      .from(ledgerTransaction)
      .where(sql`${ledgerTransaction.reference}->>'order_id' = ${order.number}`)
    expect(transactions).toHaveLength(1)
    const sum = await app.db
      .select({ total: sql<string>`sum(${ledgerEntry.amount})` })
      .from(ledgerEntry)
      .where(eq(ledgerEntry.transactionId, transactions[0]!.id))
    expect(Number(sum[0]!.total)).toBe(0)
    const audits = await app.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'order.refunded'), eq(auditEvent.subjectId, order.number)))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.details).toMatchObject({ reason: 'Arrived damaged', amount_minor: made.amount_minor })

    // The buyer sees it on their own order page.
    const mine = await (await app.request('GET', `/api/v1/orders/${order.id}`, { cookie: customer })).json()
    expect(mine.refunds).toEqual([
      { created_at: expect.any(String), amount: { amount_minor: made.amount_minor, currency: 'USD' } },
    ])
  })

  it('without restock leaves the stock as it is', async () => {
    const order = await paidOrder()
    const before = await stockOf(products.dongle)
    const dongle = (await detail(order.number)).lines.find((line: { name: string }) => line.name.includes('dongle'))
    const response = await refund(
      order.number,
      {
        scope: 'lines',
        lines: [{ line_id: dongle.line_id, quantity: 1 }],
        restock: false,
        reason: 'Kept by the buyer',
      },
      'refund-no-restock-1',
    )
    expect(response.status).toBe(201)
    expect((await response.json()).restocked).toEqual([])
    expect(await stockOf(products.dongle)).toBe(before)
    const refundMovements = await app.db
      .select()
      .from(storeStockMovement)
      .where(and(eq(storeStockMovement.orderId, order.id), eq(storeStockMovement.reason, 'refund')))
    expect(refundMovements).toEqual([])
  })

  it('refuses more than is left (422 naming the field), then refunds the rest and marks the order refunded', async () => {
    const order = await paidOrder()
    const cable = (await detail(order.number)).lines.find((line: { name: string }) => line.name.includes('cable'))
    const one = { scope: 'lines', lines: [{ line_id: cable.line_id, quantity: 2 }], reason: 'Two were broken' }
    expect((await refund(order.number, one, 'refund-over-1')).status).toBe(201)
    // Some of it given back: the list says so, and finds it by that state.
    expect((await detail(order.number)).payment_state).toBe('partly-refunded')
    const partly = await app.request('GET', '/api/admin/orders?payment=partly-refunded&per_page=100', { cookie: admin })
    expect(((await partly.json()) as { data: { id: string }[] }).data.map((row) => row.id)).toContain(order.number)

    const tooMany = await refund(
      order.number,
      { ...one, lines: [{ line_id: cable.line_id, quantity: 2 }] },
      'refund-over-2',
    )
    expect(tooMany.status).toBe(422)
    expect((await tooMany.json()).errors).toEqual({
      'lines.0.quantity': ['At most 1 more can be refunded on this line.'],
    })
    const noLine = await refund(order.number, { ...one, lines: [{ line_id: 999_999, quantity: 1 }] }, 'refund-over-3')
    expect((await noLine.json()).errors).toEqual({ 'lines.0.line_id': ['This order has no such line.'] })

    const rest = await refund(
      order.number,
      { scope: 'order', restock: true, reason: 'Order returned' },
      'refund-over-4',
    )
    expect(rest.status).toBe(201)
    const given = await providerRefunds(order.id)
    expect(given.reduce((sum, row) => sum + Number(row.amountMinor), 0)).toBe(order.total)
    const page = await detail(order.number)
    expect(page.payment_state).toBe('refunded')
    expect(page.refundable_minor).toBe(0)

    const nothingLeft = await refund(order.number, { scope: 'order', reason: 'Once more' }, 'refund-over-5')
    expect(nothingLeft.status).toBe(422)
    expect((await nothingLeft.json()).errors).toEqual({
      scope: ['Nothing is left to refund: this order has been refunded in full.'],
    })
    expect(await providerRefunds(order.id)).toHaveLength(2)
  })

  it('answers the same key sent with another refund with 409, an unpaid order with 409, an unknown one with 404', async () => {
    const order = await paidOrder()
    const cable = (await detail(order.number)).lines.find((line: { name: string }) => line.name.includes('cable'))
    const body = { scope: 'lines', lines: [{ line_id: cable.line_id, quantity: 1 }], reason: 'Scratched' }
    expect((await refund(order.number, body, 'refund-reuse-1')).status).toBe(201)
    const reused = await refund(order.number, { ...body, reason: 'Something else' }, 'refund-reuse-1')
    expect(reused.status).toBe(409)
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' })

    const created = await app.request('POST', '/api/order', {
      cookie: customer,
      body: { entries: [entry('refund-cable', 1)], billing_address: ADDRESS },
    })
    const unpaid = (await created.json()).order.id
    const notPaid = await refund(`S-${unpaid}`, { scope: 'order', reason: 'Not paid' }, 'refund-unpaid-1')
    expect(notPaid.status).toBe(409)
    expect(await notPaid.json()).toMatchObject({ code: 'order_not_paid', message: 'Only paid orders can be refunded.' })
    expect((await refund('S-999999', { scope: 'order', reason: 'Nobody' }, 'refund-none-1')).status).toBe(404)
    expect((await refund(order.number, { scope: 'lines', reason: 'No lines' }, 'refund-empty-1')).status).toBe(422)
  })
})

/** An answer without its `updated_at`, which the second of two identical writes moves on. */
function withoutTime(body: Record<string, unknown>) {
  const copy = { ...body }
  delete copy.updated_at
  return copy
}

describe('the staff writes’ back-office homes (issue 24 item 1)', () => {
  it('PATCH /api/admin/orders/{S-n} is PATCH /api/v1/orders/{n}: the same answer, audited; a customer is refused', async () => {
    const order = await paidOrder()
    const viaAdmin = await app.request('PATCH', `/api/admin/orders/${order.number}`, {
      cookie: staff,
      body: { tracking_number: '1Z-ADMIN', dealer_fulfilled: true },
    })
    expect(viaAdmin.status, await viaAdmin.clone().text()).toBe(200)
    const viaAlias = await app.request('PATCH', `/api/v1/orders/${order.id}`, {
      cookie: staff,
      body: { tracking_number: '1Z-ADMIN', dealer_fulfilled: true },
    })
    expect(viaAlias.status).toBe(200)
    const [a, b] = [await viaAdmin.json(), await viaAlias.json()]
    expect(a).toEqual(b)
    expect(a).toMatchObject({ tracking_number: '1Z-ADMIN', dealer_fulfilled: true })
    expect((await detail(order.number)).tracking_number).toBe('1Z-ADMIN')
    const audits = await app.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'order.updated'), eq(auditEvent.subjectId, order.number)))
    expect(audits).toHaveLength(2)
    expect(audits[0]!.details).toMatchObject({ after: { tracking_number: '1Z-ADMIN', dealer_fulfilled: true } })

    const refused = await app.request('PATCH', `/api/admin/orders/${order.number}`, {
      cookie: customer,
      body: { tracking_number: 'nope' },
    })
    expect(refused.status).toBe(403)
    expect((await app.request('PATCH', `/api/admin/orders/${order.number}`, { body: {} })).status).toBe(401)
  })

  it.each([
    [
      'PUT',
      '/api/v1/switch-states',
      '/api/admin/switch-states',
      () => ({
        'fz-shortage': true,
        'fz-shortage-month': '2026-12',
        'fzl-shortage': false,
        'fzl-shortage-month': null,
      }),
    ],
    [
      'PUT',
      '/api/v1/conversion-rate',
      '/api/admin/conversion-rate',
      () => ({
        currency_from: 'USD',
        currency_to: 'EUR',
        rate: '0.93',
      }),
    ],
  ] as const)('%s %s and its home %s answer alike, for staff and for a customer', async (method, alias, home, body) => {
    for (const cookie of [staff, customer, undefined]) {
      const [old, now] = [
        await app.request(method, alias, { cookie, body: body() }),
        await app.request(method, home, { cookie, body: body() }),
      ]
      expect(now.status).toBe(old.status)
      expect(withoutTime(await now.json())).toEqual(withoutTime(await old.json()))
    }
  })

  it('PATCH /api/admin/tax-rates/{id} and POST /api/admin/short-links are their v1 operations', async () => {
    const rates = await (await app.request('GET', '/api/v1/tax-rates')).json()
    const rate = rates.data[0]
    const patch = (path: string, cookie?: string) =>
      app.request('PATCH', path, { cookie, body: { rate_percent: rate.rate_percent } })
    const [old, now] = [
      await patch(`/api/v1/tax-rates/${rate.id}`, staff),
      await patch(`/api/admin/tax-rates/${rate.id}`, staff),
    ]
    expect([old.status, now.status]).toEqual([200, 200])
    expect(withoutTime(await now.json())).toEqual(withoutTime(await old.json()))
    expect((await patch(`/api/admin/tax-rates/${rate.id}`, customer)).status).toBe(403)

    const link = (path: string, hash: string, cookie?: string) =>
      app.request('POST', path, { cookie, body: { hash, target_path: '/catalog' } })
    const made = await link('/api/admin/short-links', 'AdminHome1', staff)
    expect(made.status).toBe(201)
    expect(await made.json()).toMatchObject({ hash: 'AdminHome1', target_path: '/catalog' })
    expect((await link('/api/v1/short-links', 'AliasLink1', staff)).status).toBe(201)
    expect((await link('/api/admin/short-links', 'AdminHome2', customer)).status).toBe(403)
    expect((await link('/api/v1/short-links', 'AliasLink2', customer)).status).toBe(403)
  })
})
