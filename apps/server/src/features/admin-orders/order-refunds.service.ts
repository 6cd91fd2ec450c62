import type { Actor } from '@shop/domain/accounts'
import {
  formatOrderNumber,
  lineRefundMinor,
  ORDER_REFUND_LEDGER_KIND,
  parseOrderNumber,
  type AdminOrderRefund,
  type AdminRefundRequest,
} from '@shop/domain/admin-orders'
import { isPaidOrder } from '@shop/domain/checkout'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { ledgerAmountOf, SYSTEM_OWNER_ID } from '@shop/domain/ledger'
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@shop/domain/payments'
import type { Db } from '../../db/client'
import type { OrderRefundLine, OrderRefundRestock } from '../../db/schema/checkout'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, paymentRequired, validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import { PaymentMethodRefused } from '../../platform/payments/payment-errors'
import { recordAudit } from '../audit/audit.service'
import * as ledger from '../ledger/ledger.service'
import { invalidateStore } from '../store'
import * as orders from './admin-orders.repository'
import * as repository from './order-refunds.repository'

// Issue 24 item 2, decision 0092: an admin gives back a store order, whole or per line, through the payment provider
// that took the money; the units may go back on the shelf; each refund is a ledger reversal and an audit record.

/** PERMISSIONS.md: refunds move money, so they are Admin's (`back-office:write`); staff only read orders. */
const permitRefunds = (actor: Actor | null) => permit(actor, 'back-office:write') as Actor

/** The request as it is kept and compared on a retry: no lines for a whole-order refund. */
function normalized(input: AdminRefundRequest) {
  return {
    scope: input.scope,
    lines:
      input.scope === 'order' ? [] : input.lines.map((line) => ({ line_id: line.line_id, quantity: line.quantity })),
    restock: input.restock,
    reason: input.reason,
  }
}
type NormalizedRequest = ReturnType<typeof normalized>

/** Field by field, lines in any order: jsonb keeps an object's keys in an order of its own. */
function sameRequest(kept: Record<string, unknown>, sent: NormalizedRequest): boolean {
  const lines = (request: { lines?: unknown }) =>
    JSON.stringify(
      ((request.lines ?? []) as { line_id: number; quantity: number }[])
        .map((line) => [line.line_id, line.quantity])
        .sort((a, b) => a[0]! - b[0]!),
    )
  return (
    kept.scope === sent.scope &&
    kept.restock === sent.restock &&
    kept.reason === sent.reason &&
    lines(kept) === lines(sent)
  )
}

const keyReused = () => new AppError(409, 'idempotency_key_reused', ERROR_TEXTS.refundKeyReused)

/** Units of each line in refunds that count (pending or made). */
function refundedUnitsOf(refunds: readonly repository.RefundRow[]): Map<number, number> {
  const units = new Map<number, number>()
  for (const refund of refunds) {
    for (const line of refund.lines) units.set(line.lineId, (units.get(line.lineId) ?? 0) + line.quantity)
  }
  return units
}

/**
 * Reserves the refund: under the order's row lock, checks what is left (per line and in money, counting pending and
 * made refunds) and records the refund as pending. Over-refunds are 422s naming the field.
 */
