import { and, asc, eq, ilike, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organization, user } from '../../db/schema/auth'
import { dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { VALUE_TRANSFER_KIND } from '@shop/domain/ledger'
import { ledgerTransaction } from '../../db/schema/ledger'

// Queries of value transfers (decision 0089); the transfers themselves are ledger transactions.

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, id))
  return row !== undefined
}

export async function organizationExists(db: Db, id: string, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(and(eq(organization.id, id), eq(organization.kind, kind)))
  return row !== undefined
}

/** How far below zero a dealer's money may go in a currency (no limit set: not at all). */
export async function dealerCreditLimitOf(db: Db, organizationId: string, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ limit: dealerCreditLimit.limitMinor })
    .from(dealerCreditLimit)
    .where(and(eq(dealerCreditLimit.organizationId, organizationId), eq(dealerCreditLimit.currency, currency)))
  return row?.limit ?? 0n
}

/** The ledger transactions that are value transfers. */
export const valueTransfersWhere = () => eq(ledgerTransaction.kind, VALUE_TRANSFER_KIND)

/** `%typed%` for ILIKE, with `%`, `_` and a backslash matching themselves. */
const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Users whose name or e-mail holds `q` (all users when it is empty), by name. */
export function searchUsers(db: Db, q: string, limit: number) {
  return db
    .select({ id: user.id, name: user.name, detail: user.email })
    .from(user)
    .where(q ? or(ilike(user.name, likeText(q)), ilike(user.email, likeText(q))) : undefined)
    .orderBy(asc(user.name), asc(user.email))
    .limit(limit)
}

/** Organizations of one kind whose name or slug holds `q` (all of them when it is empty), by name. */
export function searchOrganizations(db: Db, kind: string, q: string, limit: number) {
  return db
    .select({ id: organization.id, name: organization.name, detail: organization.slug })
    .from(organization)
    .where(
      and(
        eq(organization.kind, kind),
        q ? or(ilike(organization.name, likeText(q)), ilike(organization.slug, likeText(q))) : undefined,
      ),
    )
    .orderBy(asc(organization.name), asc(organization.slug))
    .limit(limit)
}
