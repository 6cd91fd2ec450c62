import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organization } from '../../db/schema/auth'
import { dealerBillingProfile, dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { dealerProfile } from '../../db/schema/dealers'

type DealerStatus = 'active' | 'suspended' | 'archived'

const dealerColumns = {
  id: organization.id,
  slug: organization.slug,
  name: organization.name,
  status: dealerProfile.status,
}

/** A dealer organization by its slug; one without a profile yet counts as active. */
export async function findDealerBySlug(db: Db, slug: string) {
  const [row] = await db
    .select(dealerColumns)
    .from(organization)
    .leftJoin(dealerProfile, eq(dealerProfile.organizationId, organization.id))
    .where(and(eq(organization.slug, slug), eq(organization.kind, 'dealer')))
  return row ? { ...row, status: (row.status ?? 'active') as DealerStatus } : null
}

/** Dealers by their ids, by name. */
export async function findDealersByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select(dealerColumns)
    .from(organization)
    .leftJoin(dealerProfile, eq(dealerProfile.organizationId, organization.id))
    .where(and(inArray(organization.id, [...ids]), eq(organization.kind, 'dealer')))
    .orderBy(organization.name)
  return rows.map((row) => ({ ...row, status: (row.status ?? 'active') as DealerStatus }))
}

/** How far below zero a dealer's money may go in a currency (no limit set: not at all). */
export async function creditLimitOf(db: Db, dealerId: string, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ limit: dealerCreditLimit.limitMinor })
    .from(dealerCreditLimit)
    .where(and(eq(dealerCreditLimit.organizationId, dealerId), eq(dealerCreditLimit.currency, currency)))
  return row?.limit ?? 0n
}

/** Every credit limit of a dealer, by currency (one query for a page that shows them all). */
export async function creditLimitsOf(db: Db, dealerId: string): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ currency: dealerCreditLimit.currency, limit: dealerCreditLimit.limitMinor })
    .from(dealerCreditLimit)
    .where(eq(dealerCreditLimit.organizationId, dealerId))
  return new Map(rows.map((row) => [row.currency, row.limit]))
}

/** Whether the dealer's billing profile names a billing address. */
export async function hasBillingAddress(db: Db, dealerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dealerBillingProfile.organizationId })
    .from(dealerBillingProfile)
    .where(and(eq(dealerBillingProfile.organizationId, dealerId), isNotNull(dealerBillingProfile.billingAddressId)))
  return row !== undefined
}
