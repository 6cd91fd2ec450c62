import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'

/** Site-wide or per-user notices shown in the layout (SPEC §3 alerts). */
export const alert = pgTable(
  'alert',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** Null for everyone; else only this user sees it. */
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
)

export const alertClosure = pgTable(
  'alert_closure',
  {
    alertId: integer()
      .notNull()
      .references(() => alert.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.userId] })],
)

/** Key/value facts about this installation (e.g. when the demo seed ran). */
export const systemSetting = pgTable('system_setting', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