async function reserve(
  deps: AppDeps,
  admin: Actor,
  orderId: number,
  request: NormalizedRequest,
  key: string,
): Promise<{ refund: repository.RefundRow; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, orderId)
    if (!order) throw notFound('This order')
    // A concurrent request with this key that committed while we waited for the lock.
    const same = await repository.findRefundByKey(tx, orderId, key)
    if (same) return { refund: same, created: false }
    if (order.status === 'refunded') throw validationFailed({ scope: [ERROR_TEXTS.refundNothingLeft] })
    if (!isPaidOrder(order.status)) throw new AppError(409, 'order_not_paid', ERROR_TEXTS.refundOrderNotPaid)
    const lines = await repository.findLines(tx, orderId)
    const live = await repository.findLiveRefunds(tx, orderId)
    const refundedUnits = refundedUnitsOf(live)
    const left = order.totalMinor - live.reduce((sum, refund) => sum + refund.amountMinor, 0)
    if (left <= 0) throw validationFailed({ scope: [ERROR_TEXTS.refundNothingLeft] })
    const unitsLeft = (line: repository.RefundLineRow) => line.quantity - (refundedUnits.get(line.id) ?? 0)

    let plan: OrderRefundLine[]
    let amount: number
    if (request.scope === 'order') {
      plan = lines
        .filter((line) => unitsLeft(line) > 0)
        .map((line) => ({
          lineId: line.id,
          quantity: unitsLeft(line),
          amountMinor: lineRefundMinor(order, line, unitsLeft(line)),
        }))
      amount = left
    } else {
      const errors: Record<string, string[]> = {}
      plan = []
      request.lines.forEach((wanted, index) => {
        const line = lines.find((candidate) => candidate.id === wanted.line_id)
        if (!line) {
          errors[`lines.${index}.line_id`] = [ERROR_TEXTS.refundNoSuchLine]
          return
        }
        if (wanted.quantity > unitsLeft(line)) {
          errors[`lines.${index}.quantity`] = [ERROR_TEXTS.refundTooManyUnits(unitsLeft(line))]
          return
        }
        plan.push({
          lineId: line.id,
          quantity: wanted.quantity,
          amountMinor: lineRefundMinor(order, line, wanted.quantity),
        })
      })
      if (Object.keys(errors).length > 0) throw validationFailed(errors)
      amount = Math.min(
        plan.reduce((sum, line) => sum + line.amountMinor, 0),
        left,
      )
      if (amount <= 0) throw validationFailed({ lines: [ERROR_TEXTS.refundNothingPaid] })
    }
    const inserted = await repository.insertRefund(tx, {
      orderId,
      requestKey: key,
      request,
      status: 'pending',
      scope: request.scope,
      amountMinor: amount,
      currency: order.currency,
      lines: plan,
      restock: request.restock,
      reason: request.reason,
      provider: order.paymentProvider,
      createdByUserId: admin.id,
      createdAt: deps.clock(),
    })
    if (!inserted) throw new Error('a refund with this key appeared under the order lock')
    return { refund: inserted, created: true }
  })
}

/**
 * Puts the refund's units back where the order took them (checkout's `orderStockTake`), less what earlier refunds
 * put back; products locked in id order, as checkout does. Answers what went back where.
 */
async function restock(tx: Db, refund: repository.RefundRow, now: Date): Promise<OrderRefundRestock[]> {
  const lines = await repository.findLines(tx, refund.orderId)
  const wanted = new Map<number, number>()
  for (const refunded of refund.lines) {
    const productId = lines.find((line) => line.id === refunded.lineId)?.productId
    if (productId) wanted.set(productId, (wanted.get(productId) ?? 0) + refunded.quantity)
  }
  const productIds = [...wanted.keys()].sort((a, b) => a - b)
  await repository.lockStockLevels(tx, productIds)
  // Read after the locks: a refund of the same product settling meanwhile has put its units back by now.
  const takes = await repository.findStockTakes(tx, refund.orderId)
  const live = await repository.findLiveRefunds(tx, refund.orderId)
  const putBackBefore = new Map<string, number>()
  for (const other of live) {
    if (other.status !== 'refunded') continue
    for (const unit of other.restocked) {
      const at = `${unit.productId}:${unit.locationId}`
      putBackBefore.set(at, (putBackBefore.get(at) ?? 0) + unit.quantity)
    }
  }
  const restocked: OrderRefundRestock[] = []
  for (const productId of productIds) {
    let units = wanted.get(productId)!
    for (const take of takes.filter((candidate) => candidate.productId === productId)) {
      const room = take.quantity - (putBackBefore.get(`${productId}:${take.locationId}`) ?? 0)
      const quantity = Math.min(room, units)
      if (quantity <= 0) continue
      await repository.putBackStock(
        tx,
        { productId, locationId: take.locationId, quantity, orderId: refund.orderId },
        now,
      )
      restocked.push({ productId, locationId: take.locationId, quantity })
      units -= quantity
      if (units === 0) break
    }
  }
  return restocked
}

