/**
 * The staff inbox's clocks (issue 26 item 2, decision 0113): how long support may take, counted in support hours
 * (SPEC §9: 9 to 17, weekdays, Pacific; holidays closed). Four support hours for a first answer is half a support
 * day: a question asked in the morning is answered the same day. Sixteen support hours to solve is two support days.
 */
export const FIRST_RESPONSE_TARGET_MS = 4 * 3_600_000
export const RESOLUTION_TARGET_MS = 16 * 3_600_000

/**
 * running: not stopped yet; paused: the resolution clock while the ticket waits on the customer (support cannot act,
 * so that time does not count); met: stopped in time; breached: stopped late. A running clock past due is overdue.
 */
export const TICKET_CLOCK_STATES = ['running', 'paused', 'met', 'breached'] as const
export type TicketClockState = (typeof TICKET_CLOCK_STATES)[number]

export const TICKET_CLOCK_STATE_LABELS: Record<TicketClockState, string> = {
  running: 'Running',
  paused: 'Paused',
  met: 'Met',
  breached: 'Breached',
}

export const TICKET_CLOCK_KINDS = ['first_response', 'resolution'] as const
export type TicketClockKind = (typeof TICKET_CLOCK_KINDS)[number]

export const TICKET_CLOCK_KIND_LABELS: Record<TicketClockKind, string> = {
  first_response: 'First response',
  resolution: 'Resolution',
}
