import { ERROR_TEXTS } from '@shop/domain/errors'
import type { Actor } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { isPaidOrder } from '@shop/domain/checkout'
import {
  TUNE_REQUEST_STATUS_LABELS,
  type ClaimedOrder,
  type DeliveredRequest,
  type OrderTuneDelivery,
  type TuneRequestStatus,
} from '@shop/domain/tuning'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound } from '../../http/app-error'
import { createRequestsForPaidOrder, requestsOfOrderLines, tuneLinesOf } from '../tune-requests/tune-requests.service'
import { tokenMatches } from './invoice-token'
import * as repo from './checkout.repository'

// Decision 0069: tunes bought in the store are delivered as tune requests, at payment for a logged-in buyer and by
// the claim (the order's signed link, then an account) for a guest.

export type TuneDelivery = OrderTuneDelivery | null

const claimPath = (order: Pick<repo.OrderRow, 'id' | 'invoiceToken'>) => paths.claimTunes(order.id, order.invoiceToken)

const delivered = (row: { id: number; status: string }): DeliveredRequest => {
  const status = row.status as TuneRequestStatus
  return { id: row.id, status, status_label: TUNE_REQUEST_STATUS_LABELS[status], path: paths.tuneRequest(row.id) }
}

/** The tune lines of an order with their requests, or null when the order holds no tunes. */
export async function tuneDeliveryOf(
  db: Db,
  order: repo.OrderRow,
  lines: readonly repo.OrderLineRow[],
): Promise<TuneDelivery> {
  const tuneLines = tuneLinesOf(lines)
  if (tuneLines.length === 0) return null
  const requests = await requestsOfOrderLines(
    db,
    tuneLines.map(({ line }) => line.id),
  )
  return {
    claimed: order.userId !== null,
    claim_path: claimPath(order),
    lines: tuneLines.map(({ line }) => {
      const request = requests.get(line.id)
      return { name: line.name, vehicle: line.subtext, request: request ? delivered(request) : null }
    }),
  }
}

/**
 * Run inside the payment's commit (the order row is locked there): a logged-in buyer's tune lines become their
 * tune requests in the same transaction that marks the order paid, so a paid order never lacks them.
 */
export async function deliverAtPayment(
  tx: Db,
  order: repo.OrderRow,
  lines: readonly repo.OrderLineRow[],
  charge: { chargeId: string; provider: string },
  now: Date,
): Promise<void> {
  if (!order.userId) return
  await createRequestsForPaidOrder(tx, {
    ownerUserId: order.userId,
    order: { ...order, paymentProvider: charge.provider, chargeId: charge.chargeId },
    lines,
    now,
  })
}

/**
 * `POST /api/v1/orders/{id}/claim`: the order's token proves the caller bought it; a guest's order becomes the
 * caller's and its tune lines their requests, in one transaction under the order's lock. Claiming again answers
 * the same requests; a wrong token, or an order that is already someone else's, is 404 (nothing is revealed);
 * an unpaid order is 409.
 */
export async function claimOrder(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  orderId: number,
  token: string | undefined,
): Promise<ClaimedOrder> {
  return deps.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId)
    if (!order || !tokenMatches(token, order.invoiceToken)) throw notFound('This order')
    if (order.userId !== null && order.userId !== actor.id) throw notFound('This order')
    if (!isPaidOrder(order.status)) {
      throw new AppError(409, 'order_not_paid', ERROR_TEXTS.orderNotPaidForClaim)
    }
    const now = deps.clock()
    if (order.userId === null) await repo.updateOrder(tx, order.id, { userId: actor.id, updatedAt: now })
    const lines = await repo.findOrderLines(tx, order.id)
    const ids = await createRequestsForPaidOrder(tx, {
      ownerUserId: actor.id,
      order,
      lines,
      now,
    })
    const requests = [
      ...(
        await requestsOfOrderLines(
          tx,
          lines.map((line) => line.id),
        )
      ).values(),
    ]
      .filter((row) => ids.includes(row.id))
      .sort((a, b) => a.id - b.id)
      .map(delivered)
    const only = requests.length === 1 ? requests[0] : undefined
    return {
      order_id: order.id,
      requests,
      next_path: only ? only.path : requests.length > 0 ? paths.tuneRequests() : paths.order(order.id),
    }
  })
}
