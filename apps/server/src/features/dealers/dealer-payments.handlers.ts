import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor, getSessionUser } from '../../http/session'
import * as routes from './dealer-payments.routes'
import * as service from './dealer-payments.service'

const payDealerBalance: H<typeof routes.payDealerBalance> = async (c) => {
  const actor = await getActor(c)
  const payment = await service.payBalance(c.get('deps'), actor, c.req.valid('param').slug, {
    body: c.req.valid('json'),
    key: c.req.valid('header')['idempotency-key'],
    customerEmail: (await getSessionUser(c))?.email ?? '',
    requestId: c.get('requestId'),
  })
  return payment.created ? c.json(payment, 201) : c.json(payment, 200)
}

export const dealerPaymentsRouter = createRouter().openapi(routes.payDealerBalance, payDealerBalance)
