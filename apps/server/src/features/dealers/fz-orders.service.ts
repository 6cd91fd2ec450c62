import type { Actor } from '@shop/domain/accounts'
import {
  canMoveFzOrder,
  DEALER_POSTING_KINDS,
  DEALER_SALES_ACCOUNT,
  FZ_ORDER_STATE_LABELS,
  fzOrderTotal,
  type FzOrder,
  type FzOrderCatalog,
  type FzOrderInput,
  type FzOrderState,
  type FzOrderType,
  type FzOrderUpdate,
} from '@shop/domain/dealers'
import type { AppDeps } from '../../http/app-env'
import { conflict, notFound, unauthorized, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { recordAudit } from '../audit/audit.service'
import { dealerDisplayCurrency } from '../store'
import { dealerFor } from './dealer-access'
import { dealerBalanceAccount, moneyPosition, postDealerMovement, shopAccount } from './dealer-ledger'
import * as settings from './dealer-settings.repository'
import * as repository from './fz-orders.repository'

// Flash-tool orders (issue 25, SPEC §7 `v1/fz-orders`): a dealer's owner or manager orders flash tools in bulk at
// dealer prices, paid on the dealer's balance — one `dealer-purchase` ledger transaction under the credit limit's
// row lock (409 dealer_hit_credit_limit), never without a billing address (409 dealer_missing_billing_info). Staff
// then ship it (tracking number) and mark it delivered, or cancel it: the balance is refunded (`dealer-refund`).

type Deps = Pick<AppDeps, 'db' | 'clock' | 'siteConfig' | 'catalogCache'>

const money = (amount: bigint | number, currency: string) => ({ amount_minor: Number(amount), currency })
const iso = (at: Date | null) => at?.toISOString() ?? null

/** The currency a dealer orders in: its display currency when the store sells in it, else the store's first. */
async function orderCurrency(deps: Deps, dealerId: string) {
  const preferred = await dealerDisplayCurrency(deps, dealerId)
  return preferred && deps.siteConfig.currencies.includes(preferred)
    ? preferred
    : (deps.siteConfig.currencies[0] ?? 'USD')
}

async function toOrders(deps: Pick<AppDeps, 'db'>, rows: repository.FzOrderRow[]): Promise<FzOrder[]> {
  const lines = await repository.linesOf(
    deps.db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    dealer: { slug: row.dealerSlug, name: row.dealerName },
    order_type: row.orderType as FzOrderType,
    state: row.state as FzOrderState,
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        tool_id: line.toolId,
        tool_name: line.toolName,
        quantity: line.quantity,
        unit_price: money(line.unitPriceMinor, row.currency),
        line_total: money(line.unitPriceMinor * BigInt(line.quantity), row.currency),
      })),
    total: money(row.totalMinor, row.currency),
    note: row.note,
    tracking_number: row.trackingNumber,
    placed_by: row.placedBy,
    created_at: row.createdAt.toISOString(),
    shipped_at: iso(row.shippedAt),
    delivered_at: iso(row.deliveredAt),
    cancelled_at: iso(row.cancelledAt),
  }))
}

async function orderById(deps: Pick<AppDeps, 'db'>, id: number) {
  const row = await repository.findOrder(deps.db, id)
  if (!row) throw notFound('This order')
  return (await toOrders(deps, [row]))[0]!
}

/** What the dealer may order, at its prices, and how far its balance still reaches (members see it; managers buy). */
export async function orderCatalog(deps: Deps, actor: Actor | null, slug: string): Promise<FzOrderCatalog> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:read')
  const currency = await orderCurrency(deps, dealer.id)
  const [tools, position, billing] = await Promise.all([
    repository.orderableTools(deps.db, currency),
    moneyPosition(deps.db, dealer.id, currency),
    settings.findBillingAddress(deps.db, dealer.id),
  ])
  return {
    currency,
    tools: tools.map((tool) => ({
      id: tool.id,
      name: tool.name,
      order_type: tool.compatType!,
      dealer_price: money(tool.dealerPriceMinor, currency),
      retail_price: tool.retailPrice === null ? null : money(tool.retailPrice, currency),
    })),
    available: money(position.available, currency),
    billing_ready: billing !== null,
  }
}

export async function listOrders(deps: Deps, actor: Actor | null, slug: string) {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:read')
  return { data: await toOrders(deps, await repository.listOrders(deps.db, dealer.id)) }
}

/** One order, for its dealer's members and staff; anyone else learns nothing (404, as for one that does not exist). */
export async function getOrder(deps: Deps, actor: Actor | null, id: number) {
  if (!actor) throw unauthorized()
  const row = await repository.findOrder(deps.db, id)
  // The same answer whether the order is missing or another dealer's.
  if (!row) throw notFound('This order')
  try {
    await dealerFor(deps.db, actor, row.dealerSlug, 'dealer:read')
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw notFound('This order')
    throw error
  }
  return (await toOrders(deps, [row]))[0]!
}

/** The order's lines priced: every tool orderable, of the order's type, once (else 422 naming the line). */
async function pricedLines(deps: Deps, input: FzOrderInput, currency: string) {
  const tools = await repository.orderableTools(
    deps.db,
    currency,
    input.lines.map((line) => line.tool_id),
  )
  const errors: Record<string, string[]> = {}
  const seen = new Set<number>()
  const lines = input.lines.flatMap((line, index) => {
    const tool = tools.find((candidate) => candidate.id === line.tool_id)
    const field = `lines.${index}.tool_id`
    if (!tool) errors[field] = ['is not a flash tool dealers may order']
    else if (tool.compatType !== input.order_type) errors[field] = [`is not a tool of a ${input.order_type} order`]
    else if (seen.has(line.tool_id)) errors[field] = ['is listed twice: order more of it on one line']
    seen.add(line.tool_id)
    return tool
      ? [{ toolId: tool.id, name: tool.name, quantity: line.quantity, unitPriceMinor: tool.dealerPriceMinor }]
      : []
  })
  if (Object.keys(errors).length > 0) throw validationFailed(errors)
  return lines
}

