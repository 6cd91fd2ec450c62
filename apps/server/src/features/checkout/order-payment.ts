import { randomUUID } from 'node:crypto'
import { CHECKOUT_MESSAGES, selectStock } from '@shop/domain/checkout'
import type { PaymentMethod } from '@shop/domain/payments'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, conflict, paymentRequired } from '../../http/app-error'
import type { FoundCharge } from '../../platform/payments/payment-provider'
import { invalidateStore } from '../store'
import * as repo from './checkout.repository'
import { sendOrderConfirmation } from './order-mail'
import { deliverAtPayment } from './tune-delivery'

export const paymentInProgress = () => new AppError(409, 'payment_in_progress', CHECKOUT_MESSAGES.paymentInProgress)
const outOfStock = (refunded: boolean) =>
  new AppError(409, 'out_of_stock', refunded ? CHECKOUT_MESSAGES.outOfStockRefunded : CHECKOUT_MESSAGES.outOfStock)

type PayDeps = Pick<AppDeps, 'db' | 'catalogCache' | 'payments' | 'mailer' | 'logger' | 'publicUrl' | 'siteConfig'>

/** The answer a settled attempt gives again when its key is retried (decision 0030: "returns the first result"). */
function replay(attempt: repo.AttemptRow): never | 'charged' {
  if (attempt.outcome === null) throw paymentInProgress()
  if (attempt.outcome === 'charged') return 'charged'
  if (attempt.failureKind === 'out_of_stock') throw outOfStock(attempt.outcome === 'refunded')
  throw paymentRequired(attempt.failureKind ?? 'unknown', attempt.failureMessage ?? CHECKOUT_MESSAGES.interrupted)
}

/** Are there enough units on hand for every product line (a check before charging; the commit re-checks under a lock)? */
async function hasStock(db: Db, lines: repo.OrderLineRow[]): Promise<boolean> {
  const wanted = wantedUnits(lines)
  const totals = new Map(
    (await repo.findStockTotals(db, [...wanted.keys()])).map((row) => [row.productId, row.quantity]),
  )
  return [...wanted].every(([productId, quantity]) => (totals.get(productId) ?? 0) >= quantity)
}

function wantedUnits(lines: repo.OrderLineRow[]): Map<number, number> {
  const wanted = new Map<number, number>()
  for (const line of lines) {
    if (line.productId === null) continue
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  }
  return wanted
}

/**
 * Commits a charged order in one transaction: the order and the attempt locked, stock taken per location
 * under row locks (products in id order, so two commits never deadlock), the order marked paid. Answers
 * `committed`; `attempt_settled` (someone else settled this attempt first); `order_closed` (the order is no
 * longer pending) or `out_of_stock` (nothing changed: the charge has no order and must be refunded).
 * A logged-in buyer's tune lines become their tune requests in the same transaction (decision 0069).
 * A commit that took stock empties the store's response cache and fast lane (`invalidateStore`), so product
 * pages show the stock that is left, not the cached answer from before the sale.
 */
export type CommitOutcome = 'committed' | 'attempt_settled' | 'order_closed' | 'out_of_stock'

export async function commitCharge(
  deps: Pick<AppDeps, 'db' | 'catalogCache'>,
  attemptId: number,
  charge: { chargeId: string; provider: string },
  now: Date,
): Promise<CommitOutcome> {
  let tookStock = false
  const outcome = await deps.db.transaction(async (tx): Promise<CommitOutcome> => {
    const attempt = await repo.lockAttempt(tx, attemptId)
    if (!attempt || attempt.outcome !== null) return 'attempt_settled'
    const order = await repo.lockOrder(tx, attempt.orderId)
    if (!order || order.status !== 'pending') return 'order_closed'
    const lines = await repo.findOrderLines(tx, order.id)
    const country = order.shippingAddress?.country_code ?? null
    const wanted = [...wantedUnits(lines)].sort(([a], [b]) => a - b)
    const plan: { productId: number; picks: { locationId: number; quantity: number }[] }[] = []
    for (const [productId, quantity] of wanted) {
      const levels = await repo.lockStockLevels(tx, productId)
      const picks = selectStock(
        levels.map((level) => ({ ...level, quantity: level.quantity })),
        quantity,
        country,
      )
      if (!picks) return 'out_of_stock'
      plan.push({ productId, picks })
    }
    for (const { productId, picks } of plan) await repo.takeStock(tx, order.id, productId, picks, now)
    tookStock = plan.length > 0
    await repo.updateOrder(tx, order.id, {
      status: 'paid',
      paymentProvider: charge.provider,
      chargeId: charge.chargeId,
      paidAt: now,
      updatedAt: now,
    })
    await repo.settleAttempt(tx, attempt.id, { outcome: 'charged', chargeId: charge.chargeId, settledAt: now })
    // Decision 0069: a logged-in buyer's tunes become their tune requests in the commit itself.
    await deliverAtPayment(tx, order, lines, charge, now)
    if (order.userId) await repo.removeFromSavedCart(tx, order.userId, [...new Set(lines.map((l) => l.slug))], now)
    return 'committed'
  })
  if (outcome === 'committed' && tookStock) await invalidateStore(deps)
  return outcome
}

/**
 * A charge whose order can no longer be filled is given back (no charge without an order), and the
 * attempt records why; the order stays pending so the buyer can change the cart.
 */
