import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { catalogTool } from './catalog'
import { ledgerTransaction } from './ledger'

// Flash-tool orders (issue 25, SPEC §7 `v1/fz-orders`): a dealer's bulk orders of flash tools at dealer prices, paid
// on its balance (one `dealer-purchase` ledger transaction), shipped and delivered, or cancelled and refunded (one
// `dealer-refund`). The order keeps its lines' prices: a later price change does not rewrite it.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** What a dealer pays for a flash tool it may own, per store currency (minor units); no row: not for dealers. */
export const fzToolDealerPrice = pgTable(
  'fz_tool_dealer_price',
  {
    toolId: integer()
      .notNull()
      .references(() => catalogTool.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    priceMinor: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.toolId, t.currency] }),
    check('fz_tool_dealer_price_amount', sql`${t.priceMinor} > 0`),
    check('fz_tool_dealer_price_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
)

/** One order: its type (SPEC §3 compatibility type), its total, its shipping state and the ledger's record of it. */
export const fzOrder = pgTable(
  'fz_order',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    orderType: text().notNull().default('FLASHZILLAV3'),
    /** placed | shipped | delivered | cancelled */
    state: text().notNull().default('placed'),
    currency: text().notNull(),
    totalMinor: bigint({ mode: 'bigint' }).notNull(),
    note: text().notNull().default(''),
    trackingNumber: text(),
    placedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The caller's Idempotency-Key, per dealer: a retried order answers the first. */
    idempotencyKey: text().notNull(),
    purchaseTransactionId: uuid().references(() => ledgerTransaction.id),
    refundTransactionId: uuid().references(() => ledgerTransaction.id),
    createdAt: createdAt(),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organizationId, t.createdAt),
    uniqueIndex('fz_order_idempotency_key').on(t.organizationId, t.idempotencyKey),
    check('fz_order_type_check', sql`${t.orderType} in ('FLASHZILLAV3', 'FZPRO')`),
    check('fz_order_state_check', sql`${t.state} in ('placed', 'shipped', 'delivered', 'cancelled')`),
    check('fz_order_total_check', sql`${t.totalMinor} > 0`),
    check('fz_order_shipped_check', sql`${t.state} not in ('shipped', 'delivered') or ${t.trackingNumber} is not null`),
  ],
)

/** What an order holds: a tool, how many and at what unit price. */
export const fzOrderLine = pgTable(
  'fz_order_line',
  {
    orderId: integer()
      .notNull()
      .references(() => fzOrder.id, { onDelete: 'cascade' }),
    toolId: integer()
      .notNull()
      .references(() => catalogTool.id),
    quantity: integer().notNull(),
    unitPriceMinor: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.toolId] }),
    check('fz_order_line_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('fz_order_line_price_check', sql`${t.unitPriceMinor} > 0`),
  ],
)
