import { can, type Actor } from '@shop/domain/accounts'
import {
  canSeeOrder,
  isPaidOrder,
  taxRatePercentOf,
  taxRatePpmOf,
  type CheckoutEstimate,
  type CheckoutRequest,
  type CreatedOrder,
  type OrderInvoice,
  type OrderPage,
  type OrderTrackingPatch,
  type TaxRateList,
  type TaxRateView,
} from '@shop/domain/checkout'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { pageWindow, type PageQuery } from '@shop/domain/paging'
import type { PaymentFields } from '@shop/domain/payments'
import type { AppDeps } from '../../http/app-env'
import { AppError, forbidden, notFound } from '../../http/app-error'
import { recordAudit } from '../audit/audit.service'
import { invalidateStore } from '../store'
import { currentAttribution } from '../tracking/tracking.service'
import * as repo from './checkout.repository'
import * as checkout from './checkout.service'
import { tokenMatches } from './invoice-token'
import { commitFreeOrder, payOrder } from './order-payment'
import { loadOrderView, sellerOf } from './order-view'
import { brandColor } from '../brand-theme/brand-theme.service'

/**
 * The orders' service: who may see or change an order (decided here, through the domain's `can()` and
 * `canSeeOrder`, decision 0075) and the answers of the checkout's order operations. Handlers only parse and answer.
 */

/** Who is asking: the actor (null when logged out) and the session's e-mail (also for a banned account). */
export type Caller = { actor: Actor | null; email: string | null }

/** PERMISSIONS.md: staff work the back office's orders (read them, ship and track them); admins do anything. */
const worksOrders = (actor: Actor) => can(actor, 'back-office:read', { part: 'orders' })

/** The order if the caller may see it (its buyer, or anyone with its emailed token); else 404. */
async function visibleOrder(deps: AppDeps, actor: Actor | null, id: number, token: string | undefined) {
  const order = await repo.findOrder(deps.db, id)
  if (!order || !canSeeOrder(actor, order, order ? tokenMatches(token, order.invoiceToken) : false)) {
    throw notFound('This order')
  }
  return order
}

/** The order if it is the caller's own or the caller works orders; else 404 (its existence is not revealed). */
async function ownOrWorkedOrder(deps: AppDeps, actor: Actor, id: number) {
  const order = await repo.findOrder(deps.db, id)
  if (!order || (order.userId !== actor.id && !worksOrders(actor))) throw notFound('This order')
  return order
}

/** An estimate as the wire shows it: money as `{ amount_minor, currency }`, tax rates in percent. */
function toEstimateOut(result: checkout.Estimate): CheckoutEstimate {
  const m = (amount_minor: number) => ({ amount_minor, currency: result.currency })
  return {
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
    discount_codes: result.discounts.filter((d) => !d.hidden).map((d) => ({ code: d.code, amount: m(d.amountMinor) })),
    discount: m(result.discountMinor),
    requires_shipping: result.requiresShipping,
    shipping: result.shipping,
    shipping_options: result.shippingOptions,
    taxes: result.taxLines.map((t) => ({
      name: t.name,
      rate_percent: taxRatePercentOf(t.rate_ppm),
      inclusive: t.inclusive,
      amount: m(t.amount_minor),
    })),
    tax: m(result.taxMinor),
    total: m(result.totalMinor),
    billing_address: result.billingAddress,
    shipping_address: result.shippingAddress,
  }
}

/** The priced cart as the wire shows it (SPEC §5 estimate). */
export async function estimateOrder(deps: AppDeps, caller: Caller, input: CheckoutRequest) {
  return toEstimateOut(await checkout.estimate(deps, caller.actor, caller.email, input, deps.clock()))
}

/** Creates (or, for a repeated idempotency key, finds) the order; `created` tells which. */
export async function placeOrder(
  deps: AppDeps,
  caller: Caller & { visitorId: string | null },
  input: CheckoutRequest,
  idempotencyKey: string | null,
): Promise<{ created: boolean; body: CreatedOrder }> {
  const now = deps.clock()
  const attributionTag = await currentAttribution(
    deps.db,
    { visitorId: caller.visitorId, userId: caller.actor?.id ?? null },
    now,
  )
  const { order, created } = await checkout.createOrder(
    deps,
    { actor: caller.actor, email: caller.email, attributionTag },
    input,
    idempotencyKey,
    now,
  )
  return { created, body: { order: await loadOrderView(deps.db, order), token: order.invoiceToken } }
}

/** One order for its buyer or the holder of its token. */
export async function readOrder(deps: AppDeps, actor: Actor | null, id: number, token: string | undefined) {
  return loadOrderView(deps.db, await visibleOrder(deps, actor, id, token))
}

