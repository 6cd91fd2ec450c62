import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { WaitedSpan } from '@shop/domain/tickets'
import { organization, user } from './auth'
import { catalogPurchase } from './catalog-purchases'
import { rescueSession } from './rescue-sessions'
import { storedFile } from './stored-files'
import { tuneRequest } from './tune-requests'

// The one support-ticket system (issue 26; SPEC §3 Ticket, §7 tickets and customer-tickets): a ticket, its thread
// of messages (staff's internal notes among them), and the files on each message.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * A ticket (SPEC §3: title, description, customer_name, guest, plus files). A guest has no account: they reach it
 * through a link signed with `accessNonce` (a new nonce revokes every link sent before). The clocks of the staff
 * inbox read `firstRespondedAt` and `solvedAt`.
 */
export const ticket = pgTable(
  'ticket',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** TUNE | TOOL | GENERAL (TICKET_TYPES) */
    type: text().notNull(),
    /** new | open | waiting-on-customer | solved | closed (TICKET_STATUSES) */
    status: text().notNull().default('new'),
    /** low | normal | high | urgent (TICKET_PRIORITIES) */
    priority: text().notNull().default('normal'),
    /** form | widget | contact-us | tune-request | purchase | rescue-session | dealer (TICKET_SOURCES) */
    source: text().notNull(),
    title: text().notNull(),
    /** The first message as written; the thread starts with it too. */
    description: text().notNull(),
    customerName: text().notNull(),
    /** Where answers are mailed: the guest's address, or the customer's at the time of asking. */
    email: text().notNull(),
    guest: boolean().notNull().default(false),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The dealer a dealer member asked for (the dealer portal's tickets tab). */
    dealerOrgId: text().references(() => organization.id, { onDelete: 'set null' }),
    assigneeUserId: text().references(() => user.id, { onDelete: 'set null' }),
    tuneRequestId: integer().references(() => tuneRequest.id, { onDelete: 'set null' }),
    catalogPurchaseId: integer().references(() => catalogPurchase.id, { onDelete: 'set null' }),
    rescueSessionId: integer().references(() => rescueSession.id, { onDelete: 'set null' }),
    /** Set when staff merged this ticket into another (its thread moved there; this one is closed). */
    mergedIntoId: integer(),
    /** Random per ticket; the guest link is an HMAC over id and nonce. */
    accessNonce: uuid().notNull().defaultRandom(),
    firstRespondedAt: timestamp({ withTimezone: true }),
    solvedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** Since when it waits on the customer, while it does: the resolution clock is paused (decision 0113). */
    waitingSince: timestamp({ withTimezone: true }),
    /** The earlier spans it waited on the customer (ISO instants), which the resolution clock does not count. */
    waitedSpans: jsonb().$type<WaitedSpan[]>().notNull().default([]),
    /** When the customer or support last wrote (the inbox sorts by it). */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.status, t.lastMessageAt),
    index().on(t.assigneeUserId, t.status),
    index().on(t.dealerOrgId),
    index().on(t.tuneRequestId),
    index().on(t.catalogPurchaseId),
    index().on(t.rescueSessionId),
    check('ticket_type', sql`${t.type} in (${inList(['TUNE', 'TOOL', 'GENERAL'])})`),
    check('ticket_status', sql`${t.status} in (${inList(['new', 'open', 'waiting-on-customer', 'solved', 'closed'])})`),
    check('ticket_priority', sql`${t.priority} in (${inList(['low', 'normal', 'high', 'urgent'])})`),
    check(
      'ticket_source',
      sql`${t.source} in (${inList(['form', 'widget', 'contact-us', 'tune-request', 'purchase', 'rescue-session', 'dealer'])})`,
    ),
    check('ticket_title', sql`length(trim(${t.title})) > 0`),
    check('ticket_description', sql`length(trim(${t.description})) > 0`),
    check('ticket_customer_name', sql`length(trim(${t.customerName})) > 0`),
    check('ticket_not_merged_into_itself', sql`${t.mergedIntoId} is null or ${t.mergedIntoId} <> ${t.id}`),
  ],
)

/** One message of a ticket's thread. `internal` notes are staff's own and never shown to or mailed to the customer. */
export const ticketMessage = pgTable(
  'ticket_message',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer()
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    /** customer | staff | system (TICKET_AUTHOR_KINDS) */
    authorKind: text().notNull(),
    /** Null for a guest and for the shop's own notes. */
    authorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The name shown on the message (the guest's customer_name, the staff member's name). */
    authorName: text().notNull(),
    body: text().notNull(),
    internal: boolean().notNull().default(false),
    /** The ticket it was written on, when staff merged that ticket into this one. */
    mergedFromTicketId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.ticketId, t.createdAt),
    check('ticket_message_author_kind', sql`${t.authorKind} in (${inList(['customer', 'staff', 'system'])})`),
    check('ticket_message_body', sql`length(trim(${t.body})) > 0`),
    check('ticket_message_internal_by_staff', sql`not ${t.internal} or ${t.authorKind} <> 'customer'`),
  ],
)

/** The files sent with a message (kept in the file store, size- and type-checked on the way in). */
export const ticketMessageFile = pgTable(
  'ticket_message_file',
  {
    messageId: integer()
      .notNull()
      .references(() => ticketMessage.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index().on(t.fileId)],
)
