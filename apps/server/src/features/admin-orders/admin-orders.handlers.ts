import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './admin-orders.routes'
import * as service from './admin-orders.service'

const listAdminOrders: H<typeof routes.listAdminOrders> = async (c) => {
  return c.json(await service.listOrders(c.get('deps').db, await getActor(c), c.req.valid('query')), 200)
}

const getAdminOrder: H<typeof routes.getAdminOrder> = async (c) => {
  return c.json(await service.getOrder(c.get('deps').db, await getActor(c), c.req.valid('param').id), 200)
}

export const adminOrdersRouter = createRouter()
  .openapi(routes.listAdminOrders, listAdminOrders)
  .openapi(routes.getAdminOrder, getAdminOrder)
