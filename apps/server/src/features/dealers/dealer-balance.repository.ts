import { DEALER_BALANCE_ACCOUNT } from '@shop/domain/dealers'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'
import { storeOrganizationPreference } from '../../db/schema/store'

// The reads behind a dealer's balance tab (issue 25 item 1): its currencies, and the postings of its
// `dealer-balance` account with the balance after each one (a window sum over the account's postings, so the
// running balance is the ledger's, whatever the filters).

/** The currencies a dealer has money in (a balance account there), and its display currency. */
export async function currenciesOf(
  db: Db,
  dealerId: string,
): Promise<{ currencies: string[]; preferred: string | null }> {
  const [accounts, [preference]] = await Promise.all([
    db
      .select({ unit: ledgerAccount.unit })
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.ownerKind, 'organization'),
          eq(ledgerAccount.ownerId, dealerId),
          eq(ledgerAccount.kind, DEALER_BALANCE_ACCOUNT),
        ),
      ),
    db
      .select({ currency: storeOrganizationPreference.preferredDisplayCurrency })
      .from(storeOrganizationPreference)
      .where(eq(storeOrganizationPreference.organizationId, dealerId)),
  ])
  return { currencies: [...new Set(accounts.map((a) => a.unit))].sort(), preferred: preference?.currency ?? null }
}

export type EntryFilters = { from?: Date | undefined; to?: Date | undefined; kind?: string | undefined }

export type EntryRow = {
  entry_id: string | number
  transaction_id: string
  kind: string
  memo: string
  amount: string
  balance_after: string
  created_at: Date | string
}

function entriesQuery(accountId: string, filters: EntryFilters, tail: SQL) {
  const where: SQL[] = [sql`true`]
  if (filters.from) where.push(sql`created_at >= ${filters.from.toISOString()}::timestamptz`)
  if (filters.to) where.push(sql`created_at < ${filters.to.toISOString()}::timestamptz`)
  if (filters.kind) where.push(sql`kind = ${filters.kind}`)
  return sql`
    with running as (
      select e.id as entry_id, t.id as transaction_id, t.kind, t.memo, e.amount, t.created_at,
             sum(e.amount) over (order by t.created_at, e.id) as balance_after
      from ledger_entry e join ledger_transaction t on t.id = e.transaction_id
      where e.account_id = ${accountId}
    )
    select entry_id, transaction_id, kind, memo, amount::text as amount, balance_after::text as balance_after,
           created_at, count(*) over () as total
    from running where ${sql.join(where, sql` and `)}
    order by created_at desc, entry_id desc
    ${tail}`
}

/** One page of the account's postings, newest first, with the balance after each and the filtered total. */
export async function entriesPage(
  db: Db,
  accountId: string,
  filters: EntryFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const result = (await db.execute(
    entriesQuery(accountId, filters, sql`limit ${page.limit} offset ${page.offset}`),
  )) as unknown as { rows: (EntryRow & { total: string | number })[] }
  if (result.rows.length > 0 || page.offset === 0)
    return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) }
  // Past the last page: count alone.
  const counted = (await db.execute(entriesQuery(accountId, filters, sql`limit 1`))) as unknown as {
    rows: { total: string | number }[]
  }
  return { rows: [], total: Number(counted.rows[0]?.total ?? 0) }
}

/** The dealer's own line of a transaction (its money account's entry), with the transaction's reference. */
export async function dealerLineOf(db: Db, transactionId: string, dealerId: string) {
  const [row] = await db
    .select({ amount: ledgerEntry.amount, unit: ledgerEntry.unit, reference: ledgerTransaction.reference })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
    .where(
      and(
        eq(ledgerEntry.transactionId, transactionId),
        eq(ledgerAccount.ownerKind, 'organization'),
        eq(ledgerAccount.ownerId, dealerId),
        eq(ledgerAccount.kind, DEALER_BALANCE_ACCOUNT),
      ),
    )
  return row ?? null
}
