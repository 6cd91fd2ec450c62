import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AddressInput } from '@shop/domain/accounts'
import type { OrderStatus, ShippingTier, TaxLine } from '@shop/domain/checkout'
import type { PaymentErrorKind } from '@shop/domain/errors'
import { user } from './auth'
import { storeProduct, storeStockLocation } from './store'

/**
 * Checkout (decisions 0027–0030): shipping zones and their tiers, tax rates, orders with their lines,
 * payment attempts (written BEFORE a charge, so a crash between charge and commit is reconciled at the next
 * start) and the stock taken per location. Money is integer minor units (`bigint`), ARCHITECTURE §4.
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/**
 * A shipping destination (decision 0027): the listed countries, or every country no other zone lists when
 * `restOfWorld`. A zone with no rates is a destination the shop does not ship to.
 */
export const shippingZone = pgTable('shipping_zone', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  countries: jsonb().$type<string[]>().notNull().default([]),
  restOfWorld: boolean().notNull().default(false),
})

/** The price of one tier (standard, express) to a zone in one store currency. */
export const shippingRate = pgTable(
  'shipping_rate',
  {
    zoneId: integer()
      .notNull()
      .references(() => shippingZone.id, { onDelete: 'cascade' }),
    tier: text().$type<ShippingTier>().notNull(),
    name: text().notNull(),
    /** Business days, shown as "3–5 business days". */
    minDays: integer().notNull(),
    maxDays: integer().notNull(),
    currency: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.tier, t.currency] }),
    check('shipping_rate_tier_check', sql`${t.tier} in ('standard', 'express')`),
    check('shipping_rate_amount_check', sql`${t.amountMinor} >= 0`),
    check('shipping_rate_days_check', sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`),
  ],
)

/**
 * A tax rate of a region (decision 0028), in parts per million: US sales tax per state, Canadian
 * GST/HST/PST/QST per province, VAT per country (`region` ''), `inclusive` for prices shown with VAT.
 * Staff and admins change `ratePpm` through the API.
 */
export const taxRate = pgTable(
  'tax_rate',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    country: text().notNull(),
    region: text().notNull().default(''),
    name: text().notNull(),
    ratePpm: integer().notNull(),
    inclusive: boolean().notNull().default(false),
    appliesToShipping: boolean().notNull().default(false),
    updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.country, t.region, t.name),
    check('tax_rate_ppm_check', sql`${t.ratePpm} between 0 and 1000000`),
  ],
)

/** Addresses are copied into the order: later edits of the address book never change an order. */
export type OrderAddress = AddressInput

/**
 * An order (SPEC §4 order tracking). Its currency, lines and totals are fixed when it is created; it is
 * committed (`paid`) once, in the transaction that takes the stock.
 */
export const checkoutOrder = pgTable(
  'checkout_order',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The buyer when logged in; guests are known by `email` and the invoice token. */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    email: text().notNull(),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    currency: text().notNull(),
    subtotalMinor: bigint({ mode: 'number' }).notNull(),
    discountMinor: bigint({ mode: 'number' }).notNull().default(0),
    shippingMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** Tax added on top of the price (inclusive VAT is in `taxLines` only). */
    taxMinor: bigint({ mode: 'number' }).notNull().default(0),
    totalMinor: bigint({ mode: 'number' }).notNull(),
    taxLines: jsonb().$type<TaxLine[]>().notNull().default([]),
    discountCodes: jsonb().$type<string[]>().notNull().default([]),
    shippingTier: text().$type<ShippingTier>(),
    shippingName: text(),
    billingAddress: jsonb().$type<OrderAddress>().notNull(),
    shippingAddress: jsonb().$type<OrderAddress>(),
    /** The unguessable token of the emailed invoice link (`invoice:read-by-token`). */
    invoiceToken: text().notNull().unique(),
    /** The `Idempotency-Key` of the create call: a retried create answers this order. */
    createKey: text().unique(),
    attributionTag: text(),
    trackingNumber: text(),
    dealerFulfilled: boolean().notNull().default(false),
    paymentProvider: text(),
    chargeId: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    // The back office's metrics read a range of days (decision 0095).
    index().on(t.createdAt),
    check(
      'checkout_order_status_check',
      sql`${t.status} in ('pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
    check('checkout_order_total_check', sql`${t.totalMinor} >= 0 and ${t.subtotalMinor} >= 0`),
    check(
      'checkout_order_paid_check',
      sql`${t.status} = 'pending' or ${t.status} = 'cancelled' or ${t.chargeId} is not null or ${t.totalMinor} = 0`,
    ),
  ],
)

