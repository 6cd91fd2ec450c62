import { TUNE_CREDIT_KINDS, TUNE_CREDIT_LABELS, type CreditAmounts } from '@shop/domain/ledger'

/** "2 ECU credits and 1 TCU credit" */
export function describeCredits(credits: CreditAmounts): string {
  const parts = TUNE_CREDIT_KINDS.filter((kind) => credits[kind] > 0).map(
    (kind) => `${credits[kind]} ${TUNE_CREDIT_LABELS[kind]} ${credits[kind] === 1 ? 'credit' : 'credits'}`,
  )
  if (parts.length <= 1) return parts[0] ?? 'No credits'
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}
