import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './admin-orders.routes'
import * as service from './admin-orders.service'
import * as refunds from './order-refunds.service'

const listAdminOrders: H<typeof routes.listAdminOrders> = async (c) => {
  return c.json(await service.listOrders(c.get('deps').db, await getActor(c), c.req.valid('query')), 200)
}

const getAdminOrder: H<typeof routes.getAdminOrder> = async (c) => {
  return c.json(await service.getOrder(c.get('deps').db, await getActor(c), c.req.valid('param').id), 200)
}

const refundAdminOrder: H<typeof routes.refundAdminOrder> = async (c) => {
  const { refund, created } = await refunds.refundOrder(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    c.req.valid('header')['idempotency-key'],
    c.get('requestId'),
  )
  return created ? c.json(refund, 201) : c.json(refund, 200)
}

const updateAdminOrder: H<typeof routes.updateAdminOrder> = async (c) => {
  const view = await service.updateTracking(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    c.get('requestId'),
  )
  return c.json(view, 200)
}

export const adminOrdersRouter = createRouter()
  .openapi(routes.listAdminOrders, listAdminOrders)
  .openapi(routes.getAdminOrder, getAdminOrder)
  .openapi(routes.refundAdminOrder, refundAdminOrder)
  .openapi(routes.updateAdminOrder, updateAdminOrder)
