import { z } from 'zod'

/** A payment method the server can charge: which provider, and the provider's token for it. */
export const PaymentMethodSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test'), token: z.string().min(1) }),
  z.object({ provider: z.literal('stripe'), paymentMethodId: z.string().min(1), saveForLater: z.boolean() }),
  z.object({ provider: z.literal('braintree'), nonce: z.string().min(1), deviceData: z.string().optional() }),
  z.object({ provider: z.literal('paypal'), orderId: z.string().min(1) }),
])
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>
