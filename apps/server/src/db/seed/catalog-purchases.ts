import type { Db } from '../client'
import { address } from '../schema/accounts'
import { dealerBillingProfile, dealerCreditLimit } from '../schema/catalog-purchases'
import { DEMO_ACCOUNTS } from './demo-accounts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Credit the demo dealer may use for pay-later catalog purchases, per store currency (minor units). */
export const DEMO_DEALER_CREDIT_LIMITS: Record<string, bigint> = {
  USD: 2_500_00n,
  CAD: 3_400_00n,
  EUR: 2_300_00n,
  GBP: 2_000_00n,
}

/**
 * The demo dealer's billing setup (decision 0045): a billing address and credit limits, so that a dealer
 * member can buy catalog tunes now and have the dealer billed later.
 */
export async function seedCatalogPurchases(tx: Tx, at: Date) {
  const owner = DEMO_ACCOUNTS.find((demo) => demo.membership?.organizationId.endsWith('d1'))
  if (!owner?.membership) return
  const organizationId = owner.membership.organizationId
  const [billing] = await tx
    .insert(address)
    .values({
      userId: owner.id,
      countryCode: 'US',
      fullName: 'Redline Performance Accounts Payable',
      line1: '4410 Industrial Way',
      city: 'Reno',
      state: 'NV',
      postalCode: '89502',
      email: owner.email,
      phone: '+1 775 555 0190',
      readonly: true,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: address.id })
  await tx.insert(dealerBillingProfile).values({ organizationId, billingAddressId: billing!.id, updatedAt: at })
  await tx.insert(dealerCreditLimit).values(
    Object.entries(DEMO_DEALER_CREDIT_LIMITS).map(([currency, limitMinor]) => ({
      organizationId,
      currency,
      limitMinor,
    })),
  )
}
