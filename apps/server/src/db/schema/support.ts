import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { ticket } from './tickets'
import { tuneRequest } from './tune-requests'

// The contact page and feedback (issue 26 item 3). The contact page's messages are tickets (source contact-us);
// `contact_us_message` only counts them per sender for the rate limit.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** One message sent through /contact-us: who sent it from where (the hourly limit per IP and per address). */
export const contactUsMessage = pgTable(
  'contact_us_message',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer().references(() => ticket.id, { onDelete: 'set null' }),
    ip: text().notNull(),
    /** Lower-cased. */
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ip, t.createdAt), index().on(t.email, t.createdAt)],
)

/**
 * A customer's rating of a solved ticket or a delivered tune, asked once per solve or delivery (`occasionAt`: the
 * ticket's solve or the delivery), answered once through a mailed link whose token is stored only as its SHA-256.
 */
export const feedbackRequest = pgTable(
  'feedback_request',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer().references(() => ticket.id, { onDelete: 'cascade' }),
    tuneRequestId: integer().references(() => tuneRequest.id, { onDelete: 'cascade' }),
    occasionAt: timestamp({ withTimezone: true }).notNull(),
    /** Where the link was mailed. */
    email: text().notNull(),
    /** SHA-256 (hex) of the link's token. */
    tokenHash: text().notNull(),
    rating: smallint(),
    comment: text(),
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_request_ticket_occasion')
      .on(t.ticketId, t.occasionAt)
      .where(sql`${t.ticketId} is not null`),
    uniqueIndex('feedback_request_tune_request_occasion')
      .on(t.tuneRequestId, t.occasionAt)
      .where(sql`${t.tuneRequestId} is not null`),
    index().on(t.submittedAt),
    check('feedback_request_one_subject', sql`(${t.ticketId} is null) <> (${t.tuneRequestId} is null)`),
    check('feedback_request_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('feedback_request_comment', sql`${t.comment} is null or length(${t.comment}) <= 2000`),
    check('feedback_request_answered', sql`(${t.submittedAt} is null) = (${t.rating} is null)`),
  ],
)
