import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import {
  LEDGER_OBJECT_REFERENCE_KEYS,
  transactionDateRange,
  VALUE_TRANSFER_KIND,
  type TransactionFilters,
} from '@shop/domain/ledger'
import type { Db } from '../../db/client'
import { organization, user } from '../../db/schema/auth'
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'

// Queries of the back office's transactions (decision 0089); explicit columns, no rules.

const TRANSACTION_COLUMNS = {
  id: ledgerTransaction.id,
  kind: ledgerTransaction.kind,
  memo: ledgerTransaction.memo,
  reference: ledgerTransaction.reference,
  createdByUserId: ledgerTransaction.createdByUserId,
  createdAt: ledgerTransaction.createdAt,
}
export type TransactionRow = Pick<typeof ledgerTransaction.$inferSelect, keyof typeof TRANSACTION_COLUMNS>

/** The filters as one condition on `ledger_transaction` (postings filters: at least one posting matches them all). */
export function transactionsWhere(filters: Omit<TransactionFilters, 'sort'>): SQL | undefined {
  const { from, to } = transactionDateRange(filters)
  const conditions: (SQL | undefined)[] = [
    from ? gte(ledgerTransaction.createdAt, from) : undefined,
    to ? lt(ledgerTransaction.createdAt, to) : undefined,
    filters.kind ? eq(ledgerTransaction.kind, filters.kind) : undefined,
  ]
  if (filters.object_type === 'value-transfer') conditions.push(eq(ledgerTransaction.kind, VALUE_TRANSFER_KIND))
  else if (filters.object_type) {
    conditions.push(
      sql`jsonb_exists(${ledgerTransaction.reference}, ${LEDGER_OBJECT_REFERENCE_KEYS[filters.object_type]})`,
    )
  }
  const posting = [
    filters.owner_kind ? eq(ledgerAccount.ownerKind, filters.owner_kind) : undefined,
    filters.owner_id ? eq(ledgerAccount.ownerId, filters.owner_id) : undefined,
    filters.account_id ? eq(ledgerEntry.accountId, filters.account_id) : undefined,
    filters.unit ? eq(ledgerEntry.unit, filters.unit) : undefined,
  ].filter((condition) => condition !== undefined)
  if (posting.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${ledgerEntry} inner join ${ledgerAccount} on ${ledgerAccount.id} = ${ledgerEntry.accountId} where ${ledgerEntry.transactionId} = ${ledgerTransaction.id} and ${and(...posting)})`,
    )
  }
  return and(...conditions)
}

export async function countTransactions(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerTransaction)
    .where(where)
  return row?.total ?? 0
}

/** One page of transactions by date (the id breaks ties), newest first unless `oldestFirst`. */
export function pageOfTransactions(
  db: Db,
  where: SQL | undefined,
  page: { offset: number; limit: number; oldestFirst: boolean },
): Promise<TransactionRow[]> {
  const order = page.oldestFirst ? asc : desc
  return db
    .select(TRANSACTION_COLUMNS)
    .from(ledgerTransaction)
    .where(where)
    .orderBy(order(ledgerTransaction.createdAt), order(ledgerTransaction.id))
    .limit(page.limit)
    .offset(page.offset)
}

/** Where a batch of the export ended: the last transaction's instant as the database wrote it (microseconds) and id. */
export type TransactionCursor = { at: string; id: string }

/**
 * The next batch of transactions after `cursor` in the export's order (keyset: never an offset, so each batch costs
 * the same however deep the export is), with the cursor of its last row.
 */
export async function batchOfTransactions(
  db: Db,
  where: SQL | undefined,
  batch: { after: TransactionCursor | null; limit: number; oldestFirst: boolean },
): Promise<{ rows: TransactionRow[]; cursor: TransactionCursor | null }> {
  const order = batch.oldestFirst ? asc : desc
  const after = batch.after
    ? batch.oldestFirst
      ? sql`(${ledgerTransaction.createdAt}, ${ledgerTransaction.id}) > (${batch.after.at}::timestamptz, ${batch.after.id}::uuid)`
      : sql`(${ledgerTransaction.createdAt}, ${ledgerTransaction.id}) < (${batch.after.at}::timestamptz, ${batch.after.id}::uuid)`
    : undefined
  const rows = await db
    .select({ ...TRANSACTION_COLUMNS, cursorAt: sql<string>`${ledgerTransaction.createdAt}::text` })
    .from(ledgerTransaction)
    .where(and(where, after))
    .orderBy(order(ledgerTransaction.createdAt), order(ledgerTransaction.id))
    .limit(batch.limit)
  const last = rows.at(-1)
  return {
    rows: rows.map(({ cursorAt: _cursorAt, ...row }) => row),
    cursor: last ? { at: last.cursorAt, id: last.id } : null,
  }
}

export async function findTransaction(db: Db, id: string): Promise<TransactionRow | null> {
  const [row] = await db.select(TRANSACTION_COLUMNS).from(ledgerTransaction).where(eq(ledgerTransaction.id, id))
  return row ?? null
}

export type PostingRow = Awaited<ReturnType<typeof postingsOf>>[number]

/** The postings of some transactions with their accounts and owners' names, in the order they were written. */
export function postingsOf(db: Db, transactionIds: readonly string[]) {
  return db
    .select({
      entryId: ledgerEntry.id,
      transactionId: ledgerEntry.transactionId,
      accountId: ledgerEntry.accountId,
      unit: ledgerEntry.unit,
      amount: ledgerEntry.amount,
      ownerKind: ledgerAccount.ownerKind,
      ownerId: ledgerAccount.ownerId,
      accountKind: ledgerAccount.kind,
      ownerName: sql<string | null>`coalesce(${user.name}, ${organization.name})`,
      ownerEmail: user.email,
    })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .leftJoin(user, and(eq(ledgerAccount.ownerKind, 'user'), eq(user.id, ledgerAccount.ownerId)))
    .leftJoin(
      organization,
      and(eq(ledgerAccount.ownerKind, 'organization'), eq(organization.id, ledgerAccount.ownerId)),
    )
    .where(inArray(ledgerEntry.transactionId, [...transactionIds]))
    .orderBy(asc(ledgerEntry.id))
}

/** The names of some users (who made transactions), by id. */
export async function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, [...ids]))
  return new Map(rows.map((row) => [row.id, row.name]))
}
