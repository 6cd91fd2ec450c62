import type { TransactionFilters } from './transactions.contract'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The instants a transaction filter's `from` and `to` stand for: `from` inclusive, `to` exclusive. A date alone is
 * a UTC day: `from=2026-01-31` starts at 2026-01-31T00:00Z, `to=2026-01-31` ends at 2026-02-01T00:00Z (the whole
 * day is in). An instant is taken as it is.
 */
export function transactionDateRange(filters: Pick<TransactionFilters, 'from' | 'to'>): { from?: Date; to?: Date } {
  const instant = (text: string) => new Date(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text)
  return {
    ...(filters.from ? { from: instant(filters.from) } : {}),
    ...(filters.to
      ? { to: DATE_ONLY.test(filters.to) ? new Date(instant(filters.to).getTime() + DAY_MS) : instant(filters.to) }
      : {}),
  }
}