/** Pays an order (or commits a free one) and answers it as it is now. */
export async function payVisibleOrder(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  { token, ...fields }: PaymentFields & { token?: string | undefined },
  idempotencyKey: string | null,
) {
  const order = await visibleOrder(deps, actor, id, token)
  if (order.totalMinor === 0) {
    await commitFreeOrder(deps, order, idempotencyKey, deps.clock)
  } else {
    await payOrder(deps, order, deps.payments.methodOf(fields), idempotencyKey, deps.clock)
  }
  const paid = await repo.findOrder(deps.db, id)
  return loadOrderView(deps.db, paid!)
}

/** The caller's own orders, newest first, one page. */
export async function listOwnOrders(deps: AppDeps, actor: Actor, query: PageQuery): Promise<OrderPage> {
  const first = pageWindow(query, 0)
  const { rows, total } = await repo.listOrdersOf(deps.db, actor.id, first.offset, first.limit)
  const data = await Promise.all(rows.map((row) => loadOrderView(deps.db, row)))
  return { data, ...pageWindow(query, total).meta }
}

/** One order of the caller's own, or any for those who work orders. */
export async function readOwnOrder(deps: AppDeps, actor: Actor, id: number) {
  return loadOrderView(deps.db, await ownOrWorkedOrder(deps, actor, id))
}

/**
 * SPEC §4: staff set the tracking number, the dealer-fulfilled flag and the status of a paid order
 * (`PATCH /api/admin/orders/{S-12}` and its alias `PATCH /api/v1/orders/{id}`); the change is audited, before and after.
 */
export async function updateOrderTracking(
  deps: AppDeps,
  actor: Actor,
  id: number,
  change: OrderTrackingPatch,
  requestId: string | null = null,
) {
  const order = await ownOrWorkedOrder(deps, actor, id)
  if (!worksOrders(actor)) throw forbidden()
  if (!isPaidOrder(order.status)) throw new AppError(409, 'order_not_paid', ERROR_TEXTS.orderNotPaidForTracking)
  const values = {
    ...(change.tracking_number !== undefined ? { trackingNumber: change.tracking_number || null } : {}),
    ...(change.dealer_fulfilled !== undefined ? { dealerFulfilled: change.dealer_fulfilled } : {}),
    ...(change.status ? { status: change.status } : {}),
  }
  const updated = await deps.db.transaction(async (tx) => {
    const row = await repo.updateOrder(tx, order.id, { ...values, updatedAt: deps.clock() })
    const before = {
      tracking_number: order.trackingNumber,
      dealer_fulfilled: order.dealerFulfilled,
      status: order.status,
    }
    const after = { tracking_number: row!.trackingNumber, dealer_fulfilled: row!.dealerFulfilled, status: row!.status }
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'order.updated',
      subject: { type: 'order', id: `S-${order.id}` },
      details: { before, after },
      requestId,
    })
    return row
  })
  return loadOrderView(deps.db, updated!)
}

/** An order's invoice (the order and the seller) for its buyer or the holder of its token. */
export async function readInvoice(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  token: string | undefined,
): Promise<OrderInvoice> {
  const view = await readOrder(deps, actor, id, token)
  return { ...view, seller: sellerOf(deps.siteConfig, deps.publicUrl, await brandColor(deps)) }
}

/** The invoice as a PDF, with the order's id for its file name. */
export async function renderInvoice(deps: AppDeps, actor: Actor | null, id: number, token: string | undefined) {
  const order = await visibleOrder(deps, actor, id, token)
  // pdf-lib loads on the first PDF asked for, not with the shop.
  const { renderInvoicePdf } = await import('./invoice-pdf')
  const seller = sellerOf(deps.siteConfig, deps.publicUrl, await brandColor(deps))
  const bytes = await renderInvoicePdf(await loadOrderView(deps.db, order), seller)
  return { orderId: order.id, bytes }
}

const toTaxRateOut = (row: Awaited<ReturnType<typeof repo.findTaxRates>>[number]): TaxRateView => ({
  id: row.id,
  country: row.country,
  region: row.region,
  name: row.name,
  rate_percent: taxRatePercentOf(row.ratePpm),
  inclusive: row.inclusive,
  applies_to_shipping: row.appliesToShipping,
  updated_at: row.updatedAt.toISOString(),
})

/** Every tax rate (SPEC §5), as the wire shows them. */
export async function listTaxRates(deps: AppDeps): Promise<TaxRateList> {
  return { data: (await repo.findTaxRates(deps.db)).map(toTaxRateOut) }
}

/** Staff change a tax rate; it is recorded with who changed it. */
export async function updateTaxRate(deps: AppDeps, actor: Actor, id: number, ratePercent: number) {
  if (!can(actor, 'back-office:enter')) throw forbidden()
  const row = await repo.updateTaxRate(deps.db, id, taxRatePpmOf(ratePercent), actor.id, deps.clock())
  if (!row) throw notFound('This tax rate')
  // Estimates read the rates from the catalog's cache (decision 0090).
  await invalidateStore(deps)
  return toTaxRateOut(row)
}
