import type { PaymentErrorKind } from '../errors/error-catalogue'
import { TEST_PAYMENT_TOKENS } from './payment.constants'

/**
 * What the built-in test provider does with a token: `succeeds`, one payment error kind (SPEC §8), or
 * `null` for a token that is not documented (the provider declines it as `revoked_payment_method`).
 */
export function testTokenOutcomeOf(token: string): 'succeeds' | PaymentErrorKind | null {
  return TEST_PAYMENT_TOKENS.find((entry) => entry.token === token)?.outcome ?? null
}
