import { createRoute, z } from '@hono/zod-openapi'
import {
  BraintreeClientTokenSchema,
  PaymentMethodSettingsSchema,
  RemoveStripePaymentMethodSchema,
  SavedStripePaymentMethodListSchema,
  StripePaymentMethodParamsSchema,
  StripeWebhookReceiptSchema,
} from '@shop/domain/payments'
import { errorResponses, json } from '../../http/openapi'

const tags = ['Payments']

export const paymentMethodSettings = createRoute({
  method: 'get',
  path: '/v1/payment-method-settings',
  tags,
  summary: 'Which payment methods are on, with their public keys (and the test cards when the test provider is on)',
  responses: {
    200: { description: 'Settings', ...json(PaymentMethodSettingsSchema) },
  },
})

export const listStripePaymentMethods = createRoute({
  method: 'get',
  path: '/v1/stripe-payment-methods',
  tags,
  summary: 'The cards the logged-in buyer saved with Stripe (none when Stripe is off)',
  responses: {
    200: { description: 'Saved cards', ...json(SavedStripePaymentMethodListSchema) },
    ...errorResponses(401),
  },
})

export const deleteStripePaymentMethod = createRoute({
  method: 'delete',
  path: '/v1/stripe-payment-methods',
  tags,
  summary: 'Remove one of the buyer’s saved cards (SPEC §7: DELETE {id}); another buyer’s card is a 404',
  request: {
    body: { required: true, ...json(RemoveStripePaymentMethodSchema) },
  },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404, 422) },
})

export const deleteStripePaymentMethodById = createRoute({
  method: 'delete',
  path: '/v1/stripe-payment-methods/{id}',
  tags,
  summary: 'The same, with the id in the path',
  request: { params: StripePaymentMethodParamsSchema },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404, 422) },
})

export const stripeWebhook = createRoute({
  method: 'post',
  path: '/v1/stripe/webhook',
  tags,
  summary: 'Stripe events, verified by the Stripe-Signature header over the raw body; a replayed event changes nothing',
  request: { headers: z.object({ 'stripe-signature': z.string().optional() }) },
  responses: {
    200: { description: 'Accepted (or already accepted)', ...json(StripeWebhookReceiptSchema) },
    ...errorResponses(400, 404),
  },
})

export const braintreeClientToken = createRoute({
  method: 'get',
  path: '/v1/braintree/client-token',
  tags,
  summary: 'A Braintree client token for Drop-in in the browser (404 when Braintree is off)',
  responses: {
    200: { description: 'The token', ...json(BraintreeClientTokenSchema) },
    ...errorResponses(402, 404),
  },
})
