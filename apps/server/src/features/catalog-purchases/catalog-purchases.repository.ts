import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organization, user } from '../../db/schema/auth'
import { catalogPurchase, catalogPurchaseMessage, dealerBillingProfile } from '../../db/schema/catalog-purchases'

export type PurchaseRow = typeof catalogPurchase.$inferSelect
export type MessageRow = typeof catalogPurchaseMessage.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Queryable = Db | Tx

export async function insertPurchase(db: Db, values: typeof catalogPurchase.$inferInsert): Promise<PurchaseRow> {
  const [row] = await db.insert(catalogPurchase).values(values).returning()
  return row!
}

export async function findPurchase(db: Queryable, id: number): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(catalogPurchase).where(eq(catalogPurchase.id, id))
  return row
}

export async function lockPurchase(tx: Tx, id: number): Promise<PurchaseRow | undefined> {
  const [row] = await tx.select().from(catalogPurchase).where(eq(catalogPurchase.id, id)).for('update')
  return row
}

/** Purchases left `paying` since before `before`: a charge whose outcome was never recorded. */
export async function listPayingSince(db: Db, before: Date): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(catalogPurchase)
    .where(and(eq(catalogPurchase.status, 'paying'), lt(catalogPurchase.updatedAt, before)))
}

/** Like `updatePurchase`, but only while the purchase is still `paying` (another process may have settled it). */
export async function settlePaying(
  db: Queryable,
  id: number,
  values: Partial<typeof catalogPurchase.$inferInsert>,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .update(catalogPurchase)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(catalogPurchase.id, id), eq(catalogPurchase.status, 'paying')))
    .returning()
  return row
}

export async function updatePurchase(db: Queryable, id: number, values: Partial<typeof catalogPurchase.$inferInsert>) {
  const [row] = await db
    .update(catalogPurchase)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(catalogPurchase.id, id))
    .returning()
  return row!
}

/** Purchases past the estimate, newest first: the buyer's own, or everyone's for staff. */
export async function listPurchases(db: Db, userId: string | null, offset: number, limit: number) {
  const where = and(
    inArray(catalogPurchase.status, ['paid', 'billed', 'ticket', 'paying']),
    userId ? eq(catalogPurchase.userId, userId) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(catalogPurchase)
      .where(where)
      .orderBy(desc(catalogPurchase.createdAt), desc(catalogPurchase.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(catalogPurchase).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

export async function listMessages(db: Db, purchaseId: number) {
  return db
    .select({ message: catalogPurchaseMessage, authorName: user.name })
    .from(catalogPurchaseMessage)
    .innerJoin(user, eq(user.id, catalogPurchaseMessage.authorUserId))
    .where(eq(catalogPurchaseMessage.purchaseId, purchaseId))
    .orderBy(catalogPurchaseMessage.createdAt, catalogPurchaseMessage.id)
}

export async function insertMessage(db: Queryable, values: typeof catalogPurchaseMessage.$inferInsert) {
  const [row] = await db.insert(catalogPurchaseMessage).values(values).returning()
  return row!
}

export async function findUserEmail(db: Db, userId: string) {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId))
  return row
}

/** The dealer's billing profile, locked: concurrent pay-later calls of one dealer check its limit in turn. */
export async function lockBillingProfile(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select()
    .from(dealerBillingProfile)
    .where(eq(dealerBillingProfile.organizationId, organizationId))
    .for('update')
  return row
}

export async function dealerNameOf(db: Queryable, organizationId: string) {
  const [row] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId))
  return row?.name ?? null
}
