import { checkPostingsBalance, type LedgerImbalance } from '@shop/domain/ledger'
import type { Db } from '../../db/client'
import * as repository from './ledger.repository'
import type { AccountKey } from './ledger.repository'

// The ledger's posting rule, apart from the service so the seed can post the demo balances through it without
// importing a feature service (decision 0073). Other features reach it through `ledger.service.ts`.

/** A posting that does not balance: a programming error, refused before anything is written. */
export class LedgerImbalanceError extends Error {
  override name = 'LedgerImbalanceError'
  constructor(readonly imbalance: LedgerImbalance) {
    super(`ledger transaction refused: ${imbalance.reason}`)
  }
}

export type PostTransactionInput = {
  kind: string
  memo: string
  /** The natural key of the movement (e.g. `credit-code:ABCD-…`): the same key never posts twice. */
  idempotencyKey: string
  createdByUserId?: string | null
  reference?: Record<string, string | number>
  postings: readonly { account: AccountKey; amount: bigint }[]
  at?: Date
}

export type PostedTransaction = { transactionId: string; created: boolean }

/**
 * Posts one double-entry transaction inside the caller's database transaction `tx`. The postings must sum to
 * zero per unit (checked here, and again by the database's deferred constraint trigger at commit). A key that
 * was posted before returns that transaction with `created: false`, and nothing is written; a concurrent
 * posting with the same key waits for the first and then gets its transaction.
 */
export async function postTransaction(tx: Db, input: PostTransactionInput): Promise<PostedTransaction> {
  const accountIds = await repository.ensureAccounts(
    tx,
    input.postings.map((posting) => posting.account),
  )
  const postings = input.postings.map((posting, i) => ({
    accountId: accountIds[i]!,
    unit: posting.account.unit,
    amount: posting.amount,
  }))
  const imbalance = checkPostingsBalance(postings)
  if (imbalance) throw new LedgerImbalanceError(imbalance)
  const inserted = await repository.insertTransaction(tx, {
    kind: input.kind,
    memo: input.memo,
    idempotencyKey: input.idempotencyKey,
    createdByUserId: input.createdByUserId ?? null,
    reference: input.reference ?? {},
    ...(input.at ? { createdAt: input.at } : {}),
  })
  if (!inserted) {
    const existing = await repository.findTransactionByKey(tx, input.idempotencyKey)
    return { transactionId: existing!.id, created: false }
  }
  await repository.insertEntries(
    tx,
    postings.map((posting) => ({ transactionId: inserted.id, ...posting })),
  )
  return { transactionId: inserted.id, created: true }
}
