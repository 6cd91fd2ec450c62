import { z } from 'zod'
import { PageQuerySchema, pageMetaSchema } from '../paging/page-query.schema'
import {
  TICKET_INBOX_QUEUES,
  TICKET_INBOX_SORTS,
  TICKET_REPLY_STATUSES,
  TICKET_SETTABLE_STATUSES,
} from './inbox.constants'
import { TICKET_CLOCK_STATES } from './ticket-clock.constants'
import {
  TICKET_AUTHOR_KINDS,
  TICKET_BODY_MAX,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATUSES,
  TICKET_TYPES,
} from './ticket.constants'

// The staff inbox's contracts (issue 26 item 2): `/api/admin/tickets…`, for whoever may `support:work`.

/** `assignee`: me, unassigned, or a user's id. */
const AssigneeFilter = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be me, unassigned or a user id')
  .meta({ description: '`me`, `unassigned`, or a user id' })

export const TicketInboxQuerySchema = PageQuerySchema.extend({
  status: z.enum(TICKET_INBOX_QUEUES).default('active'),
  type: z.enum(TICKET_TYPES).optional(),
  assignee: AssigneeFilter.optional(),
  overdue: z.enum(['true', 'false']).optional().meta({ description: '`true`: only tickets with an overdue clock' }),
  q: z.string().trim().max(200).optional().meta({ description: 'Title, customer name, e-mail or ticket number' }),
  sort: z.enum(TICKET_INBOX_SORTS).default('urgency'),
})
export type TicketInboxQuery = z.infer<typeof TicketInboxQuerySchema>

export const TicketClockSchema = z.object({
  due_at: z.string(),
  state: z.enum(TICKET_CLOCK_STATES),
  overdue: z.boolean(),
  stopped_at: z.string().nullable(),
  /** Support time until due, in ms; negative: support time past due. */
  left_ms: z.number().int(),
})
export type TicketClockWire = z.infer<typeof TicketClockSchema>

export const TicketClocksSchema = z.object({ first_response: TicketClockSchema, resolution: TicketClockSchema })

const PersonSchema = z.object({ id: z.string(), name: z.string() })

export const TicketInboxRowSchema = z.object({
  id: z.number().int(),
  /** The ticket's number as customers see it (#1042). */
  number: z.number().int(),
  title: z.string(),
  type: z.enum(TICKET_TYPES),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  source: z.enum(TICKET_SOURCES),
  customer: z.object({ name: z.string(), email: z.string(), guest: z.boolean(), user_id: z.string().nullable() }),
  assignee: PersonSchema.nullable(),
  created_at: z.string(),
  last_activity_at: z.string(),
  clocks: TicketClocksSchema,
  /** Either clock is overdue. */
  overdue: z.boolean(),
})
export type TicketInboxRow = z.infer<typeof TicketInboxRowSchema>

export const TicketInboxCountsSchema = z.object(
  Object.fromEntries([...TICKET_INBOX_QUEUES, 'overdue'].map((queue) => [queue, z.number().int()])) as Record<
    (typeof TICKET_INBOX_QUEUES)[number] | 'overdue',
    z.ZodNumber
  >,
)

export const TicketInboxListSchema = z
  .object({
    data: z.array(TicketInboxRowSchema),
    meta: pageMetaSchema,
    /** Tickets per queue under the same type, assignee and search (the tabs); `overdue` among the active ones. */
    counts: TicketInboxCountsSchema,
    support: z.object({ hours: z.string(), open_now: z.boolean() }),
  })
  .meta({ id: 'TicketInboxList' })
export type TicketInboxList = z.infer<typeof TicketInboxListSchema>

export const InboxTicketFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
})

export const TicketThreadMessageSchema = z.object({
  id: z.number().int(),
  author_kind: z.enum(TICKET_AUTHOR_KINDS),
  author_name: z.string(),
  body: z.string(),
  /** A note for staff alone: never shown or mailed to the customer. */
  internal: z.boolean(),
  /** The ticket it was written on, when that ticket was merged into this one. */
  merged_from: z.number().int().nullable(),
  created_at: z.string(),
  files: z.array(InboxTicketFileSchema),
})
export type TicketThreadMessage = z.infer<typeof TicketThreadMessageSchema>

export const TICKET_RELATED_KINDS = ['tune-request', 'purchase', 'rescue-session', 'dealer'] as const

export const TicketInboxDetailSchema = TicketInboxRowSchema.extend({
  description: z.string(),
  /** The version to send back with a change (`version`), so two staff do not overwrite each other. */
  updated_at: z.string(),
  merged_into: z.number().int().nullable(),
  related: z.array(z.object({ kind: z.enum(TICKET_RELATED_KINDS), label: z.string(), href: z.string().nullable() })),
  thread: z.array(TicketThreadMessageSchema),
}).meta({ id: 'TicketInboxDetail' })
export type TicketInboxDetail = z.infer<typeof TicketInboxDetailSchema>

const ReplyBody = z
  .string()
  .trim()
  .min(1, 'Write the reply')
  .max(TICKET_BODY_MAX, `At most ${TICKET_BODY_MAX.toLocaleString('en-US')} characters`)

/** A reply or an internal note (JSON; the same fields as multipart/form-data with `files`). */
export const TicketReplySchema = z
  .object({
    body: ReplyBody,
    internal: z.boolean().default(false),
    status: z.enum(TICKET_REPLY_STATUSES).optional(),
  })
  .meta({ id: 'TicketReply' })
export type TicketReply = z.infer<typeof TicketReplySchema>

/** The multipart form of a reply: its fields as text, and up to five files. */
export const InboxReplyFormSchema = z.object({
  body: z.string(),
  internal: z.enum(['true', 'false']).optional(),
  status: z.enum(TICKET_REPLY_STATUSES).optional(),
  files: z.array(z.string().meta({ format: 'binary' })).optional(),
})

export const TicketReplyAnswerSchema = z
  .object({ message: TicketThreadMessageSchema, ticket: TicketInboxDetailSchema })
  .meta({ id: 'TicketReplyAnswer' })

export const TicketChangeSchema = z
  .object({
    assignee_user_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a user id')
      .nullable()
      .optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    status: z.enum(TICKET_SETTABLE_STATUSES).optional(),
    type: z.enum(TICKET_TYPES).optional(),
    /** The `updated_at` the change was made on; a ticket changed since is a 412 (as If-Unmodified-Since). */
    version: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'TicketChange' })
export type TicketChange = z.infer<typeof TicketChangeSchema>

export const TicketMergeSchema = z
  .object({ into: z.number().int().positive().max(2_147_483_647) })
  .meta({ id: 'TicketMerge' })

export const TicketAssigneesSchema = z
  .object({ data: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() })) })
  .meta({ id: 'TicketAssignees' })
