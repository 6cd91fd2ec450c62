import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organization, user } from '../../db/schema/auth'
import { catalogTool, catalogToolPrice } from '../../db/schema/catalog'
import { fzOrder, fzOrderLine, fzToolDealerPrice } from '../../db/schema/fz-orders'

// Queries of flash-tool orders (issue 25): the tools a dealer may order at its prices, the orders and their lines.

/** The tools a dealer may order in `currency`: ownable, of a compatibility type, with a dealer price there. */
export async function orderableTools(db: Db, currency: string, ids?: readonly number[]) {
  return db
    .select({
      id: catalogTool.id,
      name: catalogTool.name,
      compatType: catalogTool.compatType,
      dealerPriceMinor: fzToolDealerPrice.priceMinor,
      retailPrice: catalogToolPrice.price,
    })
    .from(catalogTool)
    .innerJoin(
      fzToolDealerPrice,
      and(eq(fzToolDealerPrice.toolId, catalogTool.id), eq(fzToolDealerPrice.currency, currency)),
    )
    .leftJoin(
      catalogToolPrice,
      and(eq(catalogToolPrice.toolId, catalogTool.id), eq(catalogToolPrice.currency, currency)),
    )
    .where(
      and(
        eq(catalogTool.isDealerOwnable, true),
        isNotNull(catalogTool.compatType),
        ids ? inArray(catalogTool.id, ids.length > 0 ? [...ids] : [-1]) : undefined,
      ),
    )
    .orderBy(asc(catalogTool.position), asc(catalogTool.id))
}

const orderColumns = {
  id: fzOrder.id,
  organizationId: fzOrder.organizationId,
  dealerSlug: organization.slug,
  dealerName: organization.name,
  orderType: fzOrder.orderType,
  state: fzOrder.state,
  currency: fzOrder.currency,
  totalMinor: fzOrder.totalMinor,
  note: fzOrder.note,
  trackingNumber: fzOrder.trackingNumber,
  placedBy: user.name,
  createdAt: fzOrder.createdAt,
  shippedAt: fzOrder.shippedAt,
  deliveredAt: fzOrder.deliveredAt,
  cancelledAt: fzOrder.cancelledAt,
}

const ordersQuery = (db: Db) =>
  db
    .select(orderColumns)
    .from(fzOrder)
    .innerJoin(organization, eq(organization.id, fzOrder.organizationId))
    .leftJoin(user, eq(user.id, fzOrder.placedByUserId))

export type FzOrderRow = Awaited<ReturnType<typeof findOrder>> & {}

export async function findOrder(db: Db, id: number) {
  const [row] = await ordersQuery(db).where(eq(fzOrder.id, id))
  return row ?? null
}

export async function findOrderByKey(db: Db, dealerId: string, key: string) {
  const [row] = await ordersQuery(db).where(and(eq(fzOrder.organizationId, dealerId), eq(fzOrder.idempotencyKey, key)))
  return row ?? null
}

/** A dealer's orders, newest first (a dealer's bulk orders are few: the latest 200). */
export async function listOrders(db: Db, dealerId: string) {
  return ordersQuery(db)
    .where(eq(fzOrder.organizationId, dealerId))
    .orderBy(desc(fzOrder.createdAt), desc(fzOrder.id))
    .limit(200)
}

export async function linesOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return []
  return db
    .select({
      orderId: fzOrderLine.orderId,
      toolId: fzOrderLine.toolId,
      toolName: catalogTool.name,
      quantity: fzOrderLine.quantity,
      unitPriceMinor: fzOrderLine.unitPriceMinor,
    })
    .from(fzOrderLine)
    .innerJoin(catalogTool, eq(catalogTool.id, fzOrderLine.toolId))
    .where(inArray(fzOrderLine.orderId, [...orderIds]))
    .orderBy(asc(fzOrderLine.orderId), asc(catalogTool.position), asc(catalogTool.id))
}

export async function insertOrder(
  db: Db,
  order: Omit<typeof fzOrder.$inferInsert, 'id'>,
  lines: readonly { toolId: number; quantity: number; unitPriceMinor: bigint }[],
) {
  const [row] = await db.insert(fzOrder).values(order).returning({ id: fzOrder.id })
  await db.insert(fzOrderLine).values(lines.map((line) => ({ ...line, orderId: row!.id })))
  return row!.id
}

/** The order's state, locked for the caller's transaction. */
export async function lockOrder(db: Db, id: number) {
  const [row] = await db
    .select({
      id: fzOrder.id,
      organizationId: fzOrder.organizationId,
      state: fzOrder.state,
      currency: fzOrder.currency,
      totalMinor: fzOrder.totalMinor,
      trackingNumber: fzOrder.trackingNumber,
    })
    .from(fzOrder)
    .where(eq(fzOrder.id, id))
    .for('update')
  return row ?? null
}

export async function updateOrder(db: Db, id: number, values: Partial<typeof fzOrder.$inferInsert>) {
  await db.update(fzOrder).set(values).where(eq(fzOrder.id, id))
}
