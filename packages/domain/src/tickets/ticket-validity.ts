import { TICKET_NOT_VALID, isTicketValid } from '../rescue/tuning-ticket.schema'

/** SPEC §5/§8: a ticket is sent only when title, description and customer_name are all non-empty. */
export { TICKET_NOT_VALID, isTicketValid }

/** The fields of SPEC §3 Ticket that are empty, for the form to mark (the answer's text stays TICKET_NOT_VALID). */
export function missingTicketFields(ticket: {
  title?: string | null
  description?: string | null
  customer_name?: string | null
}): Array<'title' | 'description' | 'customer_name'> {
  const fields = ['title', 'description', 'customer_name'] as const
  return fields.filter((field) => (ticket[field] ?? '').trim() === '')
}
