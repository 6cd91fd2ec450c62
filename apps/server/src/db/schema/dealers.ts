import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { organization } from './auth'
import { catalogTool } from './catalog'
import { storedFile } from './stored-files'

// Dealers (issue 25, decision 0102): the business side of a dealer organization. Its members and invitations are
// the auth library's tables (auth.ts), its billing address and credit limits catalog-purchases.ts's, its display
// currency store.ts's, its money and credits the ledger's accounts.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** A dealer's company, its shop's address (the locator finds it), its price tier, branding and standing. */
export const dealerProfile = pgTable(
  'dealer_profile',
  {
    organizationId: text()
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** active | suspended | archived (Super Admin archives; nothing is deleted, PERMISSIONS.md). */
    status: text().notNull().default('active'),
    legalName: text().notNull(),
    taxId: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    website: text().notNull().default(''),
    line1: text().notNull().default(''),
    line2: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    postalCode: text().notNull().default(''),
    countryCode: text().notNull().default('US'),
    /** Where the shop is, for the locator's distance (geocoded from the address; none until it is known). */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Which dealer prices apply: standard | preferred | elite. */
    priceTier: text().notNull().default('standard'),
    /** Branding on the dealer's invoices, statements and its customers' pages: two colours and a logo. */
    brandPrimaryColor: text(),
    brandAccentColor: text(),
    logoFileId: uuid().references(() => storedFile.id, { onDelete: 'set null' }),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status),
    index().on(t.postalCode),
    check('dealer_profile_status_check', sql`${t.status} in ('active', 'suspended', 'archived')`),
    check('dealer_profile_price_tier_check', sql`${t.priceTier} in ('standard', 'preferred', 'elite')`),
    check(
      'dealer_profile_colors_check',
      sql`(${t.brandPrimaryColor} is null or ${t.brandPrimaryColor} ~ '^#[0-9a-f]{6}$') and (${t.brandAccentColor} is null or ${t.brandAccentColor} ~ '^#[0-9a-f]{6}$')`,
    ),
    check(
      'dealer_profile_location_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
  ],
)

/** What a dealer may be known for (SPEC §3 specialization {id}): the locator filters by it, applications name them. */
export const dealerSpecialization = pgTable('dealer_specialization', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  position: integer().notNull().default(0),
})

/** The specializations a dealer has (synced as a whole from its settings). */
export const dealerSpecializationOf = pgTable(
  'dealer_specialization_of',
  {
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    specializationId: integer()
      .notNull()
      .references(() => dealerSpecialization.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.specializationId] }), index().on(t.specializationId)],
)

/** SPEC §3 dealer tool {id, install_fee}: a flash tool the dealer owns and what it charges to install with it. */
export const dealerTool = pgTable(
  'dealer_tool',
  {
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    toolId: integer()
      .notNull()
      .references(() => catalogTool.id, { onDelete: 'cascade' }),
    /** In minor units of `currency` (the dealer's display currency when it set it). */
    installFeeMinor: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text().notNull().default('USD'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.toolId] }),
    check('dealer_tool_install_fee_check', sql`${t.installFeeMinor} >= 0`),
    check('dealer_tool_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
)
