import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TransferState } from '@shop/domain/dealers'
import type { Db } from '../../db/client'
import { organization, user } from '../../db/schema/auth'
import { dealerTransfer, dealerTransferGroup } from '../../db/schema/dealer-transfers'

// Queries of a dealer's transfer requests: every read names the dealer, so another dealer's id finds nothing.

export type TransferRow = typeof dealerTransfer.$inferSelect
export type NewTransferRow = typeof dealerTransfer.$inferInsert

const recipientUser = alias(user, 'recipient_user')
const recipientDealer = alias(organization, 'recipient_dealer')
const createdBy = alias(user, 'created_by')
const reviewedBy = alias(user, 'reviewed_by')
const performedBy = alias(user, 'performed_by')
const cancelledBy = alias(user, 'cancelled_by')

const viewColumns = {
  transfer: dealerTransfer,
  toEmail: recipientUser.email,
  toUserName: recipientUser.name,
  toSlug: recipientDealer.slug,
  toDealerName: recipientDealer.name,
  createdByName: createdBy.name,
  reviewedByName: reviewedBy.name,
  performedByName: performedBy.name,
  cancelledByName: cancelledBy.name,
}
export type TransferViewRow = {
  transfer: TransferRow
  toEmail: string | null
  toUserName: string | null
  toSlug: string | null
  toDealerName: string | null
  createdByName: string | null
  reviewedByName: string | null
  performedByName: string | null
  cancelledByName: string | null
}

function selectViews(db: Db, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(dealerTransfer)
    .leftJoin(recipientUser, eq(recipientUser.id, dealerTransfer.toUserId))
    .leftJoin(recipientDealer, eq(recipientDealer.id, dealerTransfer.toDealerId))
    .leftJoin(createdBy, eq(createdBy.id, dealerTransfer.createdByUserId))
    .leftJoin(reviewedBy, eq(reviewedBy.id, dealerTransfer.reviewedByUserId))
    .leftJoin(performedBy, eq(performedBy.id, dealerTransfer.performedByUserId))
    .leftJoin(cancelledBy, eq(cancelledBy.id, dealerTransfer.cancelledByUserId))
    .where(where)
}

const ofDealer = (dealerId: string, state?: TransferState) =>
  and(eq(dealerTransfer.dealerId, dealerId), state ? eq(dealerTransfer.state, state) : undefined)

export async function countTransfers(db: Db, dealerId: string, state?: TransferState): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dealerTransfer).where(ofDealer(dealerId, state))
  return row?.n ?? 0
}

/** A page of a dealer's transfers, newest first. */
export function pageOfTransfers(
  db: Db,
  dealerId: string,
  state: TransferState | undefined,
  window: { offset: number; limit: number },
): Promise<TransferViewRow[]> {
  return selectViews(db, ofDealer(dealerId, state))
    .orderBy(desc(dealerTransfer.createdAt), desc(dealerTransfer.id))
    .offset(window.offset)
    .limit(window.limit)
}

export async function findTransferView(db: Db, dealerId: string, id: string): Promise<TransferViewRow | null> {
  const [row] = await selectViews(db, and(eq(dealerTransfer.dealerId, dealerId), eq(dealerTransfer.id, id)))
  return row ?? null
}

export function transferViewsOfGroup(db: Db, dealerId: string, groupId: string): Promise<TransferViewRow[]> {
  return selectViews(db, and(eq(dealerTransfer.dealerId, dealerId), eq(dealerTransfer.groupId, groupId))).orderBy(
    dealerTransfer.createdAt,
    dealerTransfer.position,
    dealerTransfer.id,
  )
}

/** The transfer under a row lock (the caller's transaction holds it until it commits): one action at a time. */
export async function lockTransfer(db: Db, dealerId: string, id: string): Promise<TransferRow | null> {
  const [row] = await db
    .select()
    .from(dealerTransfer)
    .where(and(eq(dealerTransfer.dealerId, dealerId), eq(dealerTransfer.id, id)))
    .for('update')
  return row ?? null
}

export async function updateTransfer(db: Db, id: string, change: Partial<NewTransferRow>): Promise<void> {
  await db.update(dealerTransfer).set(change).where(eq(dealerTransfer.id, id))
}

/** Inserts transfers; one whose request key the dealer used before is left out (a concurrent retry). */
export async function insertTransfers(db: Db, rows: NewTransferRow[]): Promise<string[]> {
  const inserted = await db
    .insert(dealerTransfer)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: dealerTransfer.id })
  return inserted.map((row) => row.id)
}

/** Inserts a group; null when the dealer used its request key before (a concurrent retry). */
export async function insertGroup(db: Db, row: typeof dealerTransferGroup.$inferInsert): Promise<string | null> {
  const [inserted] = await db
    .insert(dealerTransferGroup)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: dealerTransferGroup.id })
  return inserted?.id ?? null
}

export async function findGroup(db: Db, dealerId: string, id: string) {
  const [row] = await db
    .select({
      id: dealerTransferGroup.id,
      memo: dealerTransferGroup.memo,
      createdAt: dealerTransferGroup.createdAt,
      createdByUserId: dealerTransferGroup.createdByUserId,
      createdByName: user.name,
    })
    .from(dealerTransferGroup)
    .leftJoin(user, eq(user.id, dealerTransferGroup.createdByUserId))
    .where(and(eq(dealerTransferGroup.dealerId, dealerId), eq(dealerTransferGroup.id, id)))
  return row ?? null
}

/** The ids of a dealer's pending or reviewed transfers created at or before `before`: what lock-old locks. */
export async function oldOpenTransferIds(db: Db, dealerId: string, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: dealerTransfer.id })
    .from(dealerTransfer)
    .where(
      and(
        eq(dealerTransfer.dealerId, dealerId),
        inArray(dealerTransfer.state, ['pending', 'reviewed']),
        lte(dealerTransfer.createdAt, before),
      ),
    )
    .orderBy(dealerTransfer.id)
  return rows.map((row) => row.id)
}

/** A customer by e-mail (any account may receive; the e-mail is stored lower-case). */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
  return row ?? null
}

export async function findDealerIdsBySlugs(db: Db, slugs: readonly string[]) {
  if (slugs.length === 0) return []
  return db
    .select({ id: organization.id, slug: organization.slug, name: organization.name })
    .from(organization)
    .where(and(inArray(organization.slug, [...slugs]), eq(organization.kind, 'dealer')))
}

/** The single transfer a dealer requested with this Idempotency-Key, if any. */
export async function transferIdByKey(db: Db, dealerId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: dealerTransfer.id })
    .from(dealerTransfer)
    .where(and(eq(dealerTransfer.dealerId, dealerId), eq(dealerTransfer.requestKey, key)))
  return row?.id ?? null
}

/** The group a dealer requested with this Idempotency-Key, if any. */
export async function groupIdByKey(db: Db, dealerId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: dealerTransferGroup.id })
    .from(dealerTransferGroup)
    .where(and(eq(dealerTransferGroup.dealerId, dealerId), eq(dealerTransferGroup.requestKey, key)))
  return row?.id ?? null
}
