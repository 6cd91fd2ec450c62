import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor, getSessionUser, requireActor } from '../../http/session'
import { visitorIdOf } from '../tracking'
import * as routes from './checkout.routes'
import * as orders from './orders.service'

// Thin handlers (decision 0075): parse, call one function of the orders' service, answer.

async function callerOf(c: Context<AppEnv>): Promise<orders.Caller> {
  const [actor, session] = await Promise.all([getActor(c), getSessionUser(c)])
  return { actor, email: session?.email ?? null }
}

const idempotencyKeyOf = (header: { 'idempotency-key'?: string | undefined }) => header['idempotency-key'] ?? null

const estimateOrder: H<typeof routes.estimateOrder> = async (c) => {
  return c.json(await orders.estimateOrder(c.get('deps'), await callerOf(c), c.req.valid('json')), 200)
}

const createOrder: H<typeof routes.createOrder> = async (c) => {
  const caller = { ...(await callerOf(c)), visitorId: visitorIdOf(c) }
  const idempotencyKey = idempotencyKeyOf(c.req.valid('header'))
  const { body, created } = await orders.placeOrder(c.get('deps'), caller, c.req.valid('json'), idempotencyKey)
  return created ? c.json(body, 201) : c.json(body, 200)
}

const getOrder: H<typeof routes.getOrder> = async (c) => {
  const view = await orders.readOrder(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('query').token,
  )
  c.header('Cache-Control', 'private, no-store')
  return c.json(view, 200)
}

const payOrder: H<typeof routes.payOrder> = async (c) => {
  const idempotencyKey = idempotencyKeyOf(c.req.valid('header'))
  const view = await orders.payVisibleOrder(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    idempotencyKey,
  )
  return c.json(view, 200)
}

const listOrders: H<typeof routes.listOrders> = async (c) => {
  return c.json(await orders.listOwnOrders(c.get('deps'), await requireActor(c), c.req.valid('query')), 200)
}

const getMyOrder: H<typeof routes.getMyOrder> = async (c) => {
  return c.json(await orders.readOwnOrder(c.get('deps'), await requireActor(c), c.req.valid('param').id), 200)
}

const updateOrderTracking: H<typeof routes.updateOrderTracking> = async (c) => {
  const actor = await requireActor(c)
  const view = await orders.updateOrderTracking(
    c.get('deps'),
    actor,
    c.req.valid('param').id,
    c.req.valid('json'),
    c.get('requestId'),
  )
  return c.json(view, 200)
}

const getInvoice: H<typeof routes.getInvoice> = async (c) => {
  const { id } = c.req.valid('param')
  const invoice = await orders.readInvoice(c.get('deps'), await getActor(c), id, c.req.valid('query').token)
  c.header('Cache-Control', 'private, no-store')
  c.header('X-Robots-Tag', 'noindex')
  return c.json(invoice, 200)
}

const getInvoicePdf: H<typeof routes.getInvoicePdf> = async (c) => {
  const { id } = c.req.valid('param')
  const { orderId, bytes } = await orders.renderInvoice(
    c.get('deps'),
    await getActor(c),
    id,
    c.req.valid('query').token,
  )
  c.header('Content-Type', 'application/pdf')
  c.header('Content-Disposition', `attachment; filename="invoice-${orderId}.pdf"`)
  c.header('Cache-Control', 'private, no-store')
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200) as never
}

const listTaxRates: H<typeof routes.listTaxRates> = async (c) => {
  return c.json(await orders.listTaxRates(c.get('deps')), 200)
}

const updateTaxRate: H<typeof routes.updateTaxRate> = async (c) => {
  const actor = await requireActor(c)
  const { rate_percent } = c.req.valid('json')
  return c.json(await orders.updateTaxRate(c.get('deps'), actor, c.req.valid('param').id, rate_percent), 200)
}

export const checkoutRouter = createRouter()
  .openapi(routes.estimateOrder, estimateOrder)
  .openapi(routes.createOrder, createOrder)
  .openapi(routes.getOrder, getOrder)
  .openapi(routes.payOrder, payOrder)
  .openapi(routes.listOrders, listOrders)
  .openapi(routes.getMyOrder, getMyOrder)
  .openapi(routes.updateOrderTracking, updateOrderTracking)
  .openapi(routes.getInvoice, getInvoice)
  .openapi(routes.getInvoicePdf, getInvoicePdf)
  .openapi(routes.listTaxRates, listTaxRates)
  .openapi(routes.updateTaxRate, updateTaxRate)
  .openapi(routes.updateTaxRateAtAdmin, updateTaxRate)