/** A chosen option as the order keeps it: the option and the selection's name. */
export type OrderLineOption = { option: { id: number; name: string }; selection: { name: string } }

/** One line of an order, priced by the server at creation. */
export const checkoutOrderLine = pgTable(
  'checkout_order_line',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => checkoutOrder.id, { onDelete: 'cascade' }),
    productId: integer().references(() => storeProduct.id, { onDelete: 'set null' }),
    slug: text().notNull(),
    name: text().notNull(),
    subtext: text().notNull().default(''),
    options: jsonb().$type<OrderLineOption[]>().notNull().default([]),
    quantity: integer().notNull(),
    unitPriceMinor: bigint({ mode: 'number' }).notNull(),
    lineTotalMinor: bigint({ mode: 'number' }).notNull(),
    position: integer().notNull(),
  },
  (t) => [index().on(t.orderId, t.position), check('checkout_order_line_quantity_check', sql`${t.quantity} >= 1`)],
)

/**
 * One try to pay an order, recorded before the provider is asked. `outcome` null means in flight: at most
 * one per order (the partial unique index turns a concurrent duplicate into a 409), and at start the ones
 * left by a crash are settled with `payments.findCharge(providerKey)`.
 */
export const paymentAttempt = pgTable(
  'payment_attempt',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => checkoutOrder.id, { onDelete: 'cascade' }),
    /** The buyer's `Idempotency-Key` (or one made for a call without it). */
    requestKey: text().notNull(),
    /** The key the provider is charged with. */
    providerKey: text().notNull().unique(),
    provider: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    outcome: text().$type<'charged' | 'failed' | 'refunded'>(),
    failureKind: text().$type<PaymentErrorKind | 'out_of_stock'>(),
    failureMessage: text(),
    chargeId: text(),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.orderId, t.requestKey),
    uniqueIndex('payment_attempt_one_in_flight')
      .on(t.orderId)
      .where(sql`${t.outcome} is null`),
    index().on(t.outcome),
    check(
      'payment_attempt_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('charged', 'failed', 'refunded')`,
    ),
  ],
)

/** The units an order took from each location (kept for refunds, restocks and the stock screens). */
export const orderStockTake = pgTable(
  'order_stock_take',
  {
    orderId: integer()
      .notNull()
      .references(() => checkoutOrder.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => storeStockLocation.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId, t.locationId] })],
)

/** A refund's lines: which order line and how many of its units, and what they gave back. */
export type OrderRefundLine = { lineId: number; quantity: number; amountMinor: number }
/** Units a refund put back on the shelf, per product and location. */
export type OrderRefundRestock = { productId: number; locationId: number; quantity: number }

/**
 * A back-office refund of a store order (decision 0092), recorded `pending` before the payment provider is asked
 * (its key there is `order-refund-<id>`, so a retry after a crash gives back once), then `refunded` — in the
 * transaction that restocks, posts the ledger reversal and writes the audit record — or `failed`. The
 * `Idempotency-Key` of the request is unique per order: a retry answers this refund. Pending and refunded rows
 * count against what is left to refund, so two refunds at once cannot give back more than was paid.
 */
export const orderRefund = pgTable(
  'order_refund',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => checkoutOrder.id, { onDelete: 'cascade' }),
    requestKey: text().notNull(),
    /** The request as it was understood (scope, lines, restock, reason): a retry must send the same. */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<'pending' | 'refunded' | 'failed'>().notNull().default('pending'),
    scope: text().$type<'order' | 'lines'>().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    lines: jsonb().$type<OrderRefundLine[]>().notNull().default([]),
    restock: boolean().notNull().default(false),
    restocked: jsonb().$type<OrderRefundRestock[]>().notNull().default([]),
    reason: text().notNull(),
    provider: text(),
    providerRefundId: text(),
    failureKind: text().$type<PaymentErrorKind>(),
    failureMessage: text(),
    ledgerTransactionId: text(),
    createdByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.orderId, t.requestKey),
    index().on(t.orderId, t.createdAt),
    check('order_refund_status_check', sql`${t.status} in ('pending', 'refunded', 'failed')`),
    check('order_refund_scope_check', sql`${t.scope} in ('order', 'lines')`),
    check('order_refund_amount_check', sql`${t.amountMinor} > 0`),
  ],
)
