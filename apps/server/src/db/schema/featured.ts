import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Tunes and products shown on the home page, in `position` order. */
export const featuredItem = pgTable(
  'featured_item',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<'tune' | 'product'>().notNull(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    subtitle: text().notNull().default(''),
    /** A short label on the card, e.g. "Stage 2" or "Best seller". */
    badge: text(),
    /** The vehicle a tune is for, e.g. "VW Golf GTI Mk7 2.0 TSI". */
    vehicle: text(),
    gainHp: integer(),
    gainTorqueLbft: integer(),
    /** A path under /images/. */
    image: text().notNull(),
    /** Where the card links: a catalog page for tunes, /products/<slug>/ for products. */
    href: text().notNull(),
    position: integer().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.active, t.position), check('featured_item_kind_check', sql`${t.kind} in ('tune', 'product')`)],
)

/** ARCHITECTURE §4: a price per currency in integer minor units, never converted on the fly. */
export const featuredItemPrice = pgTable(
  'featured_item_price',
  {
    itemId: integer()
      .notNull()
      .references(() => featuredItem.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.currency] })],
)
