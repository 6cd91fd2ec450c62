import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organization, user } from '../../db/schema/auth'
import { catalogPurchase, dealerBillingProfile } from '../../db/schema/catalog-purchases'
import { ticket, ticketMessage } from '../../db/schema/tickets'

export type PurchaseRow = typeof catalogPurchase.$inferSelect
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

/** The purchase's support ticket that still takes messages (the newest; a closed one is done), or undefined. */
export async function findOpenTicketOf(db: Queryable, purchaseId: number) {
  const [row] = await db
    .select()
    .from(ticket)
    .where(and(eq(ticket.catalogPurchaseId, purchaseId), ne(ticket.status, 'closed')))
    .orderBy(desc(ticket.id))
    .limit(1)
  return row
}

/** The purchase's newest ticket, whatever its status (the purchase page shows its thread). */
export async function findLatestTicketOf(db: Queryable, purchaseId: number) {
  const [row] = await db
    .select()
    .from(ticket)
    .where(eq(ticket.catalogPurchaseId, purchaseId))
    .orderBy(desc(ticket.id))
    .limit(1)
  return row
}

/** A ticket's thread as its customer sees it: every message but staff's internal notes, oldest first. */
export async function listPublicMessages(db: Queryable, ticketId: number) {
  return db
    .select()
    .from(ticketMessage)
    .where(and(eq(ticketMessage.ticketId, ticketId), eq(ticketMessage.internal, false)))
    .orderBy(asc(ticketMessage.createdAt), asc(ticketMessage.id))
}

export async function findUserEmail(db: Queryable, userId: string) {
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
