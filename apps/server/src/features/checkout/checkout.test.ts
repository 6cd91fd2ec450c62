import { randomUUID } from 'node:crypto'
import { eq, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONFLICT_MESSAGES, PAYMENT_ERROR_MESSAGES } from '@shop/domain/errors'
import { checkoutOrder, paymentAttempt } from '../../db/schema/checkout'
import { outboxMail } from '../../db/schema/mail'
import { testPaymentRefund } from '../../db/schema/payments'
import { storeDiscountCode, storeCart, storeDiscountCodeAmount, storeStockLevel } from '../../db/schema/store'
import { storeStockMovement } from '../../db/schema/stock'
import { cookieFrom } from '../../../test/test-app'
import {
  app,
  customer,
  other,
  product,
  entry,
  US_ADDRESS,
  DE_ADDRESS,
  cable,
  post,
  newOrder,
  pay,
  chargesOf,
} from './checkout.test-fixtures'

describe('POST /api/order/estimate (issue 4 item 5)', () => {
  it('prices lines from the database, adds standard shipping and US sales tax by the destination state', async () => {
    const response = await post('/api/order/estimate', {
      currency: 'USD',
      entries: [entry(cable, 2)],
      billing_address: US_ADDRESS,
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        unit_price: { amount_minor: 10_500, currency: 'USD' },
        line_total: { amount_minor: 21_000, currency: 'USD' },
        options: [{ option: 'Length', selection: '3 m' }],
      }),
    ])
    expect(body.shipping).toMatchObject({ tier: 'standard', amount: { amount_minor: 999, currency: 'USD' } })
    expect(body.shipping_options.map((o: { tier: string }) => o.tier)).toEqual(['standard', 'express'])
    // California 7.25 % of 210.00 = 15.225 → 15.23 (goods only).
    expect(body.taxes).toEqual([
      { name: 'Sales tax', rate_percent: 7.25, inclusive: false, amount: { amount_minor: 1_523, currency: 'USD' } },
    ])
    expect(body.total).toEqual({ amount_minor: 21_000 + 999 + 1_523, currency: 'USD' })
    expect(body.billing_address).toMatchObject({ state: 'CA', country_code: 'US' })
  })

  it('a currency that is not a store currency falls back to the first store currency (SPEC §5)', async () => {
    const body = await (
      await post('/api/order/estimate', { currency: 'JPY', entries: [entry(cable)], billing_address: US_ADDRESS })
    ).json()
    expect(body.currency).toBe('USD')
    expect(body.subtotal).toEqual({ amount_minor: 10_500, currency: 'USD' })
  })

  it('EU VAT by destination country is shown included and adds nothing', async () => {
    const body = await (
      await post('/api/order/estimate', { currency: 'EUR', entries: [entry(cable)], billing_address: DE_ADDRESS })
    ).json()
    expect(body.subtotal.amount_minor).toBe(12_400)
    const gross = 12_400 + 1_299
    expect(body.taxes).toEqual([
      {
        name: 'VAT',
        rate_percent: 19,
        inclusive: true,
        amount: { amount_minor: Math.round((gross * 19) / 119), currency: 'EUR' },
      },
    ])
    expect(body.total.amount_minor).toBe(gross)
  })

  it('Ontario pays HST on goods and shipping', async () => {
    const body = await (
      await post('/api/order/estimate', {
        currency: 'CAD',
        entries: [entry(cable)],
        billing_address: { ...US_ADDRESS, country_code: 'CA', state: 'ON', postal_code: 'M5V 2T6', city: 'Toronto' },
      })
    ).json()
    expect(body.taxes).toEqual([
      expect.objectContaining({
        name: 'HST',
        amount: { amount_minor: Math.round((13_700 + 1_299) * 0.13), currency: 'CAD' },
      }),
    ])
  })

  it('409 no_shipping_for_destination with its SPEC §8 text', async () => {
    const response = await post('/api/order/estimate', {
      entries: [entry(cable)],
      billing_address: { ...US_ADDRESS, country_code: 'RU', state: '', postal_code: '101000', city: 'Moscow' },
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      code: 'no_shipping_for_destination',
      message: 'No shipping could be found for your address.',
    })
  })

  it('409 shipping_tier_not_supported_for_destination with its SPEC §8 text', async () => {
    const response = await post('/api/order/estimate', {
      entries: [entry(cable)],
      shipping_tier: 'express',
      billing_address: { ...US_ADDRESS, country_code: 'AE', state: '', postal_code: '', city: 'Dubai' },
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      code: 'shipping_tier_not_supported_for_destination',
      message: 'The specified shipping tier cannot be used for this destination.',
    })
  })

  it("an address that cannot be resolved is a 422 'unable to resolve address'", async () => {
    const response = await post('/api/order/estimate', {
      entries: [entry(cable)],
      billing_address: US_ADDRESS,
      addresses_the_same: false,
      shipping_address: { ...US_ADDRESS, postal_code: '9262' },
    })
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({ shipping_address: ['unable to resolve address'] })
  })

  it("uses the buyer's saved address; someone else's address id is 404", async () => {
    const addresses = await (await app.request('GET', '/api/v1/addresses', { cookie: customer })).json()
    const id = (addresses.data ?? addresses)[0].id
    const mine = await post(
      '/api/order/estimate',
      { entries: [entry(cable)], billing_address: { address_id: id } },
      {
        cookie: customer,
      },
    )
    expect(mine.status).toBe(200)
    expect((await mine.json()).billing_address.city).toBe('Costa Mesa')
    const theirs = await post(
      '/api/order/estimate',
      { entries: [entry(cable)], billing_address: { address_id: id } },
      {
        cookie: other,
      },
    )
    expect(theirs.status).toBe(404)
    const guest = await post('/api/order/estimate', { entries: [entry(cable)], billing_address: { address_id: id } })
    expect(guest.status).toBe(404)
  })

  it('an empty cart or an unknown product is a 422', async () => {
    expect((await post('/api/order/estimate', { entries: [], billing_address: US_ADDRESS })).status).toBe(422)
    const unknown = { ...entry(cable), product: { ...entry(cable).product, slug: 'no-such-product' } }
    expect((await post('/api/order/estimate', { entries: [unknown], billing_address: US_ADDRESS })).status).toBe(422)
  })
})

