import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { signatureAuthority } from './signature-authority'

// A dealer's monthly statements (issue 25 item 2, decision 0103): one per dealer, currency and closed month of its
// `dealer-balance` account, issued once and never changed (the custom migration `dealer_statements_immutable`
// refuses an update of its amounts or period and any delete). The current month is not stored: it is read off
// the ledger as the open statement.

export const dealerStatement = pgTable(
  'dealer_statement',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'restrict' }),
    currency: text().notNull(),
    /** ST-2026-10-USD */
    number: text().notNull(),
    /** The first day of the month (UTC). */
    periodStart: date({ mode: 'string' }).notNull(),
    /** The first day of the next month: the period's end, exclusive. */
    periodEnd: date({ mode: 'string' }).notNull(),
    openingMinor: bigint({ mode: 'bigint' }).notNull(),
    closingMinor: bigint({ mode: 'bigint' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Signed for by someone with the dealer's signature authority (issue 25 item 7), once. */
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('dealer_statement_period_key').on(t.organizationId, t.currency, t.periodStart),
    index().on(t.organizationId, t.periodStart),
    check('dealer_statement_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('dealer_statement_period_check', sql`${t.periodEnd} > ${t.periodStart} and ${t.dueDate} >= ${t.periodEnd}`),
  ],
)

/**
 * A statement signed for by one of the dealer's named signatories (issue 25 item 7, decision 0107): at most one
 * per statement, never changed or deleted (the custom migration `dealer_statement_acceptance_immutable`), the
 * signatory's legal name copied so that the record reads the same after a revocation. The statement row itself
 * stays as issued (its old `accepted_at` columns are unused).
 */
export const dealerStatementAcceptance = pgTable(
  'dealer_statement_acceptance',
  {
    statementId: uuid()
      .primaryKey()
      .references(() => dealerStatement.id, { onDelete: 'restrict' }),
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'restrict' }),
    signatureAuthorityId: integer()
      .notNull()
      .references(() => signatureAuthority.id, { onDelete: 'restrict' }),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    legalName: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organizationId)],
)
