import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'

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

/** The Stripe customer of a shop account: where its saved cards live (`stripe_payment_method_new`). */
export const stripeCustomer = pgTable('stripe_customer', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  stripeCustomerId: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every Stripe webhook event the shop accepted (signature verified), once: Stripe resends an event until it
 * gets a 2xx, so a replay finds its id here and changes nothing.
 */
export const stripeWebhookEvent = pgTable(
  'stripe_webhook_event',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    /** The id of the event's object (a PaymentIntent, a charge, a payment method). */
    objectId: text(),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.objectId)],
)

/**
 * The PayPal order each idempotency key captured (or tried to): PayPal cannot be searched by our key, so
 * `findCharge` reads the order id here and asks PayPal for that order's capture.
 */
export const paypalCaptureAttempt = pgTable('paypal_capture_attempt', {
  idempotencyKey: text().primaryKey(),
  orderId: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every successful charge by idempotency key, whatever the provider: `Payments.charge` answers a key found
 * here without calling the provider again (so a retry with another card cannot charge twice), and
 * `findCharge` reads it first.
 */
export const paymentCharge = pgTable(
  'payment_charge',
  {
    idempotencyKey: text().primaryKey(),
    provider: text().notNull(),
    chargeId: text().notNull(),
    amountMinor: bigint({ mode: 'bigint' }).notNull(),
    currency: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_charge_provider_check', sql`${t.provider} in ('test', 'stripe', 'braintree', 'paypal')`),
    index().on(t.provider, t.chargeId),
  ],
)
