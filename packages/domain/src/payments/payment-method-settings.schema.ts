import { z } from 'zod'

/**
 * `GET /api/v1/payment-method-settings` (SPEC §7 Settings): which payment methods are on and the public
 * keys the browser needs for them. Secrets never appear here.
 */
export const PaymentMethodSettingsSchema = z
  .object({
    test: z.object({
      enabled: z.boolean(),
      /** The documented test tokens, listed only when the test provider is on. */
      tokens: z.array(z.object({ token: z.string(), label: z.string(), outcome: z.string() })),
    }),
    stripe: z.object({ enabled: z.boolean(), publishable_key: z.string().nullable() }),
    braintree: z.object({
      enabled: z.boolean(),
      /** Where the browser gets a Braintree client token for Drop-in, when Braintree is on. */
      client_token_url: z.string().nullable(),
    }),
    paypal: z.object({ enabled: z.boolean(), client_id: z.string().nullable(), currency_codes: z.array(z.string()) }),
  })
  .meta({ id: 'PaymentMethodSettings' })
export type PaymentMethodSettings = z.infer<typeof PaymentMethodSettingsSchema>
