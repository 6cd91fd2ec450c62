import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { checkoutOrder, checkoutOrderLine, orderRefund, orderStockTake } from '../../db/schema/checkout'
import { storeStockLevel, storeStockLocation } from '../../db/schema/store'
import { storeStockMovement } from '../../db/schema/stock'

// Queries of the back office's refunds of store orders (decision 0092); the rules are in order-refunds.service.ts.

export type RefundRow = typeof orderRefund.$inferSelect
export type NewRefund = typeof orderRefund.$inferInsert

const orderColumns = {
  id: checkoutOrder.id,
  userId: checkoutOrder.userId,
  status: checkoutOrder.status,
  currency: checkoutOrder.currency,
  subtotalMinor: checkoutOrder.subtotalMinor,
  shippingMinor: checkoutOrder.shippingMinor,
  totalMinor: checkoutOrder.totalMinor,
  paymentProvider: checkoutOrder.paymentProvider,
  chargeId: checkoutOrder.chargeId,
  updatedAt: checkoutOrder.updatedAt,
}

/** The order, locked (`select … for update`) until the transaction ends: one refund is reserved at a time. */
export async function lockOrder(tx: Db, id: number) {
  const [row] = await tx.select(orderColumns).from(checkoutOrder).where(eq(checkoutOrder.id, id)).for('update')
  return row
}

export async function findOrder(db: Db, id: number) {
  const [row] = await db.select(orderColumns).from(checkoutOrder).where(eq(checkoutOrder.id, id))
  return row
}
export type RefundOrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>

export const findLines = (db: Db, orderId: number) =>
  db
    .select({
      id: checkoutOrderLine.id,
      productId: checkoutOrderLine.productId,
      name: checkoutOrderLine.name,
      quantity: checkoutOrderLine.quantity,
      lineTotalMinor: checkoutOrderLine.lineTotalMinor,
    })
    .from(checkoutOrderLine)
    .where(eq(checkoutOrderLine.orderId, orderId))
    .orderBy(asc(checkoutOrderLine.position))
export type RefundLineRow = Awaited<ReturnType<typeof findLines>>[number]

export async function findRefundByKey(db: Db, orderId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(orderRefund)
    .where(and(eq(orderRefund.orderId, orderId), eq(orderRefund.requestKey, requestKey)))
  return row
}

/** The order's refunds, oldest first, with the e-mail of the admin who made each. */
export const findRefunds = (db: Db, orderId: number) =>
  db
    .select({ refund: orderRefund, createdBy: user.email })
    .from(orderRefund)
    .leftJoin(user, eq(user.id, orderRefund.createdByUserId))
    .where(eq(orderRefund.orderId, orderId))
    .orderBy(asc(orderRefund.createdAt), asc(orderRefund.id))

/** Refunds that count against what is left: the pending and the made ones (a refused one gave nothing back). */
export const findLiveRefunds = (db: Db, orderId: number) =>
  db
    .select()
    .from(orderRefund)
    .where(and(eq(orderRefund.orderId, orderId), ne(orderRefund.status, 'failed')))

/** Inserts a pending refund; undefined when a concurrent request with the same key inserted first. */
export async function insertRefund(tx: Db, values: NewRefund) {
  const [row] = await tx
    .insert(orderRefund)
    .values(values)
    .onConflictDoNothing({ target: [orderRefund.orderId, orderRefund.requestKey] })
    .returning()
  return row
}

export async function lockRefund(tx: Db, id: number) {
  const [row] = await tx.select().from(orderRefund).where(eq(orderRefund.id, id)).for('update')
  return row
}

export async function updateRefund(db: Db, id: number, values: Partial<NewRefund>) {
  const [row] = await db.update(orderRefund).set(values).where(eq(orderRefund.id, id)).returning()
  return row!
}

/** What the made refunds of the order gave back, in minor units. */
export async function refundedTotal(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${orderRefund.amountMinor}), 0)` })
    .from(orderRefund)
    .where(and(eq(orderRefund.orderId, orderId), eq(orderRefund.status, 'refunded')))
  return Number(row?.total ?? 0)
}

export const markOrderRefunded = (tx: Db, orderId: number, now: Date) =>
  tx.update(checkoutOrder).set({ status: 'refunded', updatedAt: now }).where(eq(checkoutOrder.id, orderId))

/** The units the order took from each location (checkout's `orderStockTake`). */
export const findStockTakes = (db: Db, orderId: number) =>
  db
    .select({
      productId: orderStockTake.productId,
      locationId: orderStockTake.locationId,
      quantity: orderStockTake.quantity,
    })
    .from(orderStockTake)
    .where(eq(orderStockTake.orderId, orderId))
    .orderBy(asc(orderStockTake.productId), asc(orderStockTake.locationId))

/** The stock rows of the products, locked in product and location order (as checkout locks them: no deadlock). */
export async function lockStockLevels(tx: Db, productIds: number[]) {
  if (productIds.length === 0) return
  await tx
    .select({ productId: storeStockLevel.productId })
    .from(storeStockLevel)
    .where(inArray(storeStockLevel.productId, productIds))
    .orderBy(asc(storeStockLevel.productId), asc(storeStockLevel.locationId))
    .for('update')
}

/** Puts units back at a location (the row comes back if the location's level was removed meanwhile). */
/**
 * Puts refunded units back on the shelf and writes the stock screens' `refund` movement (decision 0094) in the same
 * transaction, so the movement history stays a ledger of the level.
 */
export async function putBackStock(
  tx: Db,
  restock: { productId: number; locationId: number; quantity: number; orderId: number },
  now: Date,
) {
  const { productId, locationId, quantity, orderId } = restock
  const [level] = await tx
    .insert(storeStockLevel)
    .values({ productId, locationId, quantityOnHand: quantity, updatedAt: now })
    .onConflictDoUpdate({
      target: [storeStockLevel.productId, storeStockLevel.locationId],
      set: { quantityOnHand: sql`${storeStockLevel.quantityOnHand} + ${quantity}`, updatedAt: now },
    })
    .returning({ quantityOnHand: storeStockLevel.quantityOnHand })
  await tx.insert(storeStockMovement).values({
    productId,
    locationId,
    delta: quantity,
    quantityAfter: level!.quantityOnHand,
    reason: 'refund',
    orderId,
    at: now,
  })
}

export const findLocations = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: storeStockLocation.id, slug: storeStockLocation.slug, name: storeStockLocation.name })
        .from(storeStockLocation)
        .where(inArray(storeStockLocation.id, ids))
