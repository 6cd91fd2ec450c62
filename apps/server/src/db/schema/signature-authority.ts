import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { storedFile } from './stored-files'

// SPEC §3 signature authority {user_id, legal_name, signature_file} (issue 25 item 7): who may sign for a dealer,
// and the credit-limit raise requests they signed. Nothing is deleted: a signatory is revoked, a request kept.

/** A member a dealer named to sign for it; revoked, not deleted, so that what they signed keeps its signer. */
export const signatureAuthority = pgTable(
  'signature_authority',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    legalName: text().notNull(),
    /** The signature image (PNG or JPEG, small) in the file store. */
    signatureFileId: uuid()
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
    createdByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.organizationId), index().on(t.userId)],
)

/** A dealer's signed request for a higher credit limit in a currency, shown to admins on the dealer's page. */
export const dealerCreditLimitRequest = pgTable(
  'dealer_credit_limit_request',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    amountMinor: bigint({ mode: 'bigint' }).notNull(),
    currentLimitMinor: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    reason: text().notNull(),
    requestedByUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    signatureAuthorityId: integer()
      .notNull()
      .references(() => signatureAuthority.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organizationId, t.createdAt),
    check('dealer_credit_limit_request_amount_check', sql`${t.amountMinor} > 0`),
    check('dealer_credit_limit_request_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
)
