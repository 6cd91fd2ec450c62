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

export type TicketClockInput = {
  createdAt: Date
  firstRespondedAt: Date | null
  solvedAt: Date | null
  closedAt: Date | null
}

function clockOf(
  hours: SupportHours,
  holidays: readonly string[],
  from: Date,
  targetMs: number,
  stoppedAt: Date | null,
  now: Date,
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
  return { due_at: due, state: 'running', overdue: late, stopped_at: null, left_ms: leftMs }
}

/**
 * A ticket's first-response and resolution clocks at `now`, both counted in support hours from its creation: the
 * first stops at support's first public answer, the second when it is solved (or closed, a merged duplicate too).
 * Closing a ticket stops a first-response clock that never got an answer. A customer writing again after "solved"
 * clears `solvedAt`, so the resolution clock runs again from the ticket's creation.
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
      RESOLUTION_TARGET_MS,
      ticket.solvedAt ?? ticket.closedAt,
      now,
    ),
  }
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

/** A clock in a sentence: "due in 2 h 10 min (support hours)", "overdue by 35 min", "met", "breached". */
export function describeTicketClock(clock: { state: TicketClockState; overdue: boolean; left_ms: number }): string {
  if (clock.state === 'met') return 'met'
  if (clock.state === 'breached') return `breached by ${formatSupportDuration(clock.left_ms)}`
  if (clock.overdue) return `overdue by ${formatSupportDuration(clock.left_ms)}`
  return `due in ${formatSupportDuration(clock.left_ms)} (support hours)`
}
