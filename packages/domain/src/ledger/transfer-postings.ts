import type { LedgerPosting } from './ledger.schema'

/** The two postings of moving `amount` (> 0) of one unit from one account to another: a balanced pair. */
export function transferPostings(from: string, to: string, unit: string, amount: bigint): LedgerPosting[] {
  if (amount <= 0n) throw new RangeError('A transfer moves a positive amount.')
  return [
    { accountId: from, unit, amount: -amount },
    { accountId: to, unit, amount },
  ]
}
