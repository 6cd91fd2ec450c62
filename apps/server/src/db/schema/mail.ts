import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Every mail the shop sends; without SMTP it stays here for staff and tests to read. */
export const outboxMail = pgTable(
  'outbox_mail',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Extra headers the delivery sends (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb().$type<Record<string, string>>(),
    /** queued (no SMTP), sent, or failed. */
    status: text().notNull().default('queued'),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.to)],
)
