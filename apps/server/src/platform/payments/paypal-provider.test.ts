import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PAYMENT_ERROR_MESSAGES } from '@shop/domain/payments'
import { startPaypalFake, type PaypalFake } from '../../../test/payment-fakes/paypal-fake'
import { freshDatabase } from '../../../test/test-database'
import type { Database } from '../../db/client'
import type { ChargeRequest } from './payment-provider'
import { createPaypalProvider, PAYPAL_AMOUNT_MISMATCH_MESSAGE } from './paypal-provider'

let fake: PaypalFake
let database: Database

beforeAll(async () => {
  fake = await startPaypalFake()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(async () => {
  database = await freshDatabase()
})
afterEach(async () => {
  await database.close()
})

const paypalOf = (apiBaseUrl = fake.url) =>
  createPaypalProvider(
    { environment: 'sandbox', clientId: 'client1', clientSecret: 'secret1', apiBaseUrl },
    database.db,
  )

const request = (orderId: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  idempotencyKey: `order:${orderId}`,
  amountMinor: 12_999n,
  currency: 'USD',
  description: 'TuneShop order 11',
  customer: { email: 'buyer@example.com' },
  method: { provider: 'paypal', orderId },
  ...overrides,
})

describe('PayPal adapter (against a local fake of the PayPal REST API)', () => {
  it('captures the approved order with our key as PayPal-Request-Id, and finds it again', async () => {
    fake.approve('PP-OK', 'USD', '129.99')
    const { provider } = paypalOf()
    const result = await provider.charge(request('PP-OK', { idempotencyKey: 'order:pp-1' }))
    expect(result).toMatchObject({ ok: true, provider: 'paypal', amountMinor: 12_999n, currency: 'USD' })
    const captureCall = fake.requests.find((r) => r.url.pathname === '/v2/checkout/orders/PP-OK/capture')!
    expect(captureCall.headers['paypal-request-id']).toBe('order:pp-1')
    expect(captureCall.headers.host).toBe('api-m.sandbox.paypal.com')
    expect(fake.requests.some((r) => r.url.pathname === '/v1/oauth2/token')).toBe(true)
    expect(await provider.findCharge('order:pp-1')).toEqual({
      chargeId: result.ok && result.chargeId,
      provider: 'paypal',
      amountMinor: 12_999n,
      currency: 'USD',
    })
    expect(await provider.findCharge('order:never')).toBeNull()
  })

  it('a retry with the same key answers the first capture; another key for a captured order is a duplicate', async () => {
    fake.approve('PP-TWICE', 'USD', '129.99')
    const { provider } = paypalOf()
    const first = await provider.charge(request('PP-TWICE', { idempotencyKey: 'order:pp-twice' }))
    expect(await provider.charge(request('PP-TWICE', { idempotencyKey: 'order:pp-twice' }))).toEqual(first)
    expect(await provider.charge(request('PP-TWICE', { idempotencyKey: 'order:someone-else' }))).toMatchObject({
      ok: false,
      kind: 'duplicate',
    })
  })

  it('refuses an order approved for another amount or currency, capturing nothing', async () => {
    fake.approve('PP-CHEAP', 'USD', '0.01')
    fake.approve('PP-EUR', 'EUR', '129.99')
    const { provider } = paypalOf()
    for (const id of ['PP-CHEAP', 'PP-EUR']) {
      expect(await provider.charge(request(id))).toEqual({
        ok: false,
        kind: 'unknown',
        message: PAYPAL_AMOUNT_MISMATCH_MESSAGE,
      })
      expect(fake.orders.get(id)?.capture).toBeUndefined()
    }
  })

  it.each([
    ['PP-EXPIRED', { status: 422, issue: 'CARD_EXPIRED' }, 'card_expired'],
    ['PP-CVV', 'declined_cvv', 'avs_cvv'],
    ['PP-LOCKED', { status: 422, issue: 'PAYER_ACCOUNT_LOCKED_OR_CLOSED' }, 'revoked_payment_method'],
    ['PP-CAPTURED', { status: 422, issue: 'ORDER_ALREADY_CAPTURED' }, 'duplicate'],
    ['PP-DECLINED', { status: 422, issue: 'INSTRUMENT_DECLINED' }, 'unknown'],
    ['PP-DOWN', { status: 503, issue: 'SERVICE_UNAVAILABLE' }, 'network_down_retry'],
  ] as const)('%s declines as %s', async (id, behaviour, kind) => {
    fake.approve(id, 'USD', '129.99', behaviour)
    expect(await paypalOf().provider.charge(request(id))).toEqual({
      ok: false,
      kind,
      message: PAYMENT_ERROR_MESSAGES[kind],
    })
  })

  it('an order PayPal does not know is a revoked payment method', async () => {
    expect(await paypalOf().provider.charge(request('PP-NOPE'))).toMatchObject({
      ok: false,
      kind: 'revoked_payment_method',
    })
  })

  it('an unreachable PayPal is network_down_retry', async () => {
    expect(await paypalOf('http://127.0.0.1:1').provider.charge(request('PP-OK'))).toMatchObject({
      ok: false,
      kind: 'network_down_retry',
    })
  })

  it('refunds part of a capture', async () => {
    fake.approve('PP-REFUND', 'USD', '129.99')
    const { provider } = paypalOf()
    const charge = await provider.charge(request('PP-REFUND'))
    if (!charge.ok) throw new Error('charge failed')
    expect(await provider.refund(charge.chargeId, 1_000n, 'refund:pp')).toMatchObject({ ok: true, amountMinor: 1_000n })
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({ amount: { currency_code: 'USD', value: '10.00' } })
  })
})
