import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { CatalogLine } from '@shop/domain/catalog-purchase'
import { address } from './accounts'
import { organization, user } from './auth'

// Buying tunes from the catalog and trade-ins (decisions 0044–0046).

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/**
 * A purchase of catalog tunes for one vehicle, priced at estimate (currency and amounts fixed then) and
 * committed by paying (`paid`), billing the buyer's dealer (`billed`); `paying` while a charge is in flight;
 * `ticket` when the buyer asked support to handle it.
 */
export const catalogPurchase = pgTable(
  'catalog_purchase',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text().notNull().default('estimate'),
    /** The vehicle page's path and tune query, as the "Buy" link carried them. */
    vehiclePath: text().notNull(),
    vehicleName: text().notNull(),
    selection: text().notNull(),
    ownedToolIds: jsonb().$type<number[]>().notNull().default([]),
    rent: text().notNull().default('no'),
    role: text().notNull(),
    currency: text().notNull(),
    lines: jsonb().$type<CatalogLine[]>().notNull(),
    tunesTotalMinor: bigint({ mode: 'bigint' }).notNull(),
    toolCostMinor: bigint({ mode: 'bigint' }).notNull(),
    installFeeMinor: bigint({ mode: 'bigint' }).notNull(),
    totalMinor: bigint({ mode: 'bigint' }).notNull(),
    notes: text().notNull().default(''),
    vin: text().notNull().default(''),
    /** The Idempotency-Key of the pay or pay-later call that committed (a retry with it replays). */
    commitKey: text(),
    paymentProvider: text(),
    chargeId: text(),
    /** The dealer billed for a pay-later purchase. */
    dealerOrgId: text().references(() => organization.id, { onDelete: 'restrict' }),
    committedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.dealerOrgId),
    // The back office's metrics read a range of days (decision 0095).
    index().on(t.createdAt),
    check('catalog_purchase_status', sql`${t.status} in ('estimate', 'paying', 'paid', 'billed', 'ticket')`),
    check('catalog_purchase_total', sql`${t.totalMinor} >= 0`),
    check(
      'catalog_purchase_committed',
      sql`${t.status} not in ('paid', 'billed') or (${t.commitKey} is not null and ${t.committedAt} is not null)`,
    ),
  ],
)

/**
 * What a dealer needs to buy now and pay later (SPEC §8 dealer_missing_billing_info): its billing address.
 * Kept here until the dealers feature owns dealer settings (decision 0045).
 */
export const dealerBillingProfile = pgTable('dealer_billing_profile', {
  organizationId: text()
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  billingAddressId: integer().references(() => address.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
})

/** How much a dealer may owe on pay-later purchases, per currency (none set: nothing on credit). */
export const dealerCreditLimit = pgTable(
  'dealer_credit_limit',
  {
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    limitMinor: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.currency] }),
    check('dealer_credit_limit_amount', sql`${t.limitMinor} >= 0`),
  ],
)

/** A customer's offer to trade a flash tool in (SPEC §2 /trade-in), reviewed by staff. */
export const tradeInRequest = pgTable(
  'trade_in_request',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tool: text().notNull(),
    serialNumber: text().notNull().default(''),
    condition: text().notNull(),
    description: text().notNull().default(''),
    status: text().notNull().default('received'),
    offerMinor: bigint({ mode: 'bigint' }),
    offerCurrency: text(),
    staffNote: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    check('trade_in_condition', sql`${t.condition} in ('new', 'like-new', 'used', 'damaged')`),
    check('trade_in_status', sql`${t.status} in ('received', 'reviewing', 'offered', 'accepted', 'declined')`),
    check(
      'trade_in_offer',
      sql`(${t.offerMinor} is null) = (${t.offerCurrency} is null) and coalesce(${t.offerMinor}, 0) >= 0`,
    ),
  ],
)

/** A photo of a trade-in, its bytes in the file store (checked as an image by its first bytes). */
export const tradeInPhoto = pgTable(
  'trade_in_photo',
  {
    id: uuid().primaryKey().defaultRandom(),
    tradeInId: integer()
      .notNull()
      .references(() => tradeInRequest.id, { onDelete: 'cascade' }),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    originalName: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.tradeInId),
    check('trade_in_photo_type', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
)
