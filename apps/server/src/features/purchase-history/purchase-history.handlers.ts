import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { requireActor } from '../../http/session'
import * as routes from './purchase-history.routes'
import * as service from './purchase-history.service'

const listPurchases: H<typeof routes.listPurchases> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.purchaseHistory(c.get('deps'), actor.id, c.req.valid('query')), 200)
}

export const purchaseHistoryRouter = createRouter().openapi(routes.listPurchases, listPurchases)
