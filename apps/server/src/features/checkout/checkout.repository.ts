import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  checkoutOrder,
  checkoutOrderLine,
  orderRefund,
  orderStockTake,
  paymentAttempt,
  shippingRate,
  shippingZone,
  taxRate,
} from '../../db/schema/checkout'
import {
  storeDiscountCode,
  storeDiscountCodeAmount,
  storeOptionSelection,
  storeOptionSelectionPrice,
  storeProduct,
  storeProductOption,
  storeCart,
  storeProductPrice,
  storeStockLevel,
  storeStockLocation,
} from '../../db/schema/store'
import { storeStockMovement } from '../../db/schema/stock'

export type OrderRow = typeof checkoutOrder.$inferSelect
export type OrderLineRow = typeof checkoutOrderLine.$inferSelect
export type AttemptRow = typeof paymentAttempt.$inferSelect
export type NewOrder = typeof checkoutOrder.$inferInsert
export type NewOrderLine = Omit<typeof checkoutOrderLine.$inferInsert, 'orderId'>

/** Active products by slug with their price in `currency` (null when not sold in it). */
export async function findProductsForPricing(db: Db, slugs: string[], currency: string) {
  if (slugs.length === 0) return []
  return db
    .select({
      id: storeProduct.id,
      slug: storeProduct.slug,
      name: storeProduct.name,
      subtext: storeProduct.subtext,
      category: storeProduct.category,
      priceMinor: storeProductPrice.amountMinor,
    })
    .from(storeProduct)
    .leftJoin(
      storeProductPrice,
      and(eq(storeProductPrice.productId, storeProduct.id), eq(storeProductPrice.currency, currency)),
    )
    .where(and(inArray(storeProduct.slug, slugs), eq(storeProduct.active, true)))
}

/** Every option and selection of the products, with each selection's price in `currency`. */
export async function findOptionsForPricing(db: Db, productIds: number[], currency: string) {
  if (productIds.length === 0) return []
  return db
    .select({
      productId: storeProductOption.productId,
      optionId: storeProductOption.id,
      optionName: storeProductOption.name,
      selectionName: storeOptionSelection.name,
      priceMinor: storeOptionSelectionPrice.amountMinor,
    })
    .from(storeProductOption)
    .innerJoin(storeOptionSelection, eq(storeOptionSelection.optionId, storeProductOption.id))
    .leftJoin(
      storeOptionSelectionPrice,
      and(
        eq(storeOptionSelectionPrice.selectionId, storeOptionSelection.id),
        eq(storeOptionSelectionPrice.currency, currency),
      ),
    )
    .where(inArray(storeProductOption.productId, productIds))
}

/** Automatic codes (SPEC §3 `codes`/`hcodes`) and the typed ones, with their amounts in `currency`. */
export async function findDiscountCodes(db: Db, typed: string[], currency: string) {
  const automaticOrTyped =
    typed.length > 0
      ? sql`(${storeDiscountCode.automatic} or ${inArray(storeDiscountCode.code, typed)})`
      : eq(storeDiscountCode.automatic, true)
  return db
    .select({
      code: storeDiscountCode.code,
      kind: storeDiscountCode.kind,
      percent: storeDiscountCode.percent,
      automatic: storeDiscountCode.automatic,
      hidden: storeDiscountCode.hidden,
      active: storeDiscountCode.active,
      startsAt: storeDiscountCode.startsAt,
      endsAt: storeDiscountCode.endsAt,
      productId: storeDiscountCode.productId,
      category: storeDiscountCode.category,
      amountMinor: storeDiscountCodeAmount.amountMinor,
    })
    .from(storeDiscountCode)
    .leftJoin(
      storeDiscountCodeAmount,
      and(eq(storeDiscountCodeAmount.codeId, storeDiscountCode.id), eq(storeDiscountCodeAmount.currency, currency)),
    )
    .where(automaticOrTyped)
    .orderBy(asc(storeDiscountCode.code))
}

export async function findShippingZones(db: Db) {
  return db.select().from(shippingZone).orderBy(asc(shippingZone.id))
}

export async function findShippingRates(db: Db, zoneId: number, currency: string) {
  return db
    .select()
    .from(shippingRate)
    .where(and(eq(shippingRate.zoneId, zoneId), eq(shippingRate.currency, currency)))
    .orderBy(asc(shippingRate.amountMinor))
}

export async function findTaxRates(db: Db, country?: string) {
  return db
    .select()
    .from(taxRate)
    .where(country ? eq(taxRate.country, country) : undefined)
    .orderBy(asc(taxRate.country), asc(taxRate.region), asc(taxRate.id))
}

export async function updateTaxRate(db: Db, id: number, ratePpm: number, userId: string, now: Date) {
  const [row] = await db
    .update(taxRate)
    .set({ ratePpm, updatedBy: userId, updatedAt: now })
    .where(eq(taxRate.id, id))
    .returning()
  return row
}

/** Units on hand of the products, summed over locations (the check before charging; no lock). */
export async function findStockTotals(db: Db, productIds: number[]) {
  if (productIds.length === 0) return []
  return db
    .select({
      productId: storeStockLevel.productId,
      quantity: sql<number>`sum(${storeStockLevel.quantityOnHand})::int`,
    })
    .from(storeStockLevel)
    .where(inArray(storeStockLevel.productId, productIds))
    .groupBy(storeStockLevel.productId)
}

/** The stock rows of one product, locked (`select … for update`) until the transaction ends. */
export async function lockStockLevels(tx: Db, productId: number) {
  return tx
    .select({
      locationId: storeStockLevel.locationId,
      quantity: storeStockLevel.quantityOnHand,
      country: storeStockLocation.country,
      position: storeStockLocation.position,
    })
    .from(storeStockLevel)
    .innerJoin(storeStockLocation, eq(storeStockLocation.id, storeStockLevel.locationId))
    .where(eq(storeStockLevel.productId, productId))
    .orderBy(asc(storeStockLevel.locationId))
    .for('update', { of: storeStockLevel })
}

