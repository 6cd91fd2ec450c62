import type { SiteConfig } from '../site/site-config.schema'
import { supportDeadline, supportTimeBetween } from '../support-hours/support-clock'
import { FIRST_RESPONSE_TARGET_MS, RESOLUTION_TARGET_MS, type TicketClockState } from './ticket-clock.constants'

type SupportHours = SiteConfig['supportHours']

/** One clock of a ticket at a moment. `left_ms` is support time until due; negative: support time past due. */
export type TicketClock = {
  due_at: Date
  state: TicketClockState
  /** A running clock past its due time. */
  overdue: boolean
  /** When the clock stopped (the first public answer; solved or closed), or null while it runs. */
  stopped_at: Date | null
  left_ms: number
}

/** A span the ticket waited on the customer, as the ticket keeps it (ISO instants). */
export type WaitedSpan = { from: string; to: string }

export type TicketClockInput = {
  createdAt: Date
  firstRespondedAt: Date | null
  solvedAt: Date | null
  closedAt: Date | null
  /** Since when it waits on the customer, while it does. */
  waitingSince?: Date | null
  /** The earlier spans it waited on the customer. */
  waitedSpans?: readonly WaitedSpan[]
}

/**
 * The support time the ticket waited on the customer until `end`: the resolution clock does not count it (staff
 * cannot act while the question is the customer's). Worked out with today's hours and holidays, like the clocks.
 */
function waitedSupportMs(hours: SupportHours, holidays: readonly string[], ticket: TicketClockInput, end: Date) {
  let waited = 0
  for (const span of ticket.waitedSpans ?? []) {
    waited += supportTimeBetween(hours, new Date(span.from), new Date(span.to), holidays)
  }
  if (ticket.waitingSince) waited += supportTimeBetween(hours, ticket.waitingSince, end, holidays)
  return waited
}

function clockOf(
  hours: SupportHours,
  holidays: readonly string[],
  from: Date,
  targetMs: number,
  stoppedAt: Date | null,
  now: Date,
  paused = false,
): TicketClock {
  const due = supportDeadline(hours, from, targetMs, holidays)
  const end = stoppedAt ?? now
  const leftMs =
    end.getTime() <= due.getTime()
      ? supportTimeBetween(hours, end, due, holidays)
      : -supportTimeBetween(hours, due, end, holidays)
  const late = end.getTime() > due.getTime()
  if (stoppedAt)
    return { due_at: due, state: late ? 'breached' : 'met', overdue: false, stopped_at: stoppedAt, left_ms: leftMs }
  if (paused) return { due_at: due, state: 'paused', overdue: false, stopped_at: null, left_ms: leftMs }
  return { due_at: due, state: 'running', overdue: late, stopped_at: null, left_ms: leftMs }
}

/**
 * A ticket's first-response and resolution clocks at `now`, both counted in support hours from its creation: the
 * first stops at support's first public answer, the second when it is solved (or closed, a merged duplicate too).
 * Closing a ticket stops a first-response clock that never got an answer. A customer writing again after "solved"
 * clears `solvedAt`, so the resolution clock runs again from the ticket's creation. The resolution clock is paused
 * while the ticket waits on the customer: its due time moves on by the support time waited (a paused clock is
 * never overdue; it resumes, with the time it had left, when the customer writes).
 */
export function ticketClocks(
  hours: SupportHours,
  holidays: readonly string[],
  ticket: TicketClockInput,
  now: Date,
): { first_response: TicketClock; resolution: TicketClock } {
  return {
    first_response: clockOf(
      hours,
      holidays,
      ticket.createdAt,
      FIRST_RESPONSE_TARGET_MS,
      ticket.firstRespondedAt ?? ticket.closedAt,
      now,
    ),
    resolution: clockOf(
      hours,
      holidays,
      ticket.createdAt,
      RESOLUTION_TARGET_MS + waitedSupportMs(hours, holidays, ticket, ticket.solvedAt ?? ticket.closedAt ?? now),
      ticket.solvedAt ?? ticket.closedAt,
      now,
      Boolean(ticket.waitingSince),
    ),
  }
}

/**
 * Whether a running clock of the ticket is past due at `now` (the inbox's overdue queue and its count): the due
 * times only, and the waited time only when the resolution is late without it.
 */
export function isTicketOverdue(
  hours: SupportHours,
  holidays: readonly string[],
  ticket: TicketClockInput,
  now: Date,
): boolean {
  if (ticket.closedAt) return false
  if (!ticket.firstRespondedAt && supportDeadline(hours, ticket.createdAt, FIRST_RESPONSE_TARGET_MS, holidays) < now)
    return true
  if (ticket.solvedAt || ticket.waitingSince) return false
  if (supportDeadline(hours, ticket.createdAt, RESOLUTION_TARGET_MS, holidays) >= now) return false
  const target = RESOLUTION_TARGET_MS + waitedSupportMs(hours, holidays, ticket, now)
  return supportDeadline(hours, ticket.createdAt, target, holidays) < now
}

/** A length of support time as staff read it: "2 h 10 min", "35 min", "less than a minute". */
export function formatSupportDuration(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000)
  if (minutes < 1) return 'less than a minute'
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (h === 0) return `${m} min`
  return m === 0 ? `${h} h` : `${h} h ${m} min`
}

/**
 * A clock in a sentence: "due in 2 h 10 min (support hours)", "overdue by 35 min", "paused (waiting on customer),
 * 3 h left", "met", "breached by 1 h".
 */
export function describeTicketClock(clock: { state: TicketClockState; overdue: boolean; left_ms: number }): string {
  if (clock.state === 'met') return 'met'
  if (clock.state === 'paused')
    return clock.left_ms < 0
      ? `paused (waiting on customer), ${formatSupportDuration(clock.left_ms)} past due`
      : `paused (waiting on customer), ${formatSupportDuration(clock.left_ms)} left`
  if (clock.state === 'breached') return `breached by ${formatSupportDuration(clock.left_ms)}`
  if (clock.overdue) return `overdue by ${formatSupportDuration(clock.left_ms)}`
  return `due in ${formatSupportDuration(clock.left_ms)} (support hours)`
}
