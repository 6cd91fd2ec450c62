import { timingSafeEqual } from 'node:crypto'
import { paths } from '@shop/domain/paths'

// A guest reaches their ticket without an account through a link that carries the ticket's access token: its
// random per-ticket nonce (122 bits), compared in constant time. A new nonce revokes every link sent before.

/** The token of a ticket's link (the nonce without its dashes). */
export function ticketTokenOf(row: { accessNonce: string }): string {
  return row.accessNonce.replaceAll('-', '')
}

/** The page a ticket's mails link to: `/tickets/{id}/{token}` (works logged out; the owner may also use /tickets/{id}). */
export function ticketPathOf(row: { id: number; accessNonce: string }): string {
  return paths.ticketAccess(row.id, ticketTokenOf(row))
}

export function ticketLinkOf(publicUrl: string, row: { id: number; accessNonce: string }): string {
  return `${publicUrl.replace(/\/$/, '')}${ticketPathOf(row)}`
}

/** Whether `token` opens this ticket; anything malformed is simply no. */
export function ticketTokenMatches(row: { accessNonce: string }, token: string): boolean {
  const expected = Buffer.from(ticketTokenOf(row))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
