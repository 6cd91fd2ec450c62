import type { PaymentErrorKind } from '../errors/error-catalogue'

/** The payment providers the shop can take money through; `test` is the built-in one, on by default. */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'braintree', 'paypal'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]
/** How a receipt or order names the way it was paid. */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  test: 'Test card',
  stripe: 'Card',
  braintree: 'Card (Braintree)',
  paypal: 'PayPal',
}

/** The test provider's card that always succeeds. */
export const TEST_TOKEN_SUCCEEDS = 'tok_visa'

/**
 * The documented test tokens of the built-in provider (README "Payments"): one that succeeds and one per
 * payment error kind of SPEC §8. `label` is what the test-card picker shows.
 */
export const TEST_PAYMENT_TOKENS = [
  { token: TEST_TOKEN_SUCCEEDS, label: 'Visa ending 4242 — succeeds', outcome: 'succeeds' },
  { token: 'tok_network_down_retry', label: 'Payment service unreachable', outcome: 'network_down_retry' },
  { token: 'tok_avs_cvv', label: 'Address or CVV mismatch', outcome: 'avs_cvv' },
  { token: 'tok_duplicate', label: 'Duplicate payment', outcome: 'duplicate' },
  { token: 'tok_card_expired', label: 'Expired card', outcome: 'card_expired' },
  { token: 'tok_revoked_payment_method', label: 'Revoked payment method', outcome: 'revoked_payment_method' },
  { token: 'tok_unknown', label: 'Declined for an unknown reason', outcome: 'unknown' },
] as const satisfies readonly { token: string; label: string; outcome: 'succeeds' | PaymentErrorKind }[]

export type TestPaymentToken = (typeof TEST_PAYMENT_TOKENS)[number]['token']

/** Longest idempotency key the shop accepts (Stripe's own limit is 255). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255