export async function refundUnfillable(
  deps: Pick<AppDeps, 'db' | 'payments' | 'logger'>,
  attempt: Pick<repo.AttemptRow, 'id' | 'providerKey' | 'amountMinor'>,
  charge: Pick<FoundCharge, 'chargeId' | 'provider'>,
  now: Date,
  reason: { kind: 'out_of_stock' | 'network_down_retry'; message: string } = {
    kind: 'out_of_stock',
    message: CHECKOUT_MESSAGES.outOfStockRefunded,
  },
): Promise<void> {
  const refund = await deps.payments.refund(
    charge.provider,
    charge.chargeId,
    BigInt(attempt.amountMinor),
    `${attempt.providerKey}-refund`,
  )
  if (!refund.ok) {
    // The attempt stays in flight, so the next start tries the refund again; the logs tell staff.
    deps.logger.error({ attemptId: attempt.id, chargeId: charge.chargeId }, 'refund of an unfillable order failed')
    throw outOfStock(false)
  }
  await repo.settleAttempt(deps.db, attempt.id, {
    outcome: 'refunded',
    chargeId: charge.chargeId,
    failureKind: reason.kind,
    failureMessage: reason.message,
    settledAt: now,
  })
}

/**
 * `POST /api/order/{id}/payment` (decision 0030). The attempt is recorded BEFORE the provider is asked;
 * the same `Idempotency-Key` returns the first result; a second attempt while one is in flight is a 409;
 * a committed order is 409 `already_committed`; a decline is a 402 with its kind and message.
 */
export async function payOrder(
  deps: PayDeps,
  order: repo.OrderRow,
  method: PaymentMethod,
  requestKey: string | null,
  now: () => Date,
): Promise<{ replayed: boolean }> {
  const key = requestKey ?? `auto-${randomUUID()}`
  const previous = requestKey ? await repo.findAttempt(deps.db, order.id, key) : undefined
  if (previous) {
    replay(previous)
    return { replayed: true }
  }
  if (order.status !== 'pending') throw conflict('already_committed')
  const lines = await repo.findOrderLines(deps.db, order.id)
  if (!(await hasStock(deps.db, lines))) throw outOfStock(false)

  const attempt = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, order.id)
    if (!locked || locked.status !== 'pending') throw conflict('already_committed')
    const inserted = await repo.insertAttempt(tx, {
      orderId: order.id,
      requestKey: key,
      providerKey: `order-${order.id}-${randomUUID()}`,
      provider: method.provider,
      amountMinor: order.totalMinor,
      currency: order.currency,
      createdAt: now(),
    })
    return inserted
  })
  if (!attempt) {
    // The same key (a double click that lost the race) or another attempt holds the order.
    const same = await repo.findAttempt(deps.db, order.id, key)
    if (same) {
      replay(same)
      return { replayed: true }
    }
    throw paymentInProgress()
  }

  const result = await deps.payments.charge({
    idempotencyKey: attempt.providerKey,
    amountMinor: BigInt(order.totalMinor),
    currency: order.currency,
    description: `${deps.siteConfig.brandName} order ${order.id}`,
    customer: { email: order.email, ...(order.userId ? { userId: order.userId } : {}) },
    method,
  })
  if (!result.ok) {
    await repo.settleAttempt(deps.db, attempt.id, {
      outcome: 'failed',
      failureKind: result.kind,
      failureMessage: result.message,
      settledAt: now(),
    })
    throw paymentRequired(result.kind, result.message)
  }
  const outcome = await commitCharge(deps, attempt.id, result, now())
  if (outcome === 'out_of_stock') {
    await refundUnfillable(deps, attempt, result, now())
    throw outOfStock(true)
  }
  if (outcome === 'attempt_settled') {
    // The charge outlived the grace period and a starting process settled the attempt meanwhile: committed
    // (it found the charge) is fine; marked failed means this money has no order and goes back.
    const settled = await repo.findAttempt(deps.db, order.id, key)
    if (settled?.outcome !== 'charged') {
      const reason = { kind: 'network_down_retry' as const, message: CHECKOUT_MESSAGES.slowRefunded }
      await refundUnfillable(deps, attempt, result, now(), reason)
      throw paymentRequired(reason.kind, reason.message)
    }
    return { replayed: false }
  }
  if (outcome === 'order_closed') {
    // Cannot happen while the in-flight index holds, but money without an order is never kept.
    await refundUnfillable(deps, attempt, result, now())
    throw conflict('already_committed')
  }
  if (outcome === 'committed') await sendOrderConfirmation(deps, order.id)
  return { replayed: false }
}

/** An order with nothing to pay (a 100 % code) is committed without a provider. */
export async function commitFreeOrder(
  deps: PayDeps,
  order: repo.OrderRow,
  requestKey: string | null,
  now: () => Date,
): Promise<void> {
  if (order.status !== 'pending') throw conflict('already_committed')
  const attempt = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockOrder(tx, order.id)
    if (!locked || locked.status !== 'pending') throw conflict('already_committed')
    return repo.insertAttempt(tx, {
      orderId: order.id,
      requestKey: requestKey ?? `auto-${randomUUID()}`,
      providerKey: `order-${order.id}-${randomUUID()}`,
      provider: 'none',
      amountMinor: 0,
      currency: order.currency,
      createdAt: now(),
    })
  })
  if (!attempt) throw paymentInProgress()
  const outcome = await commitCharge(deps, attempt.id, { chargeId: `free-${order.id}`, provider: 'test' }, now())
  if (outcome === 'out_of_stock') {
    await repo.settleAttempt(deps.db, attempt.id, {
      outcome: 'failed',
      failureKind: 'out_of_stock',
      failureMessage: CHECKOUT_MESSAGES.outOfStock,
      settledAt: now(),
    })
    throw outOfStock(false)
  }
  if (outcome === 'committed') await sendOrderConfirmation(deps, order.id)
}
