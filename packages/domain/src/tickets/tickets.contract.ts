import { z } from 'zod'
import { PageQuerySchema, pageMetaSchema } from '../paging/page-query.schema'
import {
  TICKET_AUTHOR_KINDS,
  TICKET_BODY_MAX,
  TICKET_CUSTOMER_NAME_MAX,
  TICKET_FILES_MAX,
  TICKET_STATUSES,
  TICKET_TITLE_MAX,
  TICKET_TYPES,
} from './ticket.constants'

// The wire contract of a customer's and a guest's tickets (issue 26 item 1): opening one (the form, the contact
// widget), reading it and its thread, replying, and "My tickets".

/** Where a customer opens a ticket themselves (the other sources are the shop's own ways in). */
export const TICKET_OPEN_SOURCES = ['form', 'widget'] as const

/** The longest e-mail address a ticket keeps. */
export const TICKET_EMAIL_MAX = 200

/**
 * The fields of a new ticket (SPEC §3 Ticket). Title, description and customer name may come empty here: a ticket
 * missing one is refused as a whole with 'ticket is not valid' (SPEC §5/§8) and `errors` naming each.
 */
export const TicketOpenFieldsSchema = z
  .object({
    type: z.enum(TICKET_TYPES, 'Choose what the ticket is about: a tune, a tool or a general question.'),
    title: z.string().max(TICKET_TITLE_MAX, `Keep the title under ${TICKET_TITLE_MAX} characters.`).default(''),
    description: z
      .string()
      .max(TICKET_BODY_MAX, `Keep the description under ${TICKET_BODY_MAX.toLocaleString('en-US')} characters.`)
      .default(''),
    customer_name: z
      .string()
      .max(TICKET_CUSTOMER_NAME_MAX, `Keep your name under ${TICKET_CUSTOMER_NAME_MAX} characters.`)
      .default(''),
    /** A guest's address (required for them); a logged-in customer's own address is used instead. */
    email: z
      .string()
      .trim()
      .max(TICKET_EMAIL_MAX)
      .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address.')]))
      .default(''),
    source: z.enum(TICKET_OPEN_SOURCES).default('form'),
  })
  .meta({ id: 'TicketOpenFields' })
export type TicketOpenFields = z.infer<typeof TicketOpenFieldsSchema>

const files = z
  .array(z.string().meta({ format: 'binary' }))
  .max(TICKET_FILES_MAX)
  .meta({ description: `0–${TICKET_FILES_MAX} photos (JPEG, PNG, WebP), PDFs or text files, told by their bytes` })

/** The multipart body of `POST /v1/tickets`, as documented: the service reads and checks it itself. */
export const TicketOpenFormSchema = z.object({
  type: z.enum(TICKET_TYPES),
  title: z.string(),
  description: z.string(),
  customer_name: z.string(),
  email: z.string().optional().meta({ description: 'Required for a guest; ignored for a logged-in customer' }),
  source: z.enum(TICKET_OPEN_SOURCES).optional(),
  files: files.optional(),
})

/** The multipart body of a customer's reply. */
export const TicketReplyFormSchema = z.object({ body: z.string(), files: files.optional() })

export const TicketReplyFieldsSchema = z.object({
  body: z
    .string()
    .max(TICKET_BODY_MAX, `Keep the message under ${TICKET_BODY_MAX.toLocaleString('en-US')} characters.`)
    .refine((body) => body.trim() !== '', 'Write a message.'),
})

export const TicketOpenedSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(TICKET_STATUSES),
    /** A guest's page (`/tickets/{id}/{token}`, also mailed to them); null for a logged-in customer. */
    link: z.string().nullable(),
  })
  .meta({ id: 'TicketOpened' })
export type TicketOpened = z.infer<typeof TicketOpenedSchema>

export const TicketFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Its download, by the same way the ticket was reached (the owner's, or the guest's link). */
  url: z.string(),
})
export type TicketFile = z.infer<typeof TicketFileSchema>

export const TicketMessageSchema = z.object({
  id: z.number().int(),
  author_kind: z.enum(TICKET_AUTHOR_KINDS),
  author_name: z.string(),
  body: z.string(),
  files: z.array(TicketFileSchema),
  created_at: z.string(),
})
export type TicketMessage = z.infer<typeof TicketMessageSchema>

/** A ticket as its customer sees it: its thread without staff's internal notes. */
export const CustomerTicketSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(TICKET_TYPES),
    status: z.enum(TICKET_STATUSES),
    title: z.string(),
    customer_name: z.string(),
    email: z.string(),
    guest: z.boolean(),
    /** Whether it takes a reply (a closed ticket does not). */
    can_reply: z.boolean(),
    messages: z.array(TicketMessageSchema),
    created_at: z.string(),
    last_message_at: z.string(),
  })
  .meta({ id: 'CustomerTicket' })
export type CustomerTicket = z.infer<typeof CustomerTicketSchema>

export const CustomerTicketListQuerySchema = PageQuerySchema

export const CustomerTicketListItemSchema = CustomerTicketSchema.pick({
  id: true,
  type: true,
  status: true,
  title: true,
  created_at: true,
  last_message_at: true,
}).extend({ messages: z.number().int() })
export type CustomerTicketListItem = z.infer<typeof CustomerTicketListItemSchema>

export const CustomerTicketListSchema = z
  .object({ data: z.array(CustomerTicketListItemSchema), meta: pageMetaSchema })
  .meta({ id: 'CustomerTicketList' })
export type CustomerTicketList = z.infer<typeof CustomerTicketListSchema>
