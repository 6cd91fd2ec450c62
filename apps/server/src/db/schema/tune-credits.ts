import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { ledgerTransaction } from './ledger'

// Tune credit codes and the invoices they are bought on (decision 0042). The credits themselves live in the
// ledger: claiming a code posts one transaction (idempotency key `credit-code:<code>`).

/**
 * A batch of codes bought (SPEC §4 "Dealer invoices: estimate, then commit"): estimated with its price, then
 * committed once, which issues the codes. Bought by a user, for a dealer when `dealerOrgId` is set.
 */
export const tuneCreditInvoice = pgTable(
  'tune_credit_invoice',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    dealerOrgId: text().references(() => organization.id, { onDelete: 'set null' }),
    /** estimated | committed */
    status: text().notNull().default('estimated'),
    codeCount: integer().notNull(),
    /** Credits each code gives: { ecu, tcu, awd }. */
    creditsPerCode: jsonb().$type<{ ecu: number; tcu: number; awd: number }>().notNull(),
    /** Where the codes are mailed on commit (the buyer's email when not given). */
    recipientEmail: text().notNull(),
    currency: text().notNull(),
    totalMinor: bigint({ mode: 'bigint' }).notNull(),
    /** How it was settled at commit: a charge through deps.payments, or issued by staff. */
    settledBy: text(),
    chargeId: text(),
    committedByUserId: text().references(() => user.id, { onDelete: 'set null' }),
    committedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.buyerUserId),
    index().on(t.dealerOrgId),
    check('tune_credit_invoice_status_check', sql`${t.status} in ('estimated', 'committed')`),
    check('tune_credit_invoice_count_check', sql`${t.codeCount} between 1 and 50`),
    check('tune_credit_invoice_total_check', sql`${t.totalMinor} >= 0`),
    check('tune_credit_invoice_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
)

/** A code worth credits; claimed once (claimed_by set under a row lock in the claim's transaction). */
export const tuneCreditCode = pgTable(
  'tune_credit_code',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** ABCD-EFGH-JKMN (normalizeCreditCode). */
    code: text().notNull().unique(),
    ecu: integer().notNull().default(0),
    tcu: integer().notNull().default(0),
    awd: integer().notNull().default(0),
    invoiceId: integer().references(() => tuneCreditInvoice.id, { onDelete: 'restrict' }),
    /** The address the code was mailed to: autoclaim gives it to the account with this email. */
    recipientEmail: text(),
    note: text().notNull().default(''),
    claimedByUserId: text().references(() => user.id, { onDelete: 'restrict' }),
    claimedAt: timestamp({ withTimezone: true }),
    claimTransactionId: uuid().references(() => ledgerTransaction.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.invoiceId),
    index('tune_credit_code_recipient_email_idx').on(sql`lower(${t.recipientEmail})`),
    check(
      'tune_credit_code_amounts_check',
      sql`${t.ecu} >= 0 and ${t.tcu} >= 0 and ${t.awd} >= 0 and ${t.ecu} + ${t.tcu} + ${t.awd} > 0`,
    ),
    check(
      'tune_credit_code_claim_check',
      sql`(${t.claimedByUserId} is null) = (${t.claimedAt} is null) and (${t.claimedAt} is null) = (${t.claimTransactionId} is null)`,
    ),
  ],
)
