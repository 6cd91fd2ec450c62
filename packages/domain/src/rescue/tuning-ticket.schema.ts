import { z } from 'zod'

/** SPEC §8: the one text for a ticket that is missing its title, description or customer name. */
export const TICKET_NOT_VALID = 'ticket is not valid'

/** SPEC §3 Ticket (title, description, customer_name, guest) about a tune request, from /tuning-ticket. */
export const TuningTicketSchema = z.object({
  title: z.string().max(200).default(''),
  description: z.string().max(8000).default(''),
  customer_name: z.string().max(200).default(''),
  email: z.email('Enter the email address we should answer.').max(200).optional(),
  tune_request_id: z.number().int().positive().nullish(),
})
export type TuningTicket = z.infer<typeof TuningTicketSchema>

/** SPEC §5: a ticket is sent only when title, description and customer_name are all non-empty. */
export function isTicketValid(ticket: Pick<TuningTicket, 'title' | 'description' | 'customer_name'>): boolean {
  return [ticket.title, ticket.description, ticket.customer_name].every((value) => value.trim() !== '')
}
