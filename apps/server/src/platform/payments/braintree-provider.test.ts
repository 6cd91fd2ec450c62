import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_ERROR_MESSAGES } from '@shop/domain/payments'
import { startBraintreeFake, type BraintreeFake } from '../../../test/payment-fakes/braintree-fake'
import { createBraintreeProvider, parseMerchantAccounts } from './braintree-provider'
import type { ChargeRequest } from './payment-provider'

let fake: BraintreeFake

beforeAll(async () => {
  fake = await startBraintreeFake()
})
afterAll(async () => {
  await fake.close()
})

const braintreeOf = (apiBaseUrl = fake.url) =>
  createBraintreeProvider({
    environment: 'sandbox',
    merchantId: 'merchant1',
    publicKey: 'public1',
    privateKey: 'private1',
    merchantAccounts: { USD: 'shop_usd' },
    apiBaseUrl,
  })

const request = (nonce: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  idempotencyKey: `order:${nonce}`,
  amountMinor: 12_999n,
  currency: 'USD',
  description: 'TuneShop order 9',
  customer: { email: 'buyer@example.com' },
  method: { provider: 'braintree', nonce, deviceData: '{"correlation_id":"c1"}' },
  ...overrides,
})

describe('Braintree adapter (against a local fake of the gateway)', () => {
  it('sells with the nonce and device data, submits for settlement, and finds the charge by our key', async () => {
    const { provider } = braintreeOf()
    const result = await provider.charge(request('fake-valid-nonce', { idempotencyKey: 'order:bt-1' }))
    expect(result).toMatchObject({ ok: true, provider: 'braintree', amountMinor: 12_999n, currency: 'USD' })
    expect(fake.sales.at(-1)).toMatchObject({
      amount: '129.99',
      payment_method_nonce: 'fake-valid-nonce',
      device_data: '{"correlation_id":"c1"}',
      order_id: 'order:bt-1',
      merchant_account_id: 'shop_usd',
      options: { submit_for_settlement: true },
    })
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Basic ${btoa('public1:private1')}`)
    expect(await provider.findCharge('order:bt-1')).toEqual({
      chargeId: result.ok && result.chargeId,
      provider: 'braintree',
      amountMinor: 12_999n,
      currency: 'USD',
    })
    expect(await provider.findCharge('order:never')).toBeNull()
  })

  it('a retried charge with the same key finds the first transaction and sells nothing new', async () => {
    const { provider } = braintreeOf()
    const first = await provider.charge(request('fake-valid-nonce', { idempotencyKey: 'order:bt-twice' }))
    const sales = fake.sales.length
    expect(await provider.charge(request('fake-valid-nonce', { idempotencyKey: 'order:bt-twice' }))).toEqual(first)
    expect(fake.sales.length).toBe(sales)
  })

  it.each([
    ['fake-expired-nonce', 'card_expired'],
    ['fake-cvv-nonce', 'avs_cvv'],
    ['fake-duplicate-nonce', 'duplicate'],
    ['fake-stolen-nonce', 'revoked_payment_method'],
    ['fake-consumed-nonce', 'revoked_payment_method'],
    ['fake-network-nonce', 'network_down_retry'],
    ['fake-processor-declined-nonce', 'unknown'],
  ] as const)('%s declines as %s', async (nonce, kind) => {
    expect(await braintreeOf().provider.charge(request(nonce))).toEqual({
      ok: false,
      kind,
      message: PAYMENT_ERROR_MESSAGES[kind],
    })
  })

  it('an unreachable gateway is network_down_retry', async () => {
    const result = await braintreeOf('http://127.0.0.1:1').provider.charge(request('fake-valid-nonce'))
    expect(result).toMatchObject({ ok: false, kind: 'network_down_retry' })
  })

  it('refunds part of a charge', async () => {
    const { provider } = braintreeOf()
    const charge = await provider.charge(request('fake-valid-nonce', { idempotencyKey: 'order:bt-refund' }))
    if (!charge.ok) throw new Error('charge failed')
    expect(await provider.refund(charge.chargeId, 2_500n, 'refund:bt')).toMatchObject({ ok: true, amountMinor: 2_500n })
  })

  it('a refund retried with its key refunds once; another key is another refund; neither counts as a charge', async () => {
    const { provider } = braintreeOf()
    const charge = await provider.charge(request('fake-valid-nonce', { idempotencyKey: 'order:bt-refund-twice' }))
    if (!charge.ok) throw new Error('charge failed')
    const first = await provider.refund(charge.chargeId, 1_000n, 'refund:bt-twice')
    const retry = await provider.refund(charge.chargeId, 1_000n, 'refund:bt-twice')
    if (!first.ok || !retry.ok) throw new Error('refund failed')
    expect(retry.refundId).toBe(first.refundId)
    const other = await provider.refund(charge.chargeId, 500n, 'refund:bt-other')
    expect(other).toMatchObject({ ok: true, amountMinor: 500n })
    const credits = [...fake.transactions.values()].filter(
      (t) => t.type === 'credit' && t.orderId?.startsWith('refund:bt-'),
    )
    expect(credits.map((t) => [t.orderId, t.amount])).toEqual([
      ['refund:bt-twice', '10.00'],
      ['refund:bt-other', '5.00'],
    ])
    expect(await provider.findCharge('refund:bt-twice')).toBeNull()
  })

  it('makes client tokens for Drop-in', async () => {
    expect(await braintreeOf().clientToken()).toBe('fake-client-token')
  })

  it('reads the merchant accounts setting', () => {
    expect(parseMerchantAccounts('USD:shop_usd,EUR:shop-eur')).toEqual({ USD: 'shop_usd', EUR: 'shop-eur' })
    expect(parseMerchantAccounts(undefined)).toEqual({})
  })
})
