import {
  PAYMENT_ERROR_MESSAGES,
  type PaymentErrorKind,
  type PaymentMethod,
  type PaymentProviderName,
} from '@shop/domain/payments'

/** Who pays: the email goes to the provider's receipt and risk checks; `userId` when logged in. */
export type PaymentCustomer = { email: string; userId?: string }

export type ChargeRequest = {
  /**
   * The caller's key for this one charge (e.g. `order:<id>` or the request's `Idempotency-Key`): every
   * provider is asked with it, and the same key never charges twice, also across restarts.
   */
  idempotencyKey: string
  /** Integer minor units (cents), more than zero. */
  amountMinor: bigint
  /** ISO 4217, upper case. */
  currency: string
  /** Shown on the buyer's statement / receipt, e.g. "TuneShop order 1042". */
  description: string
  customer: PaymentCustomer
  method: PaymentMethod
}

export type ChargeSucceeded = {
  ok: true
  /** The provider's id of the money movement (Stripe PaymentIntent, Braintree transaction, PayPal capture). */
  chargeId: string
  provider: PaymentProviderName
  amountMinor: bigint
  currency: string
}

/** A payment that did not go through: one SPEC §8 kind and the buyer-facing message for it. */
export type PaymentFailure = { ok: false; kind: PaymentErrorKind; message: string }

export type ChargeResult = ChargeSucceeded | PaymentFailure

export type RefundResult = { ok: true; refundId: string; amountMinor: bigint } | PaymentFailure

/** A charge the provider holds for an idempotency key (reconciliation after a crash). */
export type FoundCharge = {
  chargeId: string
  provider: PaymentProviderName
  amountMinor: bigint
  currency: string
}

/**
 * One payment provider (ARCHITECTURE §2): the built-in test provider, Stripe, Braintree or PayPal. Adapters
 * answer declines as a `PaymentFailure`, never by throwing; they throw only for a programming error (such
 * as a method of another provider).
 */
export type PaymentProvider = {
  readonly name: PaymentProviderName
  /** Takes the money now (authorise and capture); the same idempotency key returns the first success. */
  charge(request: ChargeRequest): Promise<ChargeResult>
  /** Gives back part or all of a charge; the same idempotency key refunds once. */
  refund(chargeId: string, amountMinor: bigint, idempotencyKey: string): Promise<RefundResult>
  /** Was this idempotency key charged? `null` when no money moved for it. */
  findCharge(idempotencyKey: string): Promise<FoundCharge | null>
}

/** A failure of `kind` with its catalogue message (SPEC §8 kinds; texts in @shop/domain/errors). */
export function paymentFailure(kind: PaymentErrorKind, message = PAYMENT_ERROR_MESSAGES[kind]): PaymentFailure {
  return { ok: false, kind, message }
}
