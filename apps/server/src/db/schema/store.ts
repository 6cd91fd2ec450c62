import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import type { CartEntry } from '@shop/domain/cart'
import type { PRODUCT_KINDS, SALE_AMOUNT_TYPES, SALE_TYPES } from '@shop/domain/store'
import { organization, user } from './auth'
import { catalogTool } from './catalog'

/**
 * The store (SPEC §3 Cart, Sale; decisions 0023–0026): products with per-currency prices, options and their
 * selections, stock per location, conversion rates, sales, discount codes and the logged-in user's cart.
 *
 * Money follows ARCHITECTURE §4: integer minor units (`bigint`) stored once per store currency in the
 * `*_price` tables, never converted on the fly.
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

export type ProductKind = (typeof PRODUCT_KINDS)[number]

/** A product image: a path under /images/ and its alternative text. */
export type ProductImage = { src: string; alt: string }

/** A store product (SPEC §2 /products/, /products/{slug}/). */
export const storeProduct = pgTable(
  'store_product',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    /** The short line under the name (SPEC §2 cart drawer subtext). */
    subtext: text().notNull().default(''),
    description: text().notNull().default(''),
    /** The category slug the list filters by, e.g. 'flash-tools', 'cables'. */
    category: text().notNull(),
    kind: text().$type<ProductKind>().notNull(),
    /** SPEC §3 enumerations: what a flash tool is compatible with; null for anything else. */
    compatType: text().$type<'FZPRO' | 'FLASHZILLAV3'>(),
    /** Set when this product is a catalog tool (the tool solver offers it with a tune). */
    catalogToolId: integer().references(() => catalogTool.id, { onDelete: 'set null' }),
    images: jsonb().$type<ProductImage[]>().notNull().default([]),
    /** Shipping weight in grams. */
    weightGrams: integer().notNull().default(0),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** The back office warns when a level of this product is at or under this many units (decision 0094). */
    lowStockThreshold: integer().notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.active, t.category, t.position),
    check('store_product_kind_check', sql`${t.kind} in ('flash-tool', 'cable', 'accessory', 'merch')`),
    check(
      'store_product_compat_type_check',
      sql`${t.compatType} is null or (${t.kind} = 'flash-tool' and ${t.compatType} in ('FZPRO', 'FLASHZILLAV3'))`,
    ),
    check('store_product_weight_check', sql`${t.weightGrams} >= 0`),
    check('store_product_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
  ],
)

/** A product's price in one store currency, minor units; every product has a row per store currency. */
export const storeProductPrice = pgTable(
  'store_product_price',
  {
    productId: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    check('store_product_price_amount_check', sql`${t.amountMinor} >= 0`),
  ],
)

/** An option of a product (e.g. "Cable length"); the buyer picks one selection of each option. */
export const storeProductOption = pgTable(
  'store_product_option',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.productId, t.position)],
)

/** One choice of an option (e.g. "3 m"); its price is added to the product's per unit. */
export const storeOptionSelection = pgTable(
  'store_option_selection',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    optionId: integer()
      .notNull()
      .references(() => storeProductOption.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [unique().on(t.optionId, t.name), index().on(t.optionId, t.position)],
)

/** What a selection adds to the unit price in one store currency, minor units (0 when free). */
export const storeOptionSelectionPrice = pgTable(
  'store_option_selection_price',
  {
    selectionId: integer()
      .notNull()
      .references(() => storeOptionSelection.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.selectionId, t.currency] }),
    check('store_option_selection_price_amount_check', sql`${t.amountMinor} >= 0`),
  ],
)

/** A warehouse or shop that ships products. */
export const storeStockLocation = pgTable('store_stock_location', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text().notNull(),
  position: integer().notNull().default(0),
})

/**
 * Units on hand of a product at a location. Checkout decrements it under a row lock
 * (`select … for update`); the CHECK makes overselling impossible even for a writer that forgets.
 */