/**
 * An owner or manager places an order, paid on the dealer's balance. The Idempotency-Key makes it once: a retry
 * (or a concurrent duplicate, which waits on the dealer's account lock) answers the first order with `created:
 * false`. Refused: no billing address (409 dealer_missing_billing_info), past the credit limit (409
 * dealer_hit_credit_limit) — nothing is written then.
 */
export async function placeOrder(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  input: FzOrderInput,
  options: { idempotencyKey: string; requestId: string | null },
): Promise<{ order: FzOrder; created: boolean }> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:manage')
  const retried = await repository.findOrderByKey(deps.db, dealer.id, options.idempotencyKey)
  if (retried) return { order: (await toOrders(deps, [retried]))[0]!, created: false }
  if (!(await settings.findBillingAddress(deps.db, dealer.id))) throw conflict('dealer_missing_billing_info')
  const currency = await orderCurrency(deps, dealer.id)
  const lines = await pricedLines(deps, input, currency)
  const total = fzOrderTotal(lines)
  const at = deps.clock()
  const result = await deps.db.transaction(async (tx) => {
    const posted = await postDealerMovement(tx, {
      dealerId: dealer.id,
      kind: DEALER_POSTING_KINDS.purchase,
      memo: `Flash-tool order: ${lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}`,
      idempotencyKey: `fz-order:${dealer.id}:${options.idempotencyKey}`,
      createdByUserId: actor!.id,
      reference: { fz_order_key: options.idempotencyKey },
      at,
      account: dealerBalanceAccount(dealer.id, currency),
      amount: -total,
      counterAccount: shopAccount(DEALER_SALES_ACCOUNT, currency),
    })
    if (!posted.created) {
      // A concurrent duplicate committed first (its lock was held until then): answer its order.
      const first = await repository.findOrderByKey(tx, dealer.id, options.idempotencyKey)
      return { id: first!.id, created: false }
    }
    const id = await repository.insertOrder(
      tx,
      {
        organizationId: dealer.id,
        orderType: input.order_type,
        currency,
        totalMinor: total,
        note: input.note,
        placedByUserId: actor!.id,
        idempotencyKey: options.idempotencyKey,
        purchaseTransactionId: posted.transactionId,
        createdAt: at,
        updatedAt: at,
      },
      lines,
    )
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'fz-order.placed',
      subject: { type: 'fz-order', id: String(id) },
      details: {
        dealer_id: dealer.id,
        order_type: input.order_type,
        lines: lines.map((line) => ({ tool_id: line.toolId, quantity: line.quantity })),
        total: { amount_minor: total.toString(), currency },
        transaction_id: posted.transactionId,
      },
      requestId: options.requestId,
    })
    return { id, created: true }
  })
  return { order: await orderById(deps, result.id), created: result.created }
}

/**
 * Staff move an order along (placed → shipped with its tracking number → delivered; placed → cancelled, the
 * dealer's balance refunded in the same transaction); audited. A move the states do not allow is a 422.
 */
export async function updateOrder(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: FzOrderUpdate,
  requestId: string | null,
): Promise<FzOrder> {
  const staff = permit(actor, 'back-office:enter')!
  const at = deps.clock()
  await deps.db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, id)
    if (!order) throw notFound('This order')
    const from = order.state as FzOrderState
    if (from === input.state && input.state === 'shipped' && order.trackingNumber !== input.tracking_number) {
      // Correcting a tracking number while it is on its way.
      await repository.updateOrder(tx, id, { trackingNumber: input.tracking_number, updatedAt: at })
    } else if (!canMoveFzOrder(from, input.state)) {
      throw validationFailed({
        state: [`A ${FZ_ORDER_STATE_LABELS[from].toLowerCase()} order cannot become ${input.state}`],
      })
    } else if (input.state === 'shipped') {
      await repository.updateOrder(tx, id, {
        state: 'shipped',
        trackingNumber: input.tracking_number,
        shippedAt: at,
        updatedAt: at,
      })
    } else if (input.state === 'delivered') {
      await repository.updateOrder(tx, id, { state: 'delivered', deliveredAt: at, updatedAt: at })
    } else {
      const refund = await postDealerMovement(tx, {
        dealerId: order.organizationId,
        kind: DEALER_POSTING_KINDS.refund,
        memo: `Flash-tool order #${id} cancelled`,
        idempotencyKey: `fz-order-refund:${id}`,
        createdByUserId: staff.id,
        reference: { fz_order_id: id },
        at,
        account: dealerBalanceAccount(order.organizationId, order.currency),
        amount: order.totalMinor,
        counterAccount: shopAccount(DEALER_SALES_ACCOUNT, order.currency),
      })
      await repository.updateOrder(tx, id, {
        state: 'cancelled',
        cancelledAt: at,
        refundTransactionId: refund.transactionId,
        updatedAt: at,
      })
    }
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: 'fz-order.updated',
      subject: { type: 'fz-order', id: String(id) },
      details: { from, to: input.state, tracking_number: input.tracking_number ?? null },
      requestId,
    })
  })
  return orderById(deps, id)
}
