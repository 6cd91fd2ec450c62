import { z } from 'zod'

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const token = (pattern: RegExp, message: string, max = 255) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).regex(pattern, message).nullish())

/**
 * SPEC §3 "tune request payment": the payment fields a pay call carries, as sent on the wire, plus
 * `test_token` for the built-in test provider. Only tokens, never card data (PCI SAQ A). Blank strings
 * count as absent, so a form can always send every field.
 */
export const PaymentFieldsSchema = z.object({
  /** Braintree: the nonce from Drop-in / Hosted Fields. */
  payment_nonce: token(/^[A-Za-z0-9_-]+$/, 'The Braintree payment nonce is not valid.'),
  /** Braintree: device data collected in the browser for fraud checks (a JSON string). */
  device_data: z.preprocess(blankToUndefined, z.string().max(8192, 'The device data is too long.').nullish()),
  /** Stripe: a PaymentMethod id (pm_…) from Stripe Elements, or a saved one. */
  stripe_payment_method_id: token(/^[A-Za-z0-9_]+$/, 'The Stripe payment method is not valid.'),
  /** Stripe: save this new payment method on the buyer's Stripe customer for later. */
  stripe_payment_method_new: z.boolean().nullish(),
  /** PayPal: the id of the order the buyer approved in the PayPal button; the server captures it. */
  ppe_order_id: token(/^[A-Za-z0-9-]+$/, 'The PayPal order is not valid.', 64),
  /** Built-in test provider: one of the documented test tokens. */
  test_token: token(/^tok_[a-z0-9_]+$/, 'The test card is not valid.', 64),
})
export type PaymentFields = z.infer<typeof PaymentFieldsSchema>