/**
 * Gives the money back through the provider (its key `order-refund-<id>` refunds once, also when a retry comes after
 * a crash), then, in one transaction: the units back on the shelf, the ledger reversal, the refund marked made, the
 * order marked refunded once all of it has been given back, and the audit record. A refusal marks it failed (402).
 */
async function complete(
  deps: AppDeps,
  admin: Actor,
  pending: repository.RefundRow,
  requestId: string | null,
): Promise<repository.RefundRow> {
  const order = (await repository.findOrder(deps.db, pending.orderId))!
  const provider = order.paymentProvider as PaymentProviderName | null
  if (!provider || !order.chargeId || !PAYMENT_PROVIDERS.includes(provider)) {
    return fail(deps, pending, 'unknown', ERROR_TEXTS.refundNothingPaid)
  }
  let result
  try {
    result = await deps.payments.refund(
      provider,
      order.chargeId,
      BigInt(pending.amountMinor),
      `order-refund-${pending.id}`,
    )
  } catch (error) {
    // The provider that took the money is off now: nothing was given back.
    if (error instanceof PaymentMethodRefused) {
      return fail(deps, pending, 'unknown', Object.values(error.errors).flat()[0] ?? ERROR_TEXTS.refundNothingPaid)
    }
    throw error
  }
  if (!result.ok) return fail(deps, pending, result.kind, result.message)
  const refundId = result.refundId
  const now = deps.clock()
  const number = formatOrderNumber('store', order.id)
  const settled = await deps.db.transaction(async (tx) => {
    const locked = (await repository.lockRefund(tx, pending.id))!
    // A concurrent retry of this key settled it first.
    if (locked.status !== 'pending') return { row: locked, restocked: false }
    const restocked = locked.restock ? await restock(tx, locked, now) : []
    const unit = locked.currency
    const posted = await ledger.postTransaction(tx, {
      kind: ORDER_REFUND_LEDGER_KIND,
      memo: `Refund of ${ledgerAmountOf(BigInt(locked.amountMinor), unit)} ${unit} for order ${number}`,
      idempotencyKey: `order-refund:${locked.id}`,
      createdByUserId: admin.id,
      reference: { order_id: number, refund_id: locked.id, reason: locked.reason },
      at: now,
      // Money leaves the shop's funds; the store's refunds account keeps what was given back.
      postings: [
        {
          account: { ownerKind: 'system', ownerId: SYSTEM_OWNER_ID, kind: 'house-funds', unit },
          amount: -BigInt(locked.amountMinor),
        },
        {
          account: { ownerKind: 'system', ownerId: SYSTEM_OWNER_ID, kind: 'store-refunds', unit },
          amount: BigInt(locked.amountMinor),
        },
      ],
    })
    const row = await repository.updateRefund(tx, locked.id, {
      status: 'refunded',
      provider,
      providerRefundId: refundId,
      restocked,
      ledgerTransactionId: posted.transactionId,
      settledAt: now,
    })
    if ((await repository.refundedTotal(tx, order.id)) >= order.totalMinor) {
      await repository.markOrderRefunded(tx, order.id, now)
    }
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'order.refunded',
      subject: { type: 'order', id: number },
      details: {
        refund_id: locked.id,
        scope: locked.scope,
        amount_minor: locked.amountMinor,
        currency: unit,
        lines: locked.lines,
        restocked,
      },
      reason: locked.reason,
      requestId,
    })
    return { row, restocked: restocked.length > 0 }
  })
  // Product pages show the stock that is back, not the cached answer from before.
  if (settled.restocked) await invalidateStore(deps)
  return settled.row
}

