import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { ticket } from './tickets'

// What customers and guests sent to support, by sender (decision 0112): the tickets they opened and the replies
// guests wrote through their link, so that one address or one e-mail cannot flood the inbox (429 past the limits).

/** One ticket opened, or one guest reply written, with who sent it (address; e-mail for an opened ticket). */
export const ticketIntake = pgTable(
  'ticket_intake',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** open | guest-reply */
    kind: text().notNull(),
    ticketId: integer()
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    ip: text().notNull(),
    /** The ticket's e-mail, lower-cased (opened tickets). */
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ip, t.kind, t.createdAt),
    index().on(t.email, t.createdAt),
    index().on(t.ticketId),
    check('ticket_intake_kind', sql`${t.kind} in ('open', 'guest-reply')`),
  ],
)
