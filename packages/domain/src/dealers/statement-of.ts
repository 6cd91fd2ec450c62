// Issue 25 item 2, decision 0103: a dealer's monthly statement of its `dealer-balance` account in one currency. A
// period is a calendar month in UTC, its end exclusive; the statement is the opening balance, every posting of the
// period with the balance after it, and the closing balance. The next month opens at this one's closing.

/** A calendar month in UTC: `start` is the first of the month at 00:00, `end` the first of the next (exclusive). */
export type StatementPeriod = { start: Date; end: Date }

/** A posting of the dealer's account: when and how much (signed, minor units). */
export type StatementPosting = { at: Date; amount: bigint }

export type StatementLine<P extends StatementPosting> = P & { balance: bigint }

export type Statement<P extends StatementPosting> = {
  opening: bigint
  lines: StatementLine<P>[]
  closing: bigint
}

/** Days from a period's end to the statement's due date (decision 0103). */
export const STATEMENT_DUE_DAYS = 15

const DAY_MS = 86_400_000

/** The month that holds `at` (UTC). */
export function monthOf(at: Date): StatementPeriod {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
  return { start, end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)) }
}

/** The month after `period`. */
export const nextMonth = (period: StatementPeriod): StatementPeriod => monthOf(period.end)

/**
 * The months that are over at `now`, from the one that holds `first` (the account's first posting) up to the one
 * before `now`'s: the months a statement is issued for. None when `first` is in `now`'s month or later.
 */
export function closedMonths(first: Date, now: Date): StatementPeriod[] {
  const current = monthOf(now).start.getTime()
  const months: StatementPeriod[] = []
  for (let period = monthOf(first); period.start.getTime() < current; period = nextMonth(period)) months.push(period)
  return months
}

/** When a statement of `period` is due: `STATEMENT_DUE_DAYS` after the period ends. */
export const dueDateOf = (period: StatementPeriod): Date => new Date(period.end.getTime() + STATEMENT_DUE_DAYS * DAY_MS)

/** `2026-10-01` → the statement's number `ST-2026-10-USD`: one per dealer, month and currency. */
export function statementNumber(period: StatementPeriod, currency: string): string {
  const month = String(period.start.getUTCMonth() + 1).padStart(2, '0')
  return `ST-${period.start.getUTCFullYear()}-${month}-${currency}`
}

/** `YYYY-MM-DD` of a date in UTC. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10)

/**
 * The statement of `period` that opens at `opening`: the postings that fall in the period (others are left out), in
 * time order (stable for equal times), each with the balance after it; closing = opening + their sum.
 */
export function statementOf<P extends StatementPosting>(
  postings: readonly P[],
  period: StatementPeriod,
  opening: bigint,
): Statement<P> {
  const from = period.start.getTime()
  const to = period.end.getTime()
  const inPeriod = postings
    .map((posting, index) => ({ posting, index }))
    .filter(({ posting }) => posting.at.getTime() >= from && posting.at.getTime() < to)
    .sort((a, b) => a.posting.at.getTime() - b.posting.at.getTime() || a.index - b.index)
  let balance = opening
  const lines = inPeriod.map(({ posting }) => {
    balance += posting.amount
    return { ...posting, balance }
  })
  return { opening, lines, closing: balance }
}
