import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './fz-orders.routes'
import * as service from './fz-orders.service'

const getOrderCatalog: H<typeof routes.getOrderCatalog> = async (c) => {
  return c.json(await service.orderCatalog(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

const listOrders: H<typeof routes.listOrders> = async (c) => {
  return c.json(await service.listOrders(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

const placeOrder: H<typeof routes.placeOrder> = async (c) => {
  const { order, created } = await service.placeOrder(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').slug,
    c.req.valid('json'),
    { idempotencyKey: c.req.valid('header')['idempotency-key'], requestId: c.get('requestId') },
  )
  return created ? c.json(order, 201) : c.json(order, 200)
}

const getOrder: H<typeof routes.getOrder> = async (c) => {
  return c.json(await service.getOrder(c.get('deps'), await getActor(c), c.req.valid('param').id), 200)
}

const updateOrder: H<typeof routes.updateOrder> = async (c) => {
  const { id } = c.req.valid('param')
  const order = await service.updateOrder(c.get('deps'), await getActor(c), id, c.req.valid('json'), c.get('requestId'))
  return c.json(order, 200)
}

export const fzOrdersRouter = createRouter()
  .openapi(routes.getOrderCatalog, getOrderCatalog)
  .openapi(routes.listOrders, listOrders)
  .openapi(routes.placeOrder, placeOrder)
  .openapi(routes.getOrder, getOrder)
  .openapi(routes.updateOrder, updateOrder)
