import { ERROR_TEXTS } from '@shop/domain/errors'
import { timingSafeEqual } from 'node:crypto'
import { can, isStaff, type Actor } from '@shop/domain/accounts'
import { pageWindow } from '@shop/domain/paging'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { AppError, forbidden, notFound } from '../../http/app-error'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor, getSessionUser, requireActor } from '../../http/session'
import { currentAttribution } from '../tracking/tracking.service'
import { visitorIdOf } from '../tracking/visitor-cookie'
import * as repo from './checkout.repository'
import * as routes from './checkout.routes'
import * as service from './checkout.service'
import { commitFreeOrder, payOrder } from './order-payment'
import { loadOrderView, sellerOf } from './order-view'

const tokenMatches = (given: string | undefined, expected: string) => {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * PERMISSIONS.md: an order is its buyer's (any admin/staff may read it); with the emailed token anyone may
 * (`invoice:read-by-token`). Anything else is 404, so order ids reveal nothing.
 */
function canSeeOrder(actor: Actor | null, order: repo.OrderRow, token: string | undefined): boolean {
  if (can(actor, 'invoice:read-by-token', { tokenValid: tokenMatches(token, order.invoiceToken) })) return true
  return actor !== null && order.userId !== null && order.userId === actor.id
}

async function visibleOrder(c: Context<AppEnv>, id: number, token: string | undefined) {
  const order = await repo.findOrder(c.get('deps').db, id)
  if (!order || !canSeeOrder(await getActor(c), order, token)) throw notFound('This order')
  return order
}

const estimateOrder: H<typeof routes.estimateOrder> = async (c) => {
  const deps = c.get('deps')
  const [actor, session] = await Promise.all([getActor(c), getSessionUser(c)])
  const result = await service.estimate(deps, actor, session?.email ?? null, c.req.valid('json'), deps.clock())
  const m = (amount_minor: number) => ({ amount_minor, currency: result.currency })
  return c.json(
    {
      currency: result.currency,
      lines: result.lines.map((line) => ({
        slug: line.slug,
        name: line.name,
        subtext: line.subtext,
        options: line.options.map((o) => ({ option: o.option.name, selection: o.selection.name })),
        quantity: line.quantity,
        unit_price: m(line.unitPriceMinor),
        line_total: m(line.lineTotalMinor),
      })),
      subtotal: m(result.subtotalMinor),
      // Hidden codes (hcodes) take their amount off without being named.
      discount_codes: result.discounts
        .filter((d) => !d.hidden)
        .map((d) => ({ code: d.code, amount: m(d.amountMinor) })),
      discount: m(result.discountMinor),
      requires_shipping: result.requiresShipping,
      shipping: result.shipping,
      shipping_options: result.shippingOptions,
      taxes: result.taxLines.map((t) => ({
        name: t.name,
        rate_percent: t.rate_ppm / 10_000,
        inclusive: t.inclusive,
        amount: m(t.amount_minor),
      })),
      tax: m(result.taxMinor),
      total: m(result.totalMinor),
      billing_address: result.billingAddress,
      shipping_address: result.shippingAddress,
    },
    200,
  )
}

const createOrder: H<typeof routes.createOrder> = async (c) => {
  const deps = c.get('deps')
  const [actor, session] = await Promise.all([getActor(c), getSessionUser(c)])
  const now = deps.clock()
  const attributionTag = await currentAttribution(
    deps.db,
    { visitorId: visitorIdOf(c), userId: actor?.id ?? null },
    now,
  )
  const { order, created } = await service.createOrder(
    deps,
    { actor, email: session?.email ?? null, attributionTag },
    c.req.valid('json'),
    c.req.valid('header')['idempotency-key'] ?? null,
    now,
  )
  const body = { order: await loadOrderView(deps.db, order), token: order.invoiceToken }
  return created ? c.json(body, 201) : c.json(body, 200)
}

const getOrder: H<typeof routes.getOrder> = async (c) => {
  const { id } = c.req.valid('param')
  const order = await visibleOrder(c, id, c.req.valid('query').token)
  c.header('Cache-Control', 'private, no-store')
  return c.json(await loadOrderView(c.get('deps').db, order), 200)
}

const payOrderHandler: H<typeof routes.payOrder> = async (c) => {
  const deps = c.get('deps')
  const { id } = c.req.valid('param')
  const { token, ...fields } = c.req.valid('json')
  const order = await visibleOrder(c, id, token)
  const key = c.req.valid('header')['idempotency-key'] ?? null
  if (order.totalMinor === 0) {
    await commitFreeOrder(deps, order, key, deps.clock)
  } else {
    await payOrder(deps, order, deps.payments.methodOf(fields), key, deps.clock)
  }
  const paid = await repo.findOrder(deps.db, id)
  return c.json(await loadOrderView(deps.db, paid!), 200)
}

const listOrders: H<typeof routes.listOrders> = async (c) => {
  const actor = await requireActor(c)
  const query = c.req.valid('query')
  const { db } = c.get('deps')
  const first = pageWindow(query, 0)
  const { rows, total } = await repo.listOrdersOf(db, actor.id, first.offset, first.limit)
  const data = await Promise.all(rows.map((row) => loadOrderView(db, row)))
  return c.json({ data, ...pageWindow(query, total).meta }, 200)
}

async function ownOrStaffOrder(c: Context<AppEnv>, id: number) {
  const actor = await requireActor(c)
  const order = await repo.findOrder(c.get('deps').db, id)
  if (!order || (order.userId !== actor.id && !isStaff(actor))) throw notFound('This order')
  return { actor, order }
}

const getMyOrder: H<typeof routes.getMyOrder> = async (c) => {
  const { order } = await ownOrStaffOrder(c, c.req.valid('param').id)
  return c.json(await loadOrderView(c.get('deps').db, order), 200)
}

const updateOrderTracking: H<typeof routes.updateOrderTracking> = async (c) => {
  const { actor, order } = await ownOrStaffOrder(c, c.req.valid('param').id)
  if (!isStaff(actor)) throw forbidden()
  const deps = c.get('deps')
  const input = c.req.valid('json')
  if (order.status === 'pending' || order.status === 'cancelled' || order.status === 'refunded') {
    throw new AppError(409, 'order_not_paid', ERROR_TEXTS.orderNotPaidForTracking)
  }
  const updated = await repo.updateOrder(deps.db, order.id, {
    ...(input.tracking_number !== undefined ? { trackingNumber: input.tracking_number || null } : {}),
    ...(input.dealer_fulfilled !== undefined ? { dealerFulfilled: input.dealer_fulfilled } : {}),
    ...(input.status ? { status: input.status } : {}),
    updatedAt: deps.clock(),
  })
  return c.json(await loadOrderView(deps.db, updated!), 200)
}

const getInvoice: H<typeof routes.getInvoice> = async (c) => {
  const { id } = c.req.valid('param')
  const deps = c.get('deps')
  const order = await visibleOrder(c, id, c.req.valid('query').token)
  c.header('Cache-Control', 'private, no-store')
  c.header('X-Robots-Tag', 'noindex')
  const view = await loadOrderView(deps.db, order)
  return c.json({ ...view, seller: sellerOf(deps.siteConfig, deps.publicUrl) }, 200)
}

const getInvoicePdf: H<typeof routes.getInvoicePdf> = async (c) => {
  const { id } = c.req.valid('param')
  const deps = c.get('deps')
  const order = await visibleOrder(c, id, c.req.valid('query').token)
  // pdf-lib loads on the first PDF asked for, not with the shop.
  const { renderInvoicePdf } = await import('./invoice-pdf')
  const bytes = await renderInvoicePdf(await loadOrderView(deps.db, order), sellerOf(deps.siteConfig, deps.publicUrl))
  c.header('Content-Type', 'application/pdf')
  c.header('Content-Disposition', `attachment; filename="invoice-${order.id}.pdf"`)
  c.header('Cache-Control', 'private, no-store')
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200) as never
}