export async function takeStock(
  tx: Db,
  orderId: number,
  productId: number,
  picks: { locationId: number; quantity: number }[],
  now: Date,
) {
  for (const pick of picks) {
    const [level] = await tx
      .update(storeStockLevel)
      .set({ quantityOnHand: sql`${storeStockLevel.quantityOnHand} - ${pick.quantity}`, updatedAt: now })
      .where(and(eq(storeStockLevel.productId, productId), eq(storeStockLevel.locationId, pick.locationId)))
      .returning({ quantityOnHand: storeStockLevel.quantityOnHand })
    // The stock screens' movement history (decision 0094): the sale, in the transaction that takes the units.
    await tx.insert(storeStockMovement).values({
      productId,
      locationId: pick.locationId,
      delta: -pick.quantity,
      quantityAfter: level!.quantityOnHand,
      reason: 'sale',
      orderId,
      at: now,
    })
    await tx
      .insert(orderStockTake)
      .values({ orderId, productId, locationId: pick.locationId, quantity: pick.quantity })
      .onConflictDoUpdate({
        target: [orderStockTake.orderId, orderStockTake.productId, orderStockTake.locationId],
        set: { quantity: sql`${orderStockTake.quantity} + ${pick.quantity}` },
      })
  }
}

export async function insertOrder(db: Db, order: NewOrder, lines: NewOrderLine[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checkoutOrder)
      .values(order)
      .onConflictDoNothing({ target: checkoutOrder.createKey })
      .returning()
    if (!row) return null
    await tx.insert(checkoutOrderLine).values(lines.map((line) => ({ ...line, orderId: row.id })))
    return row
  })
}

export async function findOrder(db: Db, id: number) {
  const [row] = await db.select().from(checkoutOrder).where(eq(checkoutOrder.id, id))
  return row
}

export async function findOrderByCreateKey(db: Db, key: string) {
  const [row] = await db.select().from(checkoutOrder).where(eq(checkoutOrder.createKey, key))
  return row
}

export async function lockOrder(tx: Db, id: number) {
  const [row] = await tx.select().from(checkoutOrder).where(eq(checkoutOrder.id, id)).for('update')
  return row
}

export async function findOrderLines(db: Db, orderId: number) {
  return db
    .select()
    .from(checkoutOrderLine)
    .where(eq(checkoutOrderLine.orderId, orderId))
    .orderBy(asc(checkoutOrderLine.position))
}

export async function listOrdersOf(db: Db, userId: string, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(checkoutOrder)
      .where(eq(checkoutOrder.userId, userId))
      .orderBy(desc(checkoutOrder.createdAt), desc(checkoutOrder.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(checkoutOrder).where(eq(checkoutOrder.userId, userId)),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function updateOrder(db: Db, id: number, values: Partial<typeof checkoutOrder.$inferInsert>) {
  const [row] = await db.update(checkoutOrder).set(values).where(eq(checkoutOrder.id, id)).returning()
  return row
}

export async function findAttempt(db: Db, orderId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(paymentAttempt)
    .where(and(eq(paymentAttempt.orderId, orderId), eq(paymentAttempt.requestKey, requestKey)))
  return row
}

/** Records an attempt before charging; null when the key or another attempt in flight already holds the order. */
export async function insertAttempt(tx: Db, values: typeof paymentAttempt.$inferInsert) {
  const [row] = await tx.insert(paymentAttempt).values(values).onConflictDoNothing().returning()
  return row ?? null
}

export async function lockAttempt(tx: Db, id: number) {
  const [row] = await tx.select().from(paymentAttempt).where(eq(paymentAttempt.id, id)).for('update')
  return row
}

export async function settleAttempt(db: Db, id: number, values: Partial<typeof paymentAttempt.$inferInsert>) {
  await db.update(paymentAttempt).set(values).where(eq(paymentAttempt.id, id))
}

/** Attempts still in flight that started before `before` (left by a crash, or by a process still at work). */
export async function findUnsettledAttempts(db: Db, before: Date) {
  return db
    .select()
    .from(paymentAttempt)
    .where(and(isNull(paymentAttempt.outcome), lt(paymentAttempt.createdAt, before)))
    .orderBy(asc(paymentAttempt.id))
}

/**
 * A paid order's products and vehicle bundles (their tune line keeps the entry's slug) leave the buyer's saved
 * cart (the browser's copy is emptied by the page).
 */
export async function removeFromSavedCart(tx: Db, userId: string, slugs: string[], now: Date) {
  const [cart] = await tx.select().from(storeCart).where(eq(storeCart.userId, userId)).for('update')
  if (!cart) return
  const entries = cart.entries.filter((entry) => !slugs.includes(entry.product.slug))
  if (entries.length === cart.entries.length) return
  await tx.update(storeCart).set({ entries, updatedAt: now }).where(eq(storeCart.userId, userId))
}

/** The refunds made of an order (decision 0092: the back office makes them), oldest first. */
export const findRefundsMade = (db: Db, orderId: number) =>
  db
    .select({
      amountMinor: orderRefund.amountMinor,
      currency: orderRefund.currency,
      createdAt: orderRefund.createdAt,
      settledAt: orderRefund.settledAt,
    })
    .from(orderRefund)
    .where(and(eq(orderRefund.orderId, orderId), eq(orderRefund.status, 'refunded')))
    .orderBy(asc(orderRefund.createdAt), asc(orderRefund.id))
export type RefundMadeRow = Awaited<ReturnType<typeof findRefundsMade>>[number]
