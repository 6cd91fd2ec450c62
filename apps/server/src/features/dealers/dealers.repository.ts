import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organization } from '../../db/schema/auth'
import { dealerBillingProfile, dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { dealerProfile } from '../../db/schema/dealers'
import { ledgerAccount, ledgerEntry } from '../../db/schema/ledger'

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

type AccountBalance = { kind: string; unit: string; balance: string }

/**
 * The dealer's ledger accounts with their balances and its credit limits, in one query: the money the dashboard
 * shows every page (decision 0110; `balancesOf` and `creditLimitsOf` read the same, in two).
 */
export async function moneyOf(
  db: Db,
  dealerId: string,
): Promise<{ accounts: AccountBalance[]; limits: Map<string, bigint> }> {
  const { rows } = (await db.execute(sql`select
    (select coalesce(json_agg(json_build_object('kind', b.kind, 'unit', b.unit, 'balance', b.balance)), '[]'::json)
      from (select ${ledgerAccount.kind} as kind, ${ledgerAccount.unit} as unit,
                   coalesce(sum(${ledgerEntry.amount}), 0)::text as balance
            from ${ledgerAccount} left join ${ledgerEntry} on ${ledgerEntry.accountId} = ${ledgerAccount.id}
            where ${ledgerAccount.ownerKind} = 'organization' and ${ledgerAccount.ownerId} = ${dealerId}
            group by ${ledgerAccount.id}) b) as accounts,
    (select coalesce(json_agg(json_build_object('currency', ${dealerCreditLimit.currency},
                                                'limit', ${dealerCreditLimit.limitMinor}::text)), '[]'::json)
      from ${dealerCreditLimit} where ${dealerCreditLimit.organizationId} = ${dealerId}) as limits`)) as unknown as {
    rows: { accounts: unknown; limits: unknown }[]
  }
  // A driver hands json back parsed or as text.
  const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T
  const row = rows[0]!
  const limits = json<{ currency: string; limit: string }[]>(row.limits)
  return {
    accounts: json<AccountBalance[]>(row.accounts),
    limits: new Map(limits.map((line) => [line.currency, BigInt(line.limit)])),
  }
}

/** Whether the dealer's billing profile names a billing address. */
export async function hasBillingAddress(db: Db, dealerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dealerBillingProfile.organizationId })
    .from(dealerBillingProfile)
    .where(and(eq(dealerBillingProfile.organizationId, dealerId), isNotNull(dealerBillingProfile.billingAddressId)))
  return row !== undefined
}
