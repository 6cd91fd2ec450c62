import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { outboxMail } from './mail'

// Newsletter (issue 26 item 6): lists, their subscribers (double opt-in), issues written by staff and one delivery
// row per issue and subscriber — the unique pair that lets a send killed half-way resume without mailing anyone twice.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** A list people subscribe to (`shop-news`, `dealer-blog-posts`). */
export const newsletterList = pgTable('newsletter_list', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(''),
  createdAt: createdAt(),
})

/**
 * One e-mail address on one list. Pending until its confirmation link is used (the token is mailed, its SHA-256
 * kept); the unsubscribe token is an HMAC of `unsubscribeNonce` under the server's secret (every mail carries it,
 * the database holds only its SHA-256 to find the row).
 */
export const newsletterSubscriber = pgTable(
  'newsletter_subscriber',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listId: integer()
      .notNull()
      .references(() => newsletterList.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    /** pending | confirmed | unsubscribed */
    status: text().notNull().default('pending'),
    confirmTokenHash: text(),
    confirmSentAt: timestamp({ withTimezone: true }),
    unsubscribeNonce: text().notNull(),
    unsubscribeTokenHash: text().notNull(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriber_list_email').on(t.listId, t.email),
    uniqueIndex('newsletter_subscriber_confirm_token').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriber_unsubscribe_token').on(t.unsubscribeTokenHash),
    // The send job's batches: a list's confirmed subscribers by id.
    index('newsletter_subscriber_sending').on(t.listId, t.status, t.id),
    index().on(t.userId),
    check('newsletter_subscriber_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check('newsletter_subscriber_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
)

/** A sign-up attempt, kept an hour or so for the limits per client address and per e-mail address. */
export const newsletterSignup = pgTable(
  'newsletter_signup',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ip: text().notNull(),
    email: text().notNull(),
    /** Whether a confirmation mail went out for it. */
    mailed: integer().notNull().default(0),
    at: createdAt(),
  },
  (t) => [index().on(t.ip, t.at), index().on(t.email, t.at)],
)

/** An issue of a list: Markdown as written and its HTML rendered and sanitized at save. */
export const newsletterIssue = pgTable(
  'newsletter_issue',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    listId: integer()
      .notNull()
      .references(() => newsletterList.id, { onDelete: 'restrict' }),
    subject: text().notNull(),
    markdown: text().notNull(),
    html: text().notNull(),
    /** draft | sending | sent */
    status: text().notNull().default('draft'),
    /** Confirmed subscribers when sending started. */
    total: integer().notNull().default(0),
    /** Subscribers mailed so far (kept with each batch). */
    delivered: integer().notNull().default(0),
    createdByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    sendingAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.listId),
    check('newsletter_issue_status_check', sql`${t.status} in ('draft', 'sending', 'sent')`),
    check('newsletter_issue_sent_at', sql`${t.status} <> 'sent' or ${t.sentAt} is not null`),
  ],
)

/** One issue mailed to one subscriber: written in the same transaction as its outbox mail, once (the unique pair). */
export const newsletterDelivery = pgTable(
  'newsletter_delivery',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    issueId: integer()
      .notNull()
      .references(() => newsletterIssue.id, { onDelete: 'cascade' }),
    subscriberId: integer()
      .notNull()
      .references(() => newsletterSubscriber.id, { onDelete: 'cascade' }),
    outboxMailId: integer().references(() => outboxMail.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_delivery_once').on(t.issueId, t.subscriberId)],
)
