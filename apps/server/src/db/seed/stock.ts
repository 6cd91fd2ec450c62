import { asc } from 'drizzle-orm'
import type { Db } from '../client'
import { storeStockMovement } from '../schema/stock'
import { storeStockLevel } from '../schema/store'

/**
 * The stock history's first rows (decision 0094): an opening count of every seeded level, so that a newcomer's
 * movement history starts where the levels do and each later movement's "level after" follows from it.
 */
export async function seedStockMovements(tx: Db, at: Date): Promise<void> {
  const levels = await tx
    .select({
      productId: storeStockLevel.productId,
      locationId: storeStockLevel.locationId,
      quantity: storeStockLevel.quantityOnHand,
    })
    .from(storeStockLevel)
    .orderBy(asc(storeStockLevel.productId), asc(storeStockLevel.locationId))
  if (levels.length === 0) return
  await tx.insert(storeStockMovement).values(
    levels.map((level) => ({
      productId: level.productId,
      locationId: level.locationId,
      delta: level.quantity,
      quantityAfter: level.quantity,
      reason: 'counted' as const,
      note: 'Opening count',
      at,
    })),
  )
}
