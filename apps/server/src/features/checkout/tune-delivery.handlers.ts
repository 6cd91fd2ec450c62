import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { requireActor } from '../../http/session'
import * as routes from './tune-delivery.routes'
import { claimOrder } from './tune-delivery'

const claim: H<typeof routes.claimOrder> = async (c) => {
  const actor = await requireActor(c)
  const result = await claimOrder(c.get('deps'), actor, c.req.valid('param').id, c.req.valid('json').token)
  return c.json(result, 200)
}

export const tuneDeliveryRouter = createRouter().openapi(routes.claimOrder, claim)
