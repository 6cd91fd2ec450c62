import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { user } from './auth'

// Editable pages (issue 26 item 4, decision 0115): the shop's content pages and every version of them.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/**
 * A page as it is now: staff's Markdown and the HTML rendered and sanitized from it when it was saved (only that
 * HTML reaches a visitor). `version` is the number of its newest `page_version`; a save names the version it was
 * based on, and a save in between makes it a 409.
 */
export const page = pgTable(
  'page',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The path without its leading slash: `bitbox`, `fz/guide`, `tcc/3`. */
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull(),
    markdown: text().notNull(),
    html: text().notNull(),
    version: integer().notNull().default(1),
    /** Who saved last; null for the shop's own first load. */
    updatedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('page_version_positive', sql`${t.version} >= 1`),
    check('page_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*){0,3}$'`),
  ],
)

/** Every save of a page, numbered from 1; a restore is a new version that names the one it restored. */
export const pageVersion = pgTable(
  'page_version',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer()
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    markdown: text().notNull(),
    /** Null: the shop (the seed's first load), or an account since deleted. */
    authorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    restoredFrom: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.pageId, t.number),
    index().on(t.authorUserId),
    check('page_version_number_positive', sql`${t.number} >= 1`),
    check(
      'page_version_restored_before',
      sql`${t.restoredFrom} is null or ${t.restoredFrom} between 1 and ${t.number} - 1`,
    ),
  ],
)