describe('automatic discount codes (global state codes / hcodes) are applied and shown on the order', () => {
  it('applies the automatic code in scope, names it, and hides the hidden one', async () => {
    const scoped = await product('checkout-discounted', 10, false)
    await app.db
      .insert(storeDiscountCode)
      .values([{ code: 'CHECKOUT10', kind: 'percent', percent: 10, automatic: true, productId: scoped.id }])
    const [hidden] = await app.db
      .insert(storeDiscountCode)
      .values({ code: 'HIDDEN5', kind: 'amount', automatic: true, hidden: true, productId: scoped.id })
      .returning({ id: storeDiscountCode.id })
    await app.db.insert(storeDiscountCodeAmount).values({ codeId: hidden!.id, currency: 'USD', amountMinor: 500 })

    const { order } = await newOrder([entry(scoped), entry(cable)])
    const view = order as unknown as { discount: { amount_minor: number }; discount_codes: string[] }
    expect(view.discount_codes).toEqual(['CHECKOUT10'])
    expect(view.discount.amount_minor).toBe(1_000 + 500)
  })
})

describe('POST /api/order and /payment (issue 4 item 7)', () => {
  it('a guest pays with the test provider: paid, stock taken, confirmation mail with the invoice link, attribution kept', async () => {
    const tag = await app.request('POST', '/api/v1/track/tag', { body: { tag: 'SPRING24' } })
    const visitor = cookieFrom(tag)
    const created = await post(
      '/api/order',
      { entries: [entry(cable, 3)], billing_address: US_ADDRESS },
      { cookie: visitor },
    )
    const { order, token } = await created.json()
    expect(order).toMatchObject({ status: 'pending', attribution_tag: 'SPRING24', currency: 'USD' })
    const [before] = await app.db.select().from(storeStockLevel).where(eq(storeStockLevel.productId, cable.id))

    const response = await pay(order.id, token, 'tok_visa', randomUUID())
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: order.id, status: 'paid', total: order.total })
    const [after] = await app.db.select().from(storeStockLevel).where(eq(storeStockLevel.productId, cable.id))
    expect(after!.quantityOnHand).toBe(before!.quantityOnHand - 3)
    // The stock screens' history has the sale (decision 0094).
    const movements = await app.db.select().from(storeStockMovement).where(eq(storeStockMovement.productId, cable.id))
    expect(movements).toMatchObject([
      { reason: 'sale', delta: -3, quantityAfter: after!.quantityOnHand, orderId: order.id, actorUserId: null },
    ])

    const mails = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'guest@example.com'))
    const mail = mails.find((m) => m.subject.includes(`order ${order.id}`))
    expect(mail?.text).toContain(`/profile/orders/${order.id}/${token}/invoice`)
  })

  it('the same Idempotency-Key replays the first result; another payment of a committed order is 409 already_committed', async () => {
    const { order, token } = await newOrder()
    const key = randomUUID()
    expect((await pay(order.id, token, 'tok_visa', key)).status).toBe(200)
    const again = await pay(order.id, token, 'tok_visa', key)
    expect(again.status).toBe(200)
    expect((await again.json()).status).toBe('paid')
    const second = await pay(order.id, token, 'tok_visa', randomUUID())
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({
      code: 'already_committed',
      message: 'It seems like this purchase has already been completed.',
    })
    expect(CONFLICT_MESSAGES.already_committed).toBe('It seems like this purchase has already been completed.')
    expect(await chargesOf(order.id)).toBe(1)
  })

  it.each([
    ['tok_card_expired', 'card_expired'],
    ['tok_avs_cvv', 'avs_cvv'],
    ['tok_network_down_retry', 'network_down_retry'],
    ['tok_duplicate', 'duplicate'],
    ['tok_revoked_payment_method', 'revoked_payment_method'],
    ['tok_unknown', 'unknown'],
  ] as const)('a decline (%s) is 402 %s with its message; the order stays payable', async (testToken, kind) => {
    const { order, token } = await newOrder()
    const key = randomUUID()
    const declined = await pay(order.id, token, testToken, key)
    expect(declined.status).toBe(402)
    expect(await declined.json()).toEqual({ code: kind, message: PAYMENT_ERROR_MESSAGES[kind] })
    // Retrying the same key answers the same decline, without asking the provider again.
    expect((await pay(order.id, token, 'tok_visa', key)).status).toBe(402)
    const [row] = await app.db.select().from(checkoutOrder).where(eq(checkoutOrder.id, order.id))
    expect(row!.status).toBe('pending')
    expect((await pay(order.id, token, 'tok_visa', randomUUID())).status).toBe(200)
  })

  it("another guest's order (wrong token) is 404; the buyer's own order needs no token and leaves the saved cart", async () => {
    const { order, token } = await newOrder()
    expect((await pay(order.id, 'x'.repeat(token.length))).status).toBe(404)
    expect((await pay(order.id, undefined)).status).toBe(404)
    const mine = await newOrder([entry(cable)], US_ADDRESS, customer)
    const customerId = (await (await app.request('GET', '/api/user/me', { cookie: customer })).json()).id
    const kept = { ...entry(cable), product: { ...entry(cable).product, slug: 'kept-in-cart' }, hash: 'h-kept' }
    await app.db
      .insert(storeCart)
      .values({ userId: customerId, currency: 'USD', entries: [entry(cable), kept] })
      .onConflictDoUpdate({ target: storeCart.userId, set: { entries: [entry(cable), kept] } })
    expect((await pay(mine.order.id, undefined, 'tok_visa', undefined, other)).status).toBe(404)
    expect((await pay(mine.order.id, undefined, 'tok_visa', undefined, customer)).status).toBe(200)
    // The paid product leaves the buyer's saved cart; other lines stay.
    const [cart] = await app.db.select().from(storeCart).where(eq(storeCart.userId, customerId))
    expect(cart!.entries.map((e) => e.product.slug)).toEqual(['kept-in-cart'])
  })

  it('a retried create with the same Idempotency-Key answers the first order', async () => {
    const key = randomUUID()
    const body = { entries: [entry(cable)], billing_address: US_ADDRESS }
    const first = await post('/api/order', body, { key })
    const second = await post('/api/order', body, { key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect((await second.json()).order.id).toBe((await first.json()).order.id)
  })

  it('50 concurrent payments of one order: exactly one charge and one committed order, the rest 409 or a replay', async () => {
    const { order, token } = await newOrder()
    const keys = Array.from({ length: 10 }, () => randomUUID())
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pay(order.id, token, 'tok_visa', keys[i % keys.length])),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(['already_committed', 'payment_in_progress']).toContain((await response.json()).code)
    }
    expect(await chargesOf(order.id)).toBe(1)
    const attempts = await app.db.select().from(paymentAttempt).where(eq(paymentAttempt.orderId, order.id))
    expect(attempts.filter((a) => a.outcome === 'charged')).toHaveLength(1)
    const [row] = await app.db.select().from(checkoutOrder).where(eq(checkoutOrder.id, order.id))
    expect(row!.status).toBe('paid')
  })

  it('20 concurrent checkouts of the last unit in stock: exactly one succeeds, never oversold', async () => {
    const last = await product('checkout-last-cached', 1, false)
    const orders = []
    for (let i = 0; i < 20; i++) orders.push(await newOrder([entry(last)]))
    const responses = await Promise.all(
      orders.map(({ order, token }) => pay(order.id, token, 'tok_visa', randomUUID())),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    for (const response of responses.filter((r) => r.status === 409)) {
      expect((await response.json()).code).toBe('out_of_stock')
    }
    const [level] = await app.db.select().from(storeStockLevel).where(eq(storeStockLevel.productId, last.id))
    expect(level!.quantityOnHand).toBe(0)
    // Whoever was charged before losing the race was refunded: money kept = one order.
    let charged = 0
    let refunded = 0
    for (const { order } of orders) {
      charged += await chargesOf(order.id)
      const rows = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(testPaymentRefund)
        .where(like(testPaymentRefund.idempotencyKey, `order-${order.id}-%`))
      refunded += rows[0]!.n
    }
    expect(charged - refunded).toBe(1)
  })
})
