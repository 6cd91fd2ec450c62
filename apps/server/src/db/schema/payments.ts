import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The built-in test provider's own books: what a real provider keeps on its side. Persisted so that
 * `findCharge` (reconciliation after a crash) and idempotency survive a restart. One row per successful
 * charge; a declined test card leaves no charge, as at a real provider.
 */
export const testPaymentCharge = pgTable(
  'test_payment_charge',
  {
    /** `test_ch_…`, the charge id handed back to the caller. */
    id: text().primaryKey(),
    /** The caller's idempotency key: the same key never charges twice. */
    idempotencyKey: text().notNull().unique(),
    amountMinor: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    description: text().notNull(),
    customerEmail: text().notNull(),
    customerUserId: text(),
    token: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_payment_charge_amount_check', sql`${t.amountMinor} > 0`),
    check('test_payment_charge_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
)

/** Refunds of test charges; their sum never exceeds the charge (checked under a row lock on the charge). */
export const testPaymentRefund = pgTable(
  'test_payment_refund',
  {
    /** `test_re_…`. */
    id: text().primaryKey(),
    chargeId: text()
      .notNull()
      .references(() => testPaymentCharge.id),
    idempotencyKey: text().notNull().unique(),
    amountMinor: bigint({ mode: 'bigint' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('test_payment_refund_amount_check', sql`${t.amountMinor} > 0`), index().on(t.chargeId)],
)
