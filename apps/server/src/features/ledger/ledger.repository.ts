import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { LedgerOwnerKind } from '@shop/domain/ledger'
import type { Db } from '../../db/client'
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'

export type AccountKey = { ownerKind: LedgerOwnerKind; ownerId: string; kind: string; unit: string }

/** The ids of accounts, created on first use (a concurrent creator wins, the other reads its row). */
export async function ensureAccounts(db: Db, keys: readonly AccountKey[]): Promise<string[]> {
  if (keys.length === 0) return []
  await db
    .insert(ledgerAccount)
    .values([...keys])
    .onConflictDoNothing()
  const ids: string[] = []
  for (const key of keys) {
    const [row] = await db
      .select({ id: ledgerAccount.id })
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.ownerKind, key.ownerKind),
          eq(ledgerAccount.ownerId, key.ownerId),
          eq(ledgerAccount.kind, key.kind),
          eq(ledgerAccount.unit, key.unit),
        ),
      )
    ids.push(row!.id)
  }
  return ids
}

/** Row locks on accounts, in id order (no deadlock between two postings touching the same accounts). */
export async function lockAccounts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .select({ id: ledgerAccount.id })
    .from(ledgerAccount)
    .where(inArray(ledgerAccount.id, [...ids]))
    .orderBy(ledgerAccount.id)
    .for('update')
}

/** An account's balance: the sum of its entries (read under the account's row lock by a caller about to post). */
export async function balanceOf(db: Db, accountId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)::text` })
    .from(ledgerEntry)
    .where(eq(ledgerEntry.accountId, accountId))
  return BigInt(row?.balance ?? '0')
}

export async function findTransactionByKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select({ id: ledgerTransaction.id, kind: ledgerTransaction.kind, createdAt: ledgerTransaction.createdAt })
    .from(ledgerTransaction)
    .where(eq(ledgerTransaction.idempotencyKey, idempotencyKey))
  return row ?? null
}

/** Inserts the transaction row unless its key exists; null when another posting holds the key. */
export async function insertTransaction(
  db: Db,
  values: typeof ledgerTransaction.$inferInsert,
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(ledgerTransaction)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransaction.idempotencyKey })
    .returning({ id: ledgerTransaction.id })
  return row ?? null
}

export async function insertEntries(db: Db, entries: (typeof ledgerEntry.$inferInsert)[]): Promise<void> {
  await db.insert(ledgerEntry).values(entries)
}

/** Balances of an owner's accounts: the sum of their entries (0 for an account without entries). */
export async function balancesOf(db: Db, ownerKind: LedgerOwnerKind, ownerId: string) {
  return db
    .select({
      accountId: ledgerAccount.id,
      kind: ledgerAccount.kind,
      unit: ledgerAccount.unit,
      balance: sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)::text`,
    })
    .from(ledgerAccount)
    .leftJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
    .where(and(eq(ledgerAccount.ownerKind, ownerKind), eq(ledgerAccount.ownerId, ownerId)))
    .groupBy(ledgerAccount.id)
}

/**
 * An owner's accounts with the sum of their entries whose transaction is dated before `before` (a snapshot of a
 * past day: the balance as the ledger stood then, decision 0106). Accounts opened later answer zero.
 */
export async function balancesAsOf(db: Db, ownerKind: LedgerOwnerKind, ownerId: string, before: Date) {
  return db
    .select({
      accountId: ledgerAccount.id,
      kind: ledgerAccount.kind,
      unit: ledgerAccount.unit,
      balance: sql<string>`coalesce(sum(${ledgerEntry.amount}) filter (where ${ledgerTransaction.createdAt} < ${before.toISOString()}), 0)::text`,
    })
    .from(ledgerAccount)
    .leftJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
    .leftJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
    .where(and(eq(ledgerAccount.ownerKind, ownerKind), eq(ledgerAccount.ownerId, ownerId)))
    .groupBy(ledgerAccount.id)
}

/** The entries of an owner's accounts with their transaction, newest first. */
export async function historyOf(
  db: Db,
  ownerKind: LedgerOwnerKind,
  ownerId: string,
  page: { limit: number; offset: number },
) {
  const where = and(eq(ledgerAccount.ownerKind, ownerKind), eq(ledgerAccount.ownerId, ownerId))
  const [rows, [count]] = await Promise.all([
    db
      .select({
        entryId: ledgerEntry.id,
        amount: ledgerEntry.amount,
        unit: ledgerEntry.unit,
        accountKind: ledgerAccount.kind,
        transactionId: ledgerTransaction.id,
        transactionKind: ledgerTransaction.kind,
        memo: ledgerTransaction.memo,
        reference: ledgerTransaction.reference,
        createdAt: ledgerTransaction.createdAt,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
      .where(where)
      .orderBy(desc(ledgerTransaction.createdAt), desc(ledgerEntry.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

/** The entries of one transaction on accounts of an owner kind, with their account's kind and owner. */
export async function transactionAmounts(db: Db, transactionId: string, ownerKind: LedgerOwnerKind) {
  return db
    .select({ accountKind: ledgerAccount.kind, ownerId: ledgerAccount.ownerId, amount: ledgerEntry.amount })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .where(and(eq(ledgerEntry.transactionId, transactionId), eq(ledgerAccount.ownerKind, ownerKind)))
}
