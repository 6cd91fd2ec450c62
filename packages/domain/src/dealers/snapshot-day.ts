import { isoDay } from './statement-of'

// Issue 25 (decision 0106): a snapshot is the account as it stood at the end of one UTC day — the same days the
// statements count in — read off the postings dated before the next day's midnight.

const DAY_MS = 86_400_000

/** The day a snapshot asks for: `date` when given and not after today, else today (UTC). */
export type SnapshotDay = { day: string; end: Date }

/**
 * `date` (YYYY-MM-DD) as the end of that UTC day (the next midnight, exclusive); no date is today. A day after
 * today has no snapshot yet: `future` is true and the caller answers 422.
 */
export function snapshotDayOf(date: string | undefined, now: Date): SnapshotDay & { future: boolean } {
  const today = isoDay(now)
  const day = date ?? today
  const end = new Date(new Date(`${day}T00:00:00.000Z`).getTime() + DAY_MS)
  return { day, end, future: day > today }
}

/** An issued statement as the snapshot weighs it: its closing balance (below zero: owed) and when its month ended. */
export type StatementOwing = { periodEnd: Date; closingMinor: bigint; currency: string }
/** A credit to the dealer's balance (a payment, a refund, a transfer in): when and how much, above zero. */
export type BalanceCredit = { at: Date; amountMinor: bigint; currency: string }

/**
 * What is left unpaid of a statement at `end`: the debt it closed with, less every credit to the balance in its
 * currency dated after its month and before `end`. Closings are cumulative, so this pays the oldest debt first: a
 * payment that covers September's closing settles September even while October's purchases stay owed.
 */
export function outstandingOf(statement: StatementOwing, credits: readonly BalanceCredit[], end: Date): bigint {
  const owed = statement.closingMinor < 0n ? -statement.closingMinor : 0n
  const paid = credits
    .filter((c) => c.currency === statement.currency && c.at >= statement.periodEnd && c.at < end)
    .reduce((sum, c) => sum + c.amountMinor, 0n)
  return owed > paid ? owed - paid : 0n
}