export const storeStockLevel = pgTable(
  'store_stock_level',
  {
    productId: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => storeStockLocation.id, { onDelete: 'cascade' }),
    quantityOnHand: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId] }),
    index().on(t.locationId),
    check('store_stock_level_quantity_check', sql`${t.quantityOnHand} >= 0`),
  ],
)

/** SPEC §7 v1/conversion-rate: 1 unit of `currencyFrom` is `rate` units of `currencyTo`; staff edit it. */
export const storeConversionRate = pgTable(
  'store_conversion_rate',
  {
    currencyFrom: text().notNull(),
    currencyTo: text().notNull(),
    rate: numeric({ precision: 18, scale: 8, mode: 'string' }).notNull(),
    updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.currencyFrom, t.currencyTo] }),
    check('store_conversion_rate_positive_check', sql`${t.rate} > 0`),
  ],
)

/** SPEC §3 Sale: shown between `startsAt` and `endsAt` (SPEC §4); `countdown` turns the timer on. */
export const storeSale = pgTable(
  'store_sale',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().$type<(typeof SALE_TYPES)[number]>().notNull(),
    /** Percent (0–100) or whole currency units ("$20 OFF"), per `amountType`. */
    amount: integer().notNull(),
    amountType: text().$type<(typeof SALE_AMOUNT_TYPES)[number]>().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** The discount code applied automatically at checkout (a `store_discount_code`), if any. */
    code: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    countdown: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.startsAt, t.endsAt),
    check('store_sale_type_check', sql`${t.type} in ('black-friday', 'black-friday2', 'holiday', 'spring', 'summer')`),
    check('store_sale_amount_type_check', sql`${t.amountType} in ('percent', 'dollar')`),
    check('store_sale_amount_check', sql`${t.amount} > 0 and (${t.amountType} <> 'percent' or ${t.amount} <= 100)`),
    check('store_sale_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/**
 * A discount code. `percent` takes `percent` off the subtotal; `amount` takes the per-currency amount in
 * `store_discount_code_amount` off (never below zero). `automatic` codes are in the global state's `codes`
 * and applied at checkout without typing them; `hidden` automatic codes go to `hcodes` and are never shown.
 * Scoped to one product or one category when set, else the whole cart.
 */
export const storeDiscountCode = pgTable(
  'store_discount_code',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    kind: text().$type<'percent' | 'amount'>().notNull(),
    percent: integer(),
    automatic: boolean().notNull().default(false),
    hidden: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    active: boolean().notNull().default(true),
    productId: integer().references(() => storeProduct.id, { onDelete: 'cascade' }),
    category: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('store_discount_code_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'store_discount_code_percent_check',
      sql`(${t.kind} = 'percent') = (${t.percent} is not null) and (${t.percent} is null or ${t.percent} between 1 and 100)`,
    ),
    check('store_discount_code_scope_check', sql`${t.productId} is null or ${t.category} is null`),
    check('store_discount_code_code_check', sql`${t.code} ~ '^[A-Z0-9_-]{2,40}$'`),
  ],
)

/** The amount an `amount` code takes off in one store currency, minor units. */
export const storeDiscountCodeAmount = pgTable(
  'store_discount_code_amount',
  {
    codeId: integer()
      .notNull()
      .references(() => storeDiscountCode.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.currency] }),
    check('store_discount_code_amount_check', sql`${t.amountMinor} > 0`),
  ],
)

/** A logged-in user's cart (SPEC §3 Cart), merged with the browser's cart on login. */
export const storeCart = pgTable('store_cart', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  currency: text().notNull(),
  entries: jsonb().$type<CartEntry[]>().notNull().default([]),
  updatedAt: updatedAt(),
})

/** SPEC §3 Global state dealer.preferred_display_currency: a dealer's (organization's) display currency. */
export const storeOrganizationPreference = pgTable('store_organization_preference', {
  organizationId: text()
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  preferredDisplayCurrency: text(),
  updatedAt: updatedAt(),
})
