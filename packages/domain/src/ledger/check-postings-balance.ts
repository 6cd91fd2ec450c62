import type { LedgerImbalance, LedgerPosting } from './ledger.schema'

/**
 * Whether postings may form one double-entry transaction: at least two lines, no zero amount, and the
 * amounts of each unit summing to exactly zero. Returns null when they balance, else the first problem.
 */
export function checkPostingsBalance(postings: readonly LedgerPosting[]): LedgerImbalance | null {
  if (postings.length < 2) return { reason: 'too-few-postings' }
  const sums = new Map<string, bigint>()
  for (const posting of postings) {
    if (posting.amount === 0n) return { reason: 'zero-amount', accountId: posting.accountId }
    sums.set(posting.unit, (sums.get(posting.unit) ?? 0n) + posting.amount)
  }
  for (const [unit, sum] of [...sums].sort(([a], [b]) => a.localeCompare(b))) {
    if (sum !== 0n) return { reason: 'unbalanced', unit, sum }
  }
  return null
}