async function fail(deps: AppDeps, pending: repository.RefundRow, kind: string, message: string): Promise<never> {
  await deps.db.transaction(async (tx) => {
    const locked = (await repository.lockRefund(tx, pending.id))!
    if (locked.status !== 'pending') return
    await repository.updateRefund(tx, locked.id, {
      status: 'failed',
      failureKind: kind as repository.RefundRow['failureKind'],
      failureMessage: message,
      settledAt: deps.clock(),
    })
  })
  throw paymentRequired(kind, message)
}

/**
 * `POST /api/admin/orders/{id}/refunds`: refunds a store order, whole or per line (decision 0092). The same
 * Idempotency-Key answers the first refund (`created: false`) and refunds once; the key with another request is a 409.
 */
export async function refundOrder(
  deps: AppDeps,
  actor: Actor | null,
  number: string,
  input: AdminRefundRequest,
  key: string,
  requestId: string | null,
): Promise<{ refund: AdminOrderRefund; created: boolean }> {
  const admin = permitRefunds(actor)
  const parsed = parseOrderNumber(number)
  if (!parsed) throw notFound('This order')
  if (parsed.kind !== 'store') {
    if (!(await orders.findOrder(deps.db, parsed.kind, parsed.id))) throw notFound('This order')
    throw validationFailed({ id: [ERROR_TEXTS.refundStoreOrdersOnly] })
  }
  if (!(await repository.findOrder(deps.db, parsed.id))) throw notFound('This order')
  const request = normalized(input)
  let refund = await repository.findRefundByKey(deps.db, parsed.id, key)
  let created = false
  if (!refund) ({ refund, created } = await reserve(deps, admin, parsed.id, request, key))
  if (!sameRequest(refund.request, request)) throw keyReused()
  if (refund.status === 'failed') {
    throw paymentRequired(refund.failureKind ?? 'unknown', refund.failureMessage ?? ERROR_TEXTS.refundNothingPaid)
  }
  if (refund.status === 'pending') refund = await complete(deps, admin, refund, requestId)
  const [view] = await refundViews(deps.db, parsed.id, [refund.id])
  return { refund: view!, created }
}

/** The order's refunds as the back office shows them (all, or the ones named). */
export async function refundViews(db: Db, orderId: number, only?: number[]): Promise<AdminOrderRefund[]> {
  const [rows, lines] = await Promise.all([repository.findRefunds(db, orderId), repository.findLines(db, orderId)])
  const chosen = only ? rows.filter((row) => only.includes(row.refund.id)) : rows
  const locationIds = [...new Set(chosen.flatMap((row) => row.refund.restocked.map((unit) => unit.locationId)))]
  const locations = new Map(
    (await repository.findLocations(db, locationIds)).map((location) => [location.id, location]),
  )
  const lineName = new Map(lines.map((line) => [line.id, line.name]))
  return chosen.map(({ refund, createdBy }) => ({
    id: refund.id,
    created_at: refund.createdAt.toISOString(),
    status: refund.status,
    amount_minor: refund.amountMinor,
    currency: refund.currency,
    scope: refund.scope,
    lines: refund.lines.map((line) => ({
      line_id: line.lineId,
      name: lineName.get(line.lineId) ?? 'Removed line',
      quantity: line.quantity,
    })),
    restocked: refund.restocked.map((unit) => ({
      location: locations.get(unit.locationId)?.slug ?? String(unit.locationId),
      name: locations.get(unit.locationId)?.name ?? 'Removed location',
      quantity: unit.quantity,
    })),
    reason: refund.reason,
    created_by: createdBy,
    failure_message: refund.failureMessage,
  }))
}

/** Units of each line refunded so far and what is left to refund, for the order page. */
export async function refundState(db: Db, order: { id: number; status: string; totalMinor: number }) {
  const live = await repository.findLiveRefunds(db, order.id)
  const left = order.totalMinor - live.reduce((sum, refund) => sum + refund.amountMinor, 0)
  return {
    refundedUnits: refundedUnitsOf(live),
    refundableMinor: isPaidOrder(order.status) ? Math.max(left, 0) : 0,
  }
}
