import type { PaymentFields } from './payment-fields.schema'
import type { PaymentMethod } from './payment-method.schema'

export const NO_PAYMENT_METHOD_MESSAGE = 'Choose a payment method.'
export const SEVERAL_PAYMENT_METHODS_MESSAGE = 'Pay with one payment method at a time.'
export const DEVICE_DATA_WITHOUT_NONCE_MESSAGE = 'Device data is only sent with a Braintree payment.'
export const SAVE_WITHOUT_STRIPE_METHOD_MESSAGE = 'Only a Stripe card can be saved for later.'

export type PaymentMethodResult =
  | { ok: true; method: PaymentMethod }
  /** `errors` is keyed by wire field, ready for a 422 `validation_failed` envelope. */
  | { ok: false; errors: Record<string, string[]> }

/**
 * Turns the wire payment fields (already parsed by `PaymentFieldsSchema`) into the one payment method they
 * name. Exactly one of `test_token`, `stripe_payment_method_id`, `payment_nonce`, `ppe_order_id` must be
 * present; `device_data` belongs to `payment_nonce` and `stripe_payment_method_new: true` to a Stripe method.
 */
export function paymentMethodOf(fields: PaymentFields): PaymentMethodResult {
  const candidates: PaymentMethod[] = []
  if (fields.test_token) candidates.push({ provider: 'test', token: fields.test_token })
  if (fields.stripe_payment_method_id) {
    candidates.push({
      provider: 'stripe',
      paymentMethodId: fields.stripe_payment_method_id,
      saveForLater: fields.stripe_payment_method_new === true,
    })
  }
  if (fields.payment_nonce) {
    candidates.push({
      provider: 'braintree',
      nonce: fields.payment_nonce,
      ...(fields.device_data ? { deviceData: fields.device_data } : {}),
    })
  }
  if (fields.ppe_order_id) candidates.push({ provider: 'paypal', orderId: fields.ppe_order_id })

  if (candidates.length > 1) return { ok: false, errors: { payment: [SEVERAL_PAYMENT_METHODS_MESSAGE] } }
  if (fields.device_data && !fields.payment_nonce) {
    return { ok: false, errors: { device_data: [DEVICE_DATA_WITHOUT_NONCE_MESSAGE] } }
  }
  if (fields.stripe_payment_method_new === true && !fields.stripe_payment_method_id) {
    return { ok: false, errors: { stripe_payment_method_new: [SAVE_WITHOUT_STRIPE_METHOD_MESSAGE] } }
  }
  const [method] = candidates
  if (!method) return { ok: false, errors: { payment: [NO_PAYMENT_METHOD_MESSAGE] } }
  return { ok: true, method }
}
