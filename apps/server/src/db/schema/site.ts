import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
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

/**
 * First-party page views (SPEC §7 tracking; the back office's web-traffic screen reads them). One row
 * per beacon: the params p, r, t, e, s, q as sent, the bot code the server gave it (null: a person).
 */
export const pageView = pgTable(
  'page_view',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    visitorId: text(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    path: text().notNull(),
    referrer: text().notNull().default(''),
    title: text().notNull().default(''),
    event: text().notNull(),
    screen: text().notNull().default(''),
    query: text().notNull().default(''),
    botCode: smallint(),
    userAgent: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.path, t.createdAt)],
)

/** Tags recorded per visitor (and user, when logged in): the data behind affiliate and dealer attribution. */
export const tagAttribution = pgTable(
  'tag_attribution',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    visitorId: text(),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    tag: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // By day for the web-traffic screen (decision 0095).
  (t) => [index().on(t.visitorId, t.createdAt), index().on(t.userId, t.createdAt), index().on(t.createdAt)],
)

/** Staff-made short links `/{hash}` → a path of the shop, counted per visit. */
export const shortLink = pgTable('short_link', {
  hash: text().primaryKey(),
  targetPath: text().notNull(),
  hits: integer().notNull().default(0),
  createdBy: text().references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
