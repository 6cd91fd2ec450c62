import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PAYMENT_ERROR_MESSAGES } from '@shop/domain/payments'
import { freshDatabase } from '../../../test/test-database'
import { startStripeFake, type StripeFake } from '../../../test/payment-fakes/stripe-fake'
import type { Database } from '../../db/client'
import { user } from '../../db/schema/auth'
import { stripeCustomer } from '../../db/schema/payments'
import type { ChargeRequest } from './payment-provider'
import { createStripeProvider, REQUIRES_ACTION_MESSAGE, stripeKeyOf } from './stripe-provider'

let fake: StripeFake
let database: Database

beforeAll(async () => {
  fake = await startStripeFake()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(async () => {
  database = await freshDatabase()
  await database.db.insert(user).values({ id: 'u1', name: 'Buyer', email: 'buyer@example.com' })
})
afterEach(async () => {
  await database.close()
})

const stripeOf = (apiBaseUrl = fake.url) =>
  createStripeProvider(
    { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', apiBaseUrl, maxNetworkRetries: 0 },
    database.db,
  )

const request = (paymentMethodId: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  idempotencyKey: `order:${paymentMethodId}`,
  amountMinor: 4_999n,
  currency: 'EUR',
  description: 'TuneShop order 7',
  customer: { email: 'buyer@example.com' },
  method: { provider: 'stripe', paymentMethodId, saveForLater: false },
  ...overrides,
})

describe('Stripe adapter (against a local fake of the Stripe API)', () => {
  it('confirms a PaymentIntent with our idempotency key and finds it again by that key', async () => {
    const { provider } = stripeOf()
    const result = await provider.charge(request('pm_card_visa', { idempotencyKey: 'order:42' }))
    expect(result).toMatchObject({ ok: true, provider: 'stripe', amountMinor: 4_999n, currency: 'EUR' })
    const sent = fake.requests.filter((r) => r.url.pathname === '/v1/payment_intents').at(-1)!
    expect(sent.headers['idempotency-key']).toBe('order:42|pm_card_visa')
    const form = new URLSearchParams(sent.body)
    expect(form.get('amount')).toBe('4999')
    expect(form.get('currency')).toBe('eur')
    expect(form.get('confirm')).toBe('true')
    expect(await provider.findCharge('order:42')).toEqual({
      chargeId: result.ok && result.chargeId,
      provider: 'stripe',
      amountMinor: 4_999n,
      currency: 'EUR',
    })
    expect(await provider.findCharge("order:'nothing'")).toBeNull()
  })

  it('the same idempotency key twice is one PaymentIntent', async () => {
    const { provider } = stripeOf()
    const before = fake.intents.size
    const [a, b] = await Promise.all([
      provider.charge(request('pm_card_visa', { idempotencyKey: 'order:twice' })),
      provider.charge(request('pm_card_visa', { idempotencyKey: 'order:twice' })),
    ])
    expect(a).toEqual(b)
    expect(fake.intents.size).toBe(before + 1)
  })

  it('after a decline the same key pays with another card (Stripe would replay the decline for its key)', async () => {
    const { provider } = stripeOf()
    const declined = await provider.charge(request('pm_card_chargeDeclined', { idempotencyKey: 'order:retry' }))
    expect(declined).toMatchObject({ ok: false, kind: 'unknown' })
    const paid = await provider.charge({
      ...request('pm_card_visa', { idempotencyKey: 'order:retry' }),
    })
    expect(paid).toMatchObject({ ok: true, amountMinor: 4_999n })
    expect(stripeKeyOf('k'.repeat(300), 'pm_1')).toMatch(/^sha256:[0-9a-f]{64}$/)
  })

  it.each([
    ['pm_card_chargeDeclinedExpiredCard', 'card_expired'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'avs_cvv'],
    ['pm_card_duplicate', 'duplicate'],
    ['pm_card_revoked', 'revoked_payment_method'],
    ['pm_missing', 'revoked_payment_method'],
    ['pm_card_chargeDeclined', 'unknown'],
    ['pm_card_server_error', 'network_down_retry'],
  ] as const)('%s declines as %s', async (pm, kind) => {
    const result = await stripeOf().provider.charge(request(pm))
    expect(result).toEqual({ ok: false, kind, message: PAYMENT_ERROR_MESSAGES[kind] })
  })

  it('an unreachable Stripe is network_down_retry', async () => {
    const result = await stripeOf('http://127.0.0.1:1').provider.charge(request('pm_card_visa'))
    expect(result).toMatchObject({ ok: false, kind: 'network_down_retry' })
  })

  it('a card that needs 3-D Secure is refused with its own message', async () => {
    const result = await stripeOf().provider.charge(request('pm_card_threeDSecureRequired'))
    expect(result).toEqual({ ok: false, kind: 'unknown', message: REQUIRES_ACTION_MESSAGE })
  })

  it('stripe_payment_method_new saves the card on the buyer’s customer; list and remove only their own', async () => {
    const stripe = stripeOf()
    const saved = await stripe.provider.charge(
      request('pm_card_mastercard', {
        idempotencyKey: 'order:save',
        customer: { email: 'buyer@example.com', userId: 'u1' },
        method: { provider: 'stripe', paymentMethodId: 'pm_card_mastercard', saveForLater: true },
      }),
    )
    expect(saved.ok).toBe(true)
    const [row] = await database.db.select().from(stripeCustomer)
    expect(row?.userId).toBe('u1')
    expect(
      new URLSearchParams(fake.requests.find((r) => r.url.pathname === '/v1/customers')!.body).get('metadata[user_id]'),
    ).toBe('u1')
    expect(await stripe.listSavedMethods('u1')).toEqual([
      { id: 'pm_card_mastercard', brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034 },
    ])
    fake.attach('pm_someone_else', 'cus_other')
    expect(await stripe.removeSavedMethod('u1', 'pm_someone_else')).toBe(false)
    expect(await stripe.removeSavedMethod('u1', 'pm_does_not_exist')).toBe(false)
    expect(await stripe.removeSavedMethod('u1', 'pm_card_mastercard')).toBe(true)
    expect(await stripe.listSavedMethods('u1')).toEqual([])
    expect(await stripe.listSavedMethods('nobody')).toEqual([])
  })

  it('refunds through Stripe with the refund key', async () => {
    const { provider } = stripeOf()
    const charge = await provider.charge(request('pm_card_visa', { idempotencyKey: 'order:refund' }))
    if (!charge.ok) throw new Error('charge failed')
    expect(await provider.refund(charge.chargeId, 1_000n, 'refund:1')).toMatchObject({ ok: true, amountMinor: 1_000n })
    expect(fake.requests.at(-1)!.headers['idempotency-key']).toBe('refund:1')
  })
})
