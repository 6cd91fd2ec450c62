import { count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { tradeInPhoto, tradeInRequest } from '../../db/schema/catalog-purchases'

export type TradeInRow = typeof tradeInRequest.$inferSelect
export type PhotoRow = typeof tradeInPhoto.$inferSelect

export async function insertTradeIn(
  db: Db,
  values: typeof tradeInRequest.$inferInsert,
  photos: Omit<typeof tradeInPhoto.$inferInsert, 'tradeInId'>[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tradeInRequest).values(values).returning()
    if (photos.length > 0)
      await tx.insert(tradeInPhoto).values(photos.map((photo) => ({ ...photo, tradeInId: row!.id })))
    return row!
  })
}

export async function findTradeIn(db: Db, id: number) {
  const [row] = await db.select().from(tradeInRequest).where(eq(tradeInRequest.id, id))
  return row
}

export async function photosOf(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(tradeInPhoto)
    .where(sql`${tradeInPhoto.tradeInId} in ${ids}`)
    .orderBy(tradeInPhoto.createdAt, tradeInPhoto.id)
}

export async function listTradeIns(db: Db, userId: string | null, offset: number, limit: number) {
  const where = userId ? eq(tradeInRequest.userId, userId) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: tradeInRequest, customer: user.name })
      .from(tradeInRequest)
      .innerJoin(user, eq(user.id, tradeInRequest.userId))
      .where(where)
      .orderBy(desc(tradeInRequest.createdAt), desc(tradeInRequest.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(tradeInRequest).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

export async function updateTradeIn(db: Db, id: number, values: Partial<typeof tradeInRequest.$inferInsert>) {
  const [row] = await db
    .update(tradeInRequest)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(tradeInRequest.id, id))
    .returning()
  return row!
}

export async function ownerOf(db: Db, userId: string) {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId))
  return row
}
