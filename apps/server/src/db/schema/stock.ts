import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { StockMovementReason } from '@shop/domain/admin-stock'
import { user } from './auth'
import { checkoutOrder } from './checkout'
import { storeProduct, storeStockLocation } from './store'

/**
 * The stock movement history (issue 24 item 4, decision 0094): one row per change of a `store_stock_level`, written
 * in the transaction that changes the level, under its row lock. Append-only: an adjustment by an admin (with its
 * reason and note), a sale taken by checkout, a refund's restock. `quantity_after` is the level right after it, so
 * the history reads as a ledger of the shelf.
 */
export const storeStockMovement = pgTable(
  'store_stock_movement',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => storeStockLocation.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    quantityAfter: integer().notNull(),
    reason: text().$type<StockMovementReason>().notNull(),
    note: text().notNull().default(''),
    /** Who adjusted; null for the shop itself (a sale, a refund) or an account since removed. */
    actorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The store order a sale or a refund's restock belongs to. */
    orderId: integer().references(() => checkoutOrder.id, { onDelete: 'set null' }),
    /** `stock-adjustment:<Idempotency-Key>`: a retried adjustment finds its first movement. */
    idempotencyKey: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.productId, t.at),
    index().on(t.locationId, t.at),
    uniqueIndex().on(t.idempotencyKey),
    check(
      'store_stock_movement_reason_check',
      sql`${t.reason} in ('received', 'counted', 'damaged', 'returned', 'sale', 'refund')`,
    ),
    // A count that finds the level as it was is history too; every other movement changes the level.
    check('store_stock_movement_delta_check', sql`${t.delta} <> 0 or ${t.reason} = 'counted'`),
    check('store_stock_movement_after_check', sql`${t.quantityAfter} >= 0`),
  ],
)
