import { ERROR_TEXTS } from '@shop/domain/errors'
import { PAYMENT_ERROR_MESSAGES } from '@shop/domain/payments'
import { AppError, notFound, paymentRequired } from '../../http/app-error'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { requireActor } from '../../http/session'
import type { Payments } from '../../platform/payments/payments'
import * as routes from './payments.routes'
import { recordStripeEvent } from './payments.service'

const paymentMethodSettings: H<typeof routes.paymentMethodSettings> = (c) =>
  c.json(c.get('deps').payments.settings(), 200)

const listStripePaymentMethods: H<typeof routes.listStripePaymentMethods> = async (c) => {
  const actor = await requireActor(c)
  const stripe = c.get('deps').payments.stripe
  return c.json({ data: stripe ? await stripe.listSavedMethods(actor.id) : [] }, 200)
}

/** Someone else's card, or one that is gone, is not found (PERMISSIONS.md: existence is not revealed). */
async function removeStripeMethod(payments: Payments, userId: string, id: string) {
  if (!payments.stripe || !(await payments.stripe.removeSavedMethod(userId, id))) throw notFound('This payment method')
}

const deleteStripePaymentMethod: H<typeof routes.deleteStripePaymentMethod> = async (c) => {
  const actor = await requireActor(c)
  await removeStripeMethod(c.get('deps').payments, actor.id, c.req.valid('json').id)
  return c.body(null, 204)
}

const deleteStripePaymentMethodById: H<typeof routes.deleteStripePaymentMethodById> = async (c) => {
  const actor = await requireActor(c)
  await removeStripeMethod(c.get('deps').payments, actor.id, c.req.valid('param').id)
  return c.body(null, 204)
}

const stripeWebhook: H<typeof routes.stripeWebhook> = async (c) => {
  const { payments, db, logger } = c.get('deps')
  if (!payments.stripe?.hasWebhookSecret) throw notFound('This endpoint')
  const signature = c.req.valid('header')['stripe-signature']
  // The signature covers the exact bytes Stripe sent: read the raw text, never re-serialised JSON.
  const raw = await c.req.text()
  let event
  try {
    event = payments.stripe.constructEvent(raw, signature ?? '')
  } catch {
    logger.warn({ requestId: c.get('requestId') }, 'stripe webhook with a bad signature')
    throw new AppError(400, 'bad_request', ERROR_TEXTS.webhookSignatureInvalid)
  }
  const { duplicate } = await recordStripeEvent(db, event)
  return c.json({ received: true as const, duplicate }, 200)
}

const braintreeClientToken: H<typeof routes.braintreeClientToken> = async (c) => {
  const braintree = c.get('deps').payments.braintree
  if (!braintree) throw notFound('This endpoint')
  // Braintree out of reach is the catalogue's network_down_retry (SPEC §8), not a 500: the buyer can try again.
  const clientToken = await braintree.clientToken().catch((error: unknown) => {
    c.get('logger').warn({ err: error }, 'no Braintree client token')
    throw paymentRequired('network_down_retry', PAYMENT_ERROR_MESSAGES.network_down_retry)
  })
  return c.json({ client_token: clientToken }, 200)
}

export const paymentsRouter = createRouter()
  .openapi(routes.paymentMethodSettings, paymentMethodSettings)
  .openapi(routes.listStripePaymentMethods, listStripePaymentMethods)
  .openapi(routes.deleteStripePaymentMethod, deleteStripePaymentMethod)
  .openapi(routes.deleteStripePaymentMethodById, deleteStripePaymentMethodById)
  .openapi(routes.stripeWebhook, stripeWebhook)
  .openapi(routes.braintreeClientToken, braintreeClientToken)
