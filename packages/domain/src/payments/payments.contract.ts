import { z } from 'zod'

// The wire contract of the payment methods (decision 0081): the server's routes declare it, the web app's client is
// typed by the document generated from it. `GET /api/v1/payment-method-settings` answers `PaymentMethodSettingsSchema`
// (payment-method-settings.schema.ts).

/** A card the buyer saved with Stripe, as `GET /api/v1/stripe-payment-methods` lists it. */
export const SavedStripePaymentMethodSchema = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  })
  .meta({ id: 'SavedStripePaymentMethod' })
export type SavedStripePaymentMethod = z.infer<typeof SavedStripePaymentMethodSchema>

/** `GET /api/v1/stripe-payment-methods`. */
export const SavedStripePaymentMethodListSchema = z.object({ data: z.array(SavedStripePaymentMethodSchema) })
export type SavedStripePaymentMethodList = z.infer<typeof SavedStripePaymentMethodListSchema>

/** A Stripe PaymentMethod id (pm_…). */
export const StripePaymentMethodIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, 'The payment method is not valid.')

/** `DELETE /api/v1/stripe-payment-methods`: the saved card to remove (SPEC §7). */
export const RemoveStripePaymentMethodSchema = z.object({ id: StripePaymentMethodIdSchema })
export type RemoveStripePaymentMethod = z.infer<typeof RemoveStripePaymentMethodSchema>

/** `DELETE /api/v1/stripe-payment-methods/{id}`: the same, with the id in the path. */
export const StripePaymentMethodParamsSchema = z.object({ id: StripePaymentMethodIdSchema })

/** `POST /api/v1/stripe/webhook`: the event is taken (a replayed one changes nothing). */
export const StripeWebhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() })
export type StripeWebhookReceipt = z.infer<typeof StripeWebhookReceiptSchema>

/** `GET /api/v1/braintree/client-token`: a token for Braintree Drop-in in the browser. */
export const BraintreeClientTokenSchema = z.object({ client_token: z.string() })
export type BraintreeClientToken = z.infer<typeof BraintreeClientTokenSchema>
