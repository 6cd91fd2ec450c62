import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { PaymentErrorKind } from '@shop/domain/payments'
import type { Db } from '../../db/client'
import { stripeCustomer } from '../../db/schema/payments'
import {
  paymentFailure,
  type ChargeRequest,
  type ChargeResult,
  type FoundCharge,
  type PaymentFailure,
  type PaymentProvider,
  type RefundResult,
} from './payment-provider'

export type StripeConfig = {
  secretKey: string
  publishableKey: string
  webhookSecret?: string
  /** Another API origin (a local fake in tests, stripe-mock); the SDK's own host/port/protocol settings. */
  apiBaseUrl?: string
  /** Retries of the SDK on network errors and 409/5xx (it keeps the idempotency key); 0 in tests. */
  maxNetworkRetries?: number
}

/** A card saved on the buyer's Stripe customer, as `GET /api/v1/stripe-payment-methods` lists it. */
export type SavedStripeMethod = { id: string; brand: string; last4: string; exp_month: number; exp_year: number }

export const REQUIRES_ACTION_MESSAGE =
  'Your bank asks to confirm this payment in a way this checkout does not offer. Please use another card.'

/** The Stripe SDK client for a config: the API origin of `apiBaseUrl` when given. */
export function stripeClientOf(config: StripeConfig): Stripe {
  const base = config.apiBaseUrl ? new URL(config.apiBaseUrl) : null
  return new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || undefined, protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  })
}

/**
 * Stripe through PaymentIntents: confirmed at once with the PaymentMethod from Stripe Elements (or a saved one),
 * our idempotency key passed to Stripe and kept in the intent's metadata for `findCharge`. A logged-in buyer
 * gets a Stripe customer, so `stripe_payment_method_new` can keep the card for later.
 */
export function createStripeProvider(config: StripeConfig, db: Db) {
  const stripe = stripeClientOf(config)

  async function storedCustomerId(userId: string): Promise<string | null> {
    const [row] = await db.select().from(stripeCustomer).where(eq(stripeCustomer.userId, userId))
    return row?.stripeCustomerId ?? null
  }

  async function customerIdOf(userId: string, email: string, create: boolean): Promise<string | null> {
    const stored = await storedCustomerId(userId)
    if (stored || !create) return stored
    // Stripe's idempotency makes two racing first payments create one customer.
    const customer = await stripe.customers.create(
      { email, metadata: { user_id: userId } },
      { idempotencyKey: `customer:${userId}` },
    )
    await db.insert(stripeCustomer).values({ userId, stripeCustomerId: customer.id }).onConflictDoNothing()
    return (await storedCustomerId(userId)) ?? customer.id
  }

  const provider: PaymentProvider = {
    name: 'stripe',

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const { method } = request
      if (method.provider !== 'stripe') throw new Error(`stripe cannot charge ${method.provider}`)
      try {
        // A guest's card is charged without a customer (there is no account to keep it on).
        const customer = request.customer.userId
          ? await customerIdOf(request.customer.userId, request.customer.email, method.saveForLater)
          : null
        const intent = await stripe.paymentIntents.create(
          {
            amount: Number(request.amountMinor),
            currency: request.currency.toLowerCase(),
            payment_method: method.paymentMethodId,
            confirm: true,
            description: request.description,
            receipt_email: request.customer.email,
            metadata: {
              idempotency_key: request.idempotencyKey,
              ...(request.customer.userId ? { user_id: request.customer.userId } : {}),
            },
            // Cards only need no redirect; a redirecting method is refused by Stripe instead of half-done.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            ...(customer ? { customer } : {}),
            ...(customer && method.saveForLater ? { setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: stripeKeyOf(request.idempotencyKey, method.paymentMethodId) },
        )
        if (intent.status !== 'succeeded') {
          return paymentFailure('unknown', intent.status === 'requires_action' ? REQUIRES_ACTION_MESSAGE : undefined)
        }
        return {
          ok: true,
          chargeId: intent.id,
          provider: 'stripe',
          amountMinor: BigInt(intent.amount_received || intent.amount),
          currency: intent.currency.toUpperCase(),
        }
      } catch (error) {
        return stripeFailureOf(error)
      }
    },

    async refund(chargeId: string, amountMinor: bigint, idempotencyKey: string): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: chargeId, amount: Number(amountMinor) },
          { idempotencyKey },
        )
        return { ok: true, refundId: refund.id, amountMinor: BigInt(refund.amount) }
      } catch (error) {
        return stripeFailureOf(error)
      }
    },

    async findCharge(idempotencyKey: string): Promise<FoundCharge | null> {
      // Stripe's search sees an intent within about a minute of its creation: reconciliation runs at start-up,
      // long after the crash it repairs. Quotes in the key are escaped as the search language asks.
      const escaped = idempotencyKey.replaceAll('\\', '\\\\').replaceAll("'", "\\'")
      const found = await stripe.paymentIntents.search({ query: `metadata['idempotency_key']:'${escaped}'`, limit: 10 })
      const intent = found.data.find((candidate) => candidate.status === 'succeeded')
      if (!intent) return null
      return {
        chargeId: intent.id,
        provider: 'stripe',
        amountMinor: BigInt(intent.amount_received || intent.amount),
        currency: intent.currency.toUpperCase(),
      }
    },
  }

  return {
    provider,
    stripe,

    /** The cards saved on this user's Stripe customer, newest first; none without a customer. */
    async listSavedMethods(userId: string): Promise<SavedStripeMethod[]> {
      const customer = await storedCustomerId(userId)
      if (!customer) return []
      const methods = await stripe.paymentMethods.list({ customer, type: 'card', limit: 100 })
      return methods.data.flatMap((pm) =>
        pm.card
          ? [
              {
                id: pm.id,
                brand: pm.card.brand,
                last4: pm.card.last4,
                exp_month: pm.card.exp_month,
                exp_year: pm.card.exp_year,
              },
            ]
          : [],
      )
    },

    /** Detaches a saved card; `false` when it is not this user's (the caller answers 404). */
    async removeSavedMethod(userId: string, paymentMethodId: string): Promise<boolean> {
      const customer = await storedCustomerId(userId)
      if (!customer) return false
      try {
        const pm = await stripe.paymentMethods.retrieve(paymentMethodId)
        const owner = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id
        if (owner !== customer) return false
        await stripe.paymentMethods.detach(paymentMethodId)
        return true
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return false
        throw error
      }
    },

    /** Whether the webhook endpoint is on (it needs the signing secret). */
    hasWebhookSecret: Boolean(config.webhookSecret),

    /** Verifies a webhook's signature (`Stripe-Signature`) over the raw body; throws when it does not hold. */
    constructEvent(rawBody: string, signature: string): Stripe.Event {
      if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret)
    },
  }
}
export type StripeAccount = ReturnType<typeof createStripeProvider>

