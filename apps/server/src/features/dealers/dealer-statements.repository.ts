import { DEALER_BALANCE_ACCOUNT, DEALER_POSTING_KINDS } from '@shop/domain/dealers'
import { and, asc, desc, eq, gte, lt, min, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dealerStatement, dealerStatementAcceptance } from '../../db/schema/dealer-statements'
import { dealerProfile } from '../../db/schema/dealers'
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'
import { storeOrganizationPreference } from '../../db/schema/store'

// The reads and the one write (insert once) of a dealer's statements, and the reads of its `dealer-balance`
// accounts they are made from (issue 25 item 2, decision 0103).

export type StatementRow = typeof dealerStatement.$inferSelect

/** The dealer's money accounts: one per currency it has ever moved money in. */
export async function balanceAccountsOf(db: Db, dealerId: string) {
  return db
    .select({ id: ledgerAccount.id, currency: ledgerAccount.unit })
    .from(ledgerAccount)
    .where(
      and(
        eq(ledgerAccount.ownerKind, 'organization'),
        eq(ledgerAccount.ownerId, dealerId),
        eq(ledgerAccount.kind, DEALER_BALANCE_ACCOUNT),
      ),
    )
    .orderBy(ledgerAccount.unit)
}

/** When the account's first posting was made, or null without any. */
export async function firstPostingAt(db: Db, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ first: min(ledgerTransaction.createdAt) })
    .from(ledgerEntry)
    .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
    .where(eq(ledgerEntry.accountId, accountId))
  return row?.first ?? null
}

/** The account's balance at `before` (the sum of its postings made earlier). */
export async function balanceBefore(db: Db, accountId: string, before: Date): Promise<bigint> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)::text` })
    .from(ledgerEntry)
    .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
    .where(and(eq(ledgerEntry.accountId, accountId), lt(ledgerTransaction.createdAt, before)))
  return BigInt(row?.balance ?? '0')
}

/** The account's postings in [from, to), in time order. */
export async function postingsBetween(db: Db, accountId: string, from: Date, to: Date) {
  return db
    .select({
      transactionId: ledgerTransaction.id,
      at: ledgerTransaction.createdAt,
      kind: ledgerTransaction.kind,
      memo: ledgerTransaction.memo,
      amount: ledgerEntry.amount,
    })
    .from(ledgerEntry)
    .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
    .where(
      and(
        eq(ledgerEntry.accountId, accountId),
        gte(ledgerTransaction.createdAt, from),
        lt(ledgerTransaction.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerTransaction.createdAt), asc(ledgerEntry.id))
}

/** The dealer's issued statements, newest first (per period, then currency). */
export async function statementsOf(db: Db, dealerId: string): Promise<StatementRow[]> {
  return db
    .select()
    .from(dealerStatement)
    .where(eq(dealerStatement.organizationId, dealerId))
    .orderBy(desc(dealerStatement.periodStart), asc(dealerStatement.currency))
}

export async function findStatement(db: Db, dealerId: string, id: string): Promise<StatementRow | null> {
  const [row] = await db
    .select()
    .from(dealerStatement)
    .where(and(eq(dealerStatement.organizationId, dealerId), eq(dealerStatement.id, id)))
  return row ?? null
}

/** Issues a statement unless its (dealer, currency, period) has one: a concurrent issuer's row wins, unchanged. */
export async function insertStatementOnce(db: Db, values: typeof dealerStatement.$inferInsert): Promise<void> {
  await db
    .insert(dealerStatement)
    .values(values)
    .onConflictDoNothing({
      target: [dealerStatement.organizationId, dealerStatement.currency, dealerStatement.periodStart],
    })
}

/** Every dealer that has a money account: the monthly job issues their statements. */
export async function dealersWithBalances(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ownerId: ledgerAccount.ownerId })
    .from(ledgerAccount)
    .where(and(eq(ledgerAccount.ownerKind, 'organization'), eq(ledgerAccount.kind, DEALER_BALANCE_ACCOUNT)))
  return rows.map((row) => row.ownerId)
}

/** The currency the dealer's pages show money in (its preference), if set. */
export async function displayCurrencyOf(db: Db, dealerId: string): Promise<string | null> {
  const [row] = await db
    .select({ currency: storeOrganizationPreference.preferredDisplayCurrency })
    .from(storeOrganizationPreference)
    .where(eq(storeOrganizationPreference.organizationId, dealerId))
  return row?.currency ?? null
}

/** The dealer's company and branding for its printed pages. */
export async function letterheadOf(db: Db, dealerId: string) {
  const [row] = await db.select().from(dealerProfile).where(eq(dealerProfile.organizationId, dealerId))
  return row ?? null
}

/** What the shop paid out to the dealer: its `dealer-disbursement` postings, newest first. */
export async function disbursementsOf(db: Db, dealerId: string) {
  return db
    .select({
      transactionId: ledgerTransaction.id,
      at: ledgerTransaction.createdAt,
      memo: ledgerTransaction.memo,
      amount: ledgerEntry.amount,
      currency: ledgerEntry.unit,
    })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
    .where(
      and(
        eq(ledgerAccount.ownerKind, 'organization'),
        eq(ledgerAccount.ownerId, dealerId),
        eq(ledgerAccount.kind, DEALER_BALANCE_ACCOUNT),
        eq(ledgerTransaction.kind, DEALER_POSTING_KINDS.disbursement),
      ),
    )
    .orderBy(desc(ledgerTransaction.createdAt), desc(ledgerEntry.id))
    .limit(500)
}

export type AcceptanceRow = typeof dealerStatementAcceptance.$inferSelect

/** The acceptances of a dealer's statements, by statement id (decision 0107). */
export async function acceptancesOf(db: Db, dealerId: string): Promise<Map<string, AcceptanceRow>> {
  const rows = await db
    .select()
    .from(dealerStatementAcceptance)
    .where(eq(dealerStatementAcceptance.organizationId, dealerId))
  return new Map(rows.map((row) => [row.statementId, row]))
}

export async function acceptanceOf(db: Db, statementId: string): Promise<AcceptanceRow | null> {
  const [row] = await db
    .select()
    .from(dealerStatementAcceptance)
    .where(eq(dealerStatementAcceptance.statementId, statementId))
  return row ?? null
}

/** Records an acceptance unless the statement has one: false when another signer's row was there first. */
export async function insertAcceptanceOnce(
  db: Db,
  values: typeof dealerStatementAcceptance.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(dealerStatementAcceptance)
    .values(values)
    .onConflictDoNothing({ target: dealerStatementAcceptance.statementId })
    .returning({ id: dealerStatementAcceptance.statementId })
  return inserted.length > 0
}
