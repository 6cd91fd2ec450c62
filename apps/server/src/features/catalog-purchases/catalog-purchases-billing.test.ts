import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONFLICT_MESSAGES } from '@shop/domain/errors'
import { catalogPurchase, dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { reconcileStuckPurchases } from './catalog-purchases.service'
import { DEALER_ORG, app, customer, dealer, newKey, post, saved, payBody } from './catalog-purchases.test-fixtures'

describe('reconciliation after a crash between charge and commit (issue 4 item 7)', () => {
  /** A purchase as a crash leaves it: claimed for paying `minutesAgo` minutes ago, its outcome never recorded. */
  async function leftPaying(minutesAgo: number, charged: boolean) {
    const { purchase_id: id, total } = await saved(customer)
    if (charged) {
      await app.deps.payments.chargeOrThrow({
        idempotencyKey: `catalog-purchase:${id}`,
        amountMinor: BigInt(total.amount_minor),
        currency: total.currency,
        description: `purchase #${id}`,
        customer: { email: 'customer@example.com' },
        method: { provider: 'test', token: 'tok_visa' },
      })
    }
    await app.db
      .update(catalogPurchase)
      .set({
        status: 'paying',
        paymentProvider: 'test',
        commitKey: `crashed-${id}`,
        updatedAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .where(eq(catalogPurchase.id, id))
    return id
  }
  const statusOf = async (id: number) =>
    (await app.db.select().from(catalogPurchase).where(eq(catalogPurchase.id, id)))[0]!

  it('at start: charged → paid with its charge; not charged → back to its estimate; a fresh one is left alone', async () => {
    const charged = await leftPaying(10, true)
    const uncharged = await leftPaying(10, false)
    const fresh = await leftPaying(0, false)

    const tally = await reconcileStuckPurchases(app.deps)
    expect(tally.paid).toBeGreaterThanOrEqual(1)
    expect(tally.reopened).toBeGreaterThanOrEqual(1)
    expect(await statusOf(charged)).toMatchObject({ status: 'paid', commitKey: `crashed-${charged}` })
    expect((await statusOf(charged)).chargeId).toBeTruthy()
    expect(await statusOf(uncharged)).toMatchObject({ status: 'estimate', commitKey: null })
    expect((await statusOf(fresh)).status).toBe('paying')

    // A second run finds nothing of these left, and the reopened purchase can be paid.
    await reconcileStuckPurchases(app.deps)
    expect((await statusOf(charged)).status).toBe('paid')
    const pay = await post('/api/v1/catalog/pay', customer, payBody(uncharged), { 'idempotency-key': newKey() })
    expect(pay.status).toBe(200)
  })
})

describe('POST /api/v1/catalog/pay-later (dealer members)', () => {
  it('bills the dealer; a second commit is 409 already_committed', async () => {
    const estimate = await saved(dealer)
    const key = newKey()
    const response = await post(
      '/api/v1/catalog/pay-later',
      dealer,
      { purchase_id: estimate.purchase_id },
      { 'idempotency-key': key },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'billed', billed_to: 'Redline Performance' })
    // Decision 0102: the purchase is on the dealer's ledger balance at once, as what it owes.
    const entries = await app.request(
      'GET',
      `/api/v1/dealers/redline-performance/entries?currency=${estimate.total.currency}`,
      {
        cookie: dealer,
      },
    )
    expect((await entries.json()).data[0]).toMatchObject({
      kind: 'dealer-purchase',
      amount: { amount_minor: -estimate.total.amount_minor, currency: estimate.total.currency },
    })
    const again = await post('/api/v1/catalog/pay', dealer, payBody(estimate.purchase_id), {
      'idempotency-key': newKey(),
    })
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(CONFLICT_MESSAGES.already_committed)
  })

  it('409 dealer_hit_credit_limit with its text when the purchase would pass the limit', async () => {
    await app.db
      .update(dealerCreditLimit)
      .set({ limitMinor: 1n })
      .where(eq(dealerCreditLimit.organizationId, DEALER_ORG))
    const estimate = await saved(dealer)
    const response = await post(
      '/api/v1/catalog/pay-later',
      dealer,
      { purchase_id: estimate.purchase_id },
      { 'idempotency-key': newKey() },
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      code: 'dealer_hit_credit_limit',
      message: 'This purchase exceeds a credit limit. Please confirm the current account balance.',
    })
    await app.db
      .update(dealerCreditLimit)
      .set({ limitMinor: 100_000_000n })
      .where(eq(dealerCreditLimit.organizationId, DEALER_ORG))
  })

  it('409 dealer_missing_billing_info with its text when the dealer has no billing address', async () => {
    const { dealerBillingProfile } = await import('../../db/schema/catalog-purchases')
    const [profile] = await app.db
      .select()
      .from(dealerBillingProfile)
      .where(eq(dealerBillingProfile.organizationId, DEALER_ORG))
    await app.db
      .update(dealerBillingProfile)
      .set({ billingAddressId: null })
      .where(eq(dealerBillingProfile.organizationId, DEALER_ORG))
    const estimate = await saved(dealer)
    const response = await post(
      '/api/v1/catalog/pay-later',
      dealer,
      { purchase_id: estimate.purchase_id },
      { 'idempotency-key': newKey() },
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      code: 'dealer_missing_billing_info',
      message: 'Billing information must be setup on this dealer account before proceeding.',
    })
    await app.db
      .update(dealerBillingProfile)
      .set({ billingAddressId: profile!.billingAddressId })
      .where(eq(dealerBillingProfile.organizationId, DEALER_ORG))
  })

  it('a customer who is not a dealer member is refused (403)', async () => {
    const estimate = await saved(customer)
    const response = await post(
      '/api/v1/catalog/pay-later',
      customer,
      { purchase_id: estimate.purchase_id },
      { 'idempotency-key': newKey() },
    )
    expect(response.status).toBe(403)
  })
})