/**
 * Stripe's idempotency key for one charge: ours with the payment method, because Stripe replays a decline for
 * its key (and refuses the key with other parameters), while a buyer whose card was declined must be able to
 * pay the same order with another card. `Payments` keeps ours from charging twice across cards.
 */
export function stripeKeyOf(idempotencyKey: string, paymentMethodId: string): string {
  const key = `${idempotencyKey}|${paymentMethodId}`
  return key.length <= 255 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`
}

const REVOKED_DECLINES = new Set([
  'revocation_of_authorization',
  'revocation_of_all_authorizations',
  'lost_card',
  'stolen_card',
  'pickup_card',
  'restricted_card',
  'security_violation',
])
const AVS_CVV_CODES = new Set(['incorrect_cvc', 'invalid_cvc', 'incorrect_zip', 'incorrect_address'])

/** Stripe's error types and decline codes mapped to SPEC §8 payment error kinds. */
export function stripeErrorKindOf(error: unknown): PaymentErrorKind {
  const { errors } = Stripe
  if (error instanceof errors.StripeConnectionError || error instanceof errors.StripeRateLimitError) {
    return 'network_down_retry'
  }
  if (error instanceof errors.StripeAPIError) return 'network_down_retry'
  if (error instanceof errors.StripeIdempotencyError) return 'duplicate'
  if (!(error instanceof errors.StripeError)) return 'unknown'
  const code = error.decline_code ?? error.code ?? ''
  if (error.code === 'expired_card' || code === 'expired_card') return 'card_expired'
  if (AVS_CVV_CODES.has(code) || (error.code && AVS_CVV_CODES.has(error.code))) return 'avs_cvv'
  if (code === 'duplicate_transaction') return 'duplicate'
  if (REVOKED_DECLINES.has(code)) return 'revoked_payment_method'
  // A saved or pasted payment method that no longer exists, or is attached elsewhere.
  if (error instanceof errors.StripeInvalidRequestError && error.param === 'payment_method')
    return 'revoked_payment_method'
  if (error.code === 'resource_missing' || error.code === 'payment_method_unexpected_state')
    return 'revoked_payment_method'
  return 'unknown'
}

function stripeFailureOf(error: unknown): PaymentFailure {
  return paymentFailure(stripeErrorKindOf(error))
}
