import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { requireActor } from '../../http/session'
import * as routes from './payments.routes'
import * as service from './payments.service'

const paymentMethodSettings: H<typeof routes.paymentMethodSettings> = (c) =>
  c.json(c.get('deps').payments.settings(), 200)

const listStripePaymentMethods: H<typeof routes.listStripePaymentMethods> = async (c) => {
  return c.json(await service.savedMethodsOf(c.get('deps'), await requireActor(c)), 200)
}

const deleteStripePaymentMethod: H<typeof routes.deleteStripePaymentMethod> = async (c) => {
  await service.removeSavedMethod(c.get('deps'), await requireActor(c), c.req.valid('json').id)
  return c.body(null, 204)
}

const deleteStripePaymentMethodById: H<typeof routes.deleteStripePaymentMethodById> = async (c) => {
  await service.removeSavedMethod(c.get('deps'), await requireActor(c), c.req.valid('param').id)
  return c.body(null, 204)
}

const stripeWebhook: H<typeof routes.stripeWebhook> = async (c) => {
  const signature = c.req.valid('header')['stripe-signature']
  // The signature covers the exact bytes Stripe sent: the raw text, never re-serialised JSON.
  const readRaw = () => c.req.text()
  return c.json(await service.receiveStripeWebhook(c.get('deps'), readRaw, signature, c.get('requestId')), 200)
}

const braintreeClientToken: H<typeof routes.braintreeClientToken> = async (c) => {
  return c.json(await service.braintreeClientToken(c.get('deps'), c.get('logger')), 200)
}

export const paymentsRouter = createRouter()
  .openapi(routes.paymentMethodSettings, paymentMethodSettings)
  .openapi(routes.listStripePaymentMethods, listStripePaymentMethods)
  .openapi(routes.deleteStripePaymentMethod, deleteStripePaymentMethod)
  .openapi(routes.deleteStripePaymentMethodById, deleteStripePaymentMethodById)
  .openapi(routes.stripeWebhook, stripeWebhook)
  .openapi(routes.braintreeClientToken, braintreeClientToken)
