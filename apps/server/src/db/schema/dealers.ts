import { sql } from 'drizzle-orm'
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organization } from './auth'
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
