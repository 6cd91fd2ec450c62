import type { Actor } from '@shop/domain/accounts'
import { csvNumber, csvRow } from '@shop/domain/csv'
import {
  ledgerAmountOf,
  ledgerObjectOf,
  TRANSACTION_CSV_COLUMNS,
  type LedgerOwnerKind,
  type LedgerTransactionView,
  type TransactionFilters,
  type TransactionListAnswer,
  type TransactionListQuery,
} from '@shop/domain/ledger'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import { notFound } from '../../http/app-error'
import { permit } from '../../http/permit'
import * as repository from './transactions.repository'
import type { PostingRow, TransactionRow } from './transactions.repository'

/** Transactions per database read of the export: its memory stays this size, however many rows it writes. */
export const EXPORT_BATCH = 500

/** PERMISSIONS.md: `/admin` transactions are Admin's; staff read orders and stock only. */
const permitTransactions = (actor: Actor | null) => permit(actor, 'back-office:read', { part: 'transactions' })

/** A 1-based page of the ledger's transactions with their postings, filtered, by date. */
export async function listTransactions(
  db: Db,
  actor: Actor | null,
  query: TransactionListQuery,
): Promise<TransactionListAnswer> {
  permitTransactions(actor)
  const where = repository.transactionsWhere(query)
  // The total first (for the window), then the page: two reads of a list that may grow between them, as elsewhere.
  const total = await repository.countTransactions(db, where)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = await repository.pageOfTransactions(db, where, {
    offset,
    limit,
    oldestFirst: query.sort === 'created_at',
  })
  return { data: await withPostings(db, rows), meta }
}

export async function getTransaction(db: Db, actor: Actor | null, id: string): Promise<LedgerTransactionView> {
  permitTransactions(actor)
  const row = await repository.findTransaction(db, id)
  if (!row) throw notFound('This transaction')
  const [view] = await withPostings(db, [row])
  return view!
}

/**
 * The filtered transactions as CSV text, one row per posting under a header row (decision 0089), read from the
 * database `EXPORT_BATCH` transactions at a time by keyset: the caller streams each chunk out before the next is
 * read. Permission is checked at once, before the first chunk, so a refusal is an ordinary error answer.
 */
export function exportTransactions(db: Db, actor: Actor | null, filters: TransactionFilters): AsyncIterable<string> {
  permitTransactions(actor)
  const where = repository.transactionsWhere(filters)
  const oldestFirst = filters.sort === 'created_at'
  return (async function* () {
    yield csvRow(TRANSACTION_CSV_COLUMNS)
    let after: repository.TransactionCursor | null = null
    for (;;) {
      const batch = await repository.batchOfTransactions(db, where, { after, limit: EXPORT_BATCH, oldestFirst })
      if (batch.rows.length === 0) return
      let chunk = ''
      for (const view of await withPostings(db, batch.rows)) chunk += csvRowsOf(view)
      yield chunk
      if (batch.rows.length < EXPORT_BATCH) return
      after = batch.cursor
    }
  })()
}

function csvRowsOf(view: LedgerTransactionView): string {
  let rows = ''
  for (const posting of view.postings) {
    rows += csvRow([
      view.id,
      view.created_at,
      view.kind,
      view.memo,
      view.reason ?? undefined,
      view.object?.type,
      view.object?.id,
      posting.account_id,
      posting.owner_kind,
      posting.owner_id,
      posting.account_kind,
      posting.unit,
      csvNumber(posting.amount),
    ])
  }
  return rows
}

/** Transactions as the wire has them, each with its postings (one query for all of them). */
export async function withPostings(db: Db, rows: readonly TransactionRow[]): Promise<LedgerTransactionView[]> {
  if (rows.length === 0) return []
  const postings = new Map<string, PostingRow[]>()
  const makers = [...new Set(rows.flatMap((row) => (row.createdByUserId ? [row.createdByUserId] : [])))]
  const [rowsOfPostings, makerNames] = await Promise.all([
    repository.postingsOf(
      db,
      rows.map((row) => row.id),
    ),
    repository.userNames(db, makers),
  ])
  for (const posting of rowsOfPostings) {
    const list = postings.get(posting.transactionId)
    if (list) list.push(posting)
    else postings.set(posting.transactionId, [posting])
  }
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    memo: row.memo,
    reason: typeof row.reference.reason === 'string' ? row.reference.reason : null,
    created_at: row.createdAt.toISOString(),
    created_by_user_id: row.createdByUserId,
    created_by_name: row.createdByUserId ? (makerNames.get(row.createdByUserId) ?? null) : null,
    object: ledgerObjectOf(row),
    postings: (postings.get(row.id) ?? []).map((posting) => ({
      entry_id: posting.entryId,
      account_id: posting.accountId,
      owner_kind: posting.ownerKind as LedgerOwnerKind,
      owner_id: posting.ownerId,
      owner_name: posting.ownerName,
      owner_email: posting.ownerEmail,
      account_kind: posting.accountKind,
      unit: posting.unit,
      amount_minor: posting.amount.toString(),
      amount: ledgerAmountOf(posting.amount, posting.unit),
    })),
  }))
}