const toTaxRateView = (row: Awaited<ReturnType<typeof repo.findTaxRates>>[number]) => ({
  id: row.id,
  country: row.country,
  region: row.region,
  name: row.name,
  rate_percent: row.ratePpm / 10_000,
  inclusive: row.inclusive,
  applies_to_shipping: row.appliesToShipping,
  updated_at: row.updatedAt.toISOString(),
})

const listTaxRates: H<typeof routes.listTaxRates> = async (c) => {
  return c.json({ data: (await repo.findTaxRates(c.get('deps').db)).map(toTaxRateView) }, 200)
}

const updateTaxRate: H<typeof routes.updateTaxRate> = async (c) => {
  const actor = await requireActor(c)
  if (!isStaff(actor)) throw forbidden()
  const deps = c.get('deps')
  const ppm = Math.round(c.req.valid('json').rate_percent * 10_000)
  const row = await repo.updateTaxRate(deps.db, c.req.valid('param').id, ppm, actor.id, deps.clock())
  if (!row) throw notFound('This tax rate')
  return c.json(toTaxRateView(row), 200)
}

export const checkoutRouter = createRouter()
  .openapi(routes.estimateOrder, estimateOrder)
  .openapi(routes.createOrder, createOrder)
  .openapi(routes.getOrder, getOrder)
  .openapi(routes.payOrder, payOrderHandler)
  .openapi(routes.listOrders, listOrders)
  .openapi(routes.getMyOrder, getMyOrder)
  .openapi(routes.updateOrderTracking, updateOrderTracking)
  .openapi(routes.getInvoice, getInvoice)
  .openapi(routes.getInvoicePdf, getInvoicePdf)
  .openapi(routes.listTaxRates, listTaxRates)
  .openapi(routes.updateTaxRate, updateTaxRate)
