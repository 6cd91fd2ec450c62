import { createRoute, z } from '@hono/zod-openapi'
import { PaymentMethodSettingsSchema } from '@shop/domain/payments'
import { errorResponses } from '../../http/openapi'

const tags = ['Payments']

// A copy made here: a domain schema built before zod-openapi loaded has no .openapi().
const PaymentMethodSettings = z.object(PaymentMethodSettingsSchema.shape).openapi('PaymentMethodSettings')

const SavedStripeMethod = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  })
  .openapi('SavedStripePaymentMethod')

const PaymentMethodId = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, 'The payment method is not valid.')

export const paymentMethodSettings = createRoute({
  method: 'get',
  path: '/v1/payment-method-settings',
  tags,
  summary: 'Which payment methods are on, with their public keys (and the test cards when the test provider is on)',
  responses: {
    200: { description: 'Settings', content: { 'application/json': { schema: PaymentMethodSettings } } },
  },
})

export const listStripePaymentMethods = createRoute({
  method: 'get',
  path: '/v1/stripe-payment-methods',
  tags,
  summary: 'The cards the logged-in buyer saved with Stripe (none when Stripe is off)',
  responses: {
    200: {
      description: 'Saved cards',
      content: { 'application/json': { schema: z.object({ data: z.array(SavedStripeMethod) }) } },
    },
    ...errorResponses(401),
  },
})

export const deleteStripePaymentMethod = createRoute({
  method: 'delete',
  path: '/v1/stripe-payment-methods',
  tags,
  summary: 'Remove one of the buyer’s saved cards (SPEC §7: DELETE {id}); another buyer’s card is a 404',
  request: {
    body: { required: true, content: { 'application/json': { schema: z.object({ id: PaymentMethodId }) } } },
  },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404, 422) },
})

export const deleteStripePaymentMethodById = createRoute({
  method: 'delete',
  path: '/v1/stripe-payment-methods/{id}',
  tags,
  summary: 'The same, with the id in the path',
  request: { params: z.object({ id: PaymentMethodId.openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404, 422) },
})

export const stripeWebhook = createRoute({
  method: 'post',
  path: '/v1/stripe/webhook',
  tags,
  summary: 'Stripe events, verified by the Stripe-Signature header over the raw body; a replayed event changes nothing',
  request: { headers: z.object({ 'stripe-signature': z.string().optional() }) },
  responses: {
    200: {
      description: 'Accepted (or already accepted)',
      content: { 'application/json': { schema: z.object({ received: z.literal(true), duplicate: z.boolean() }) } },
    },
    ...errorResponses(400, 404),
  },
})

export const braintreeClientToken = createRoute({
  method: 'get',
  path: '/v1/braintree/client-token',
  tags,
  summary: 'A Braintree client token for Drop-in in the browser (404 when Braintree is off)',
  responses: {
    200: {
      description: 'The token',
      content: { 'application/json': { schema: z.object({ client_token: z.string() }) } },
    },
    ...errorResponses(402, 404),
  },
})
