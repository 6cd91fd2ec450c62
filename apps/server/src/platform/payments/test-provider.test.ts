import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PAYMENT_ERROR_KINDS, PAYMENT_ERROR_MESSAGES, TEST_PAYMENT_TOKENS } from '@shop/domain/payments'
import { freshDatabase } from '../../../test/test-database'
import type { Database } from '../../db/client'
import { testPaymentCharge } from '../../db/schema/payments'
import type { ChargeRequest } from './payment-provider'
import { createTestProvider } from './test-provider'

let database: Database

beforeEach(async () => {
  database = await freshDatabase()
})
afterEach(async () => {
  await database.close()
})

const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  idempotencyKey: 'order:1',
  amountMinor: 12_999n,
  currency: 'USD',
  description: 'TuneShop order 1',
  customer: { email: 'buyer@example.com' },
  method: { provider: 'test', token: 'tok_visa' },
  ...overrides,
})

describe('test provider', () => {
  it('tok_visa charges once and findCharge finds it', async () => {
    const provider = createTestProvider(database.db)
    const result = await provider.charge(request())
    expect(result).toMatchObject({ ok: true, provider: 'test', amountMinor: 12_999n, currency: 'USD' })
    expect(await provider.findCharge('order:1')).toEqual({
      chargeId: result.ok && result.chargeId,
      provider: 'test',
      amountMinor: 12_999n,
      currency: 'USD',
    })
    expect(await provider.findCharge('order:2')).toBeNull()
  })

  it.each(PAYMENT_ERROR_KINDS)('its token for "%s" declines with that kind and charges nothing', async (kind) => {
    const provider = createTestProvider(database.db)
    const { token } = TEST_PAYMENT_TOKENS.find((entry) => entry.outcome === kind)!
    const result = await provider.charge(request({ method: { provider: 'test', token } }))
    expect(result).toEqual({ ok: false, kind, message: PAYMENT_ERROR_MESSAGES[kind] })
    expect(await provider.findCharge('order:1')).toBeNull()
  })

  it('an undocumented token is a revoked payment method', async () => {
    const result = await createTestProvider(database.db).charge(
      request({ method: { provider: 'test', token: 'tok_x' } }),
    )
    expect(result).toMatchObject({ ok: false, kind: 'revoked_payment_method' })
  })

  it('50 concurrent charges with one idempotency key make exactly one charge', async () => {
    const provider = createTestProvider(database.db)
    const results = await Promise.all(Array.from({ length: 50 }, () => provider.charge(request())))
    const ids = new Set(results.map((result) => (result.ok ? result.chargeId : result.kind)))
    expect(ids.size).toBe(1)
    expect(await database.db.select().from(testPaymentCharge)).toHaveLength(1)
  })

  it('a key that charged stays charged across a restart (a new provider on the same database)', async () => {
    const first = await createTestProvider(database.db).charge(request())
    const again = await createTestProvider(database.db).charge(
      request({ method: { provider: 'test', token: 'tok_avs_cvv' } }),
    )
    expect(again).toEqual(first)
  })

  it('reusing a key for another amount is a programming error', async () => {
    const provider = createTestProvider(database.db)
    await provider.charge(request())
    await expect(provider.charge(request({ amountMinor: 1n }))).rejects.toThrow(/another amount/)
  })

  it('refunds up to the charge, each refund key once', async () => {
    const provider = createTestProvider(database.db)
    const charge = await provider.charge(request({ amountMinor: 1000n }))
    if (!charge.ok) throw new Error('charge failed')
    const first = await provider.refund(charge.chargeId, 600n, 'refund:1')
    expect(first).toMatchObject({ ok: true, amountMinor: 600n })
    expect(await provider.refund(charge.chargeId, 600n, 'refund:1')).toEqual(first)
    expect(await provider.refund(charge.chargeId, 500n, 'refund:2')).toMatchObject({ ok: false, kind: 'unknown' })
    expect(await provider.refund(charge.chargeId, 400n, 'refund:3')).toMatchObject({ ok: true, amountMinor: 400n })
    expect(await provider.refund('test_ch_missing', 1n, 'refund:4')).toMatchObject({ ok: false })
  })

  it('refuses a method of another provider', async () => {
    const provider = createTestProvider(database.db)
    await expect(provider.charge(request({ method: { provider: 'paypal', orderId: 'X' } }))).rejects.toThrow()
  })
})
