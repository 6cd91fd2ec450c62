import type { TicketAuthorKind, TicketStatus } from './ticket.constants'

/** A closed ticket takes no more messages (a merged ticket is closed too); every other status does. */
export function canWriteTo(status: TicketStatus): boolean {
  return status !== 'closed'
}

/**
 * The status after a message, unless staff chose one with their reply: the customer writing brings a waiting or
 * solved ticket back to support (open); support's first public answer takes a new ticket to open; an internal
 * note changes nothing.
 */
export function statusAfterMessage(
  status: TicketStatus,
  message: { authorKind: TicketAuthorKind; internal: boolean },
): TicketStatus {
  if (message.internal || message.authorKind === 'system' || status === 'closed') return status
  if (message.authorKind === 'customer') {
    return status === 'waiting-on-customer' || status === 'solved' ? 'open' : status
  }
  return status === 'new' ? 'open' : status
}

/** Support has answered once a staff member wrote a message the customer sees. */
export function isFirstResponse(
  firstRespondedAt: Date | null,
  message: { authorKind: TicketAuthorKind; internal: boolean },
): boolean {
  return firstRespondedAt === null && message.authorKind === 'staff' && !message.internal
}
