import type { LedgerPosting } from './ledger.schema'

/** The balance of every account touched by `postings`: the sum of its amounts (balances are never stored). */
export function sumBalances(postings: readonly Pick<LedgerPosting, 'accountId' | 'amount'>[]): Map<string, bigint> {
  const balances = new Map<string, bigint>()
  for (const posting of postings)
    balances.set(posting.accountId, (balances.get(posting.accountId) ?? 0n) + posting.amount)
  return balances
}
