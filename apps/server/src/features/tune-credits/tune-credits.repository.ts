import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { catalogTune, catalogTuneTuneType, catalogTuneType } from '../../db/schema/catalog'
import { tuneCreditCode, tuneCreditInvoice } from '../../db/schema/tune-credits'

/** A code row under a row lock (the claim's transaction holds it until commit). */
export async function lockCode(db: Db, code: string) {
  const [row] = await db.select().from(tuneCreditCode).where(eq(tuneCreditCode.code, code)).for('update')
  return row ?? null
}

export async function findCode(db: Db, code: string) {
  const [row] = await db.select().from(tuneCreditCode).where(eq(tuneCreditCode.code, code))
  return row ?? null
}

export async function markClaimed(db: Db, id: string, userId: string, transactionId: string, at: Date) {
  await db
    .update(tuneCreditCode)
    .set({ claimedByUserId: userId, claimedAt: at, claimTransactionId: transactionId })
    .where(and(eq(tuneCreditCode.id, id), isNull(tuneCreditCode.claimedByUserId)))
}

/** Unclaimed codes mailed to an address (autoclaim). */
export async function unclaimedCodesFor(db: Db, email: string) {
  return db
    .select({ code: tuneCreditCode.code })
    .from(tuneCreditCode)
    .where(
      and(
        isNull(tuneCreditCode.claimedByUserId),
        sql`lower(${tuneCreditCode.recipientEmail}) = ${email.toLowerCase()}`,
      ),
    )
    .orderBy(tuneCreditCode.createdAt)
}

export async function userEmail(db: Db, userId: string) {
  const [row] = await db
    .select({ email: user.email, emailVerified: user.emailVerified, name: user.name })
    .from(user)
    .where(eq(user.id, userId))
  return row ?? null
}

/** Catalog tunes with what the credit rule needs; the AWD kind comes from the tune's types. */
export async function creditTunes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: catalogTune.id,
      name: catalogTune.name,
      transmissionId: catalogTune.transmissionId,
      isStock: catalogTune.isStock,
      optional: catalogTune.optional,
      giveSplitCredits: catalogTune.giveSplitCredits,
      splitEcuCreditAmt: catalogTune.splitEcuCreditAmt,
      splitTcuCreditAmt: catalogTune.splitTcuCreditAmt,
      splitAwdCreditAmt: catalogTune.splitAwdCreditAmt,
      isAwd: sql<boolean>`coalesce(bool_or(${catalogTuneType.isAwd}), false)`,
    })
    .from(catalogTune)
    .leftJoin(catalogTuneTuneType, eq(catalogTuneTuneType.tuneId, catalogTune.id))
    .leftJoin(catalogTuneType, eq(catalogTuneType.id, catalogTuneTuneType.tuneTypeId))
    .where(inArray(catalogTune.id, [...ids]))
    .groupBy(catalogTune.id)
}

export async function insertInvoice(db: Db, values: typeof tuneCreditInvoice.$inferInsert) {
  const [row] = await db.insert(tuneCreditInvoice).values(values).returning()
  return row!
}

export async function lockInvoice(db: Db, id: number) {
  const [row] = await db.select().from(tuneCreditInvoice).where(eq(tuneCreditInvoice.id, id)).for('update')
  return row ?? null
}

export async function findInvoice(db: Db, id: number) {
  const [row] = await db.select().from(tuneCreditInvoice).where(eq(tuneCreditInvoice.id, id))
  return row ?? null
}

export async function commitInvoice(
  db: Db,
  id: number,
  values: { settledBy: string; chargeId: string | null; committedByUserId: string; committedAt: Date },
) {
  await db
    .update(tuneCreditInvoice)
    .set({ status: 'committed', ...values })
    .where(eq(tuneCreditInvoice.id, id))
}

export async function insertCodes(db: Db, rows: (typeof tuneCreditCode.$inferInsert)[]) {
  return db.insert(tuneCreditCode).values(rows).returning()
}

/** Invoices a caller may see: all for staff, else the ones they bought or their dealers bought. */
/** One buyer's own invoices (not their dealer's), newest first, without their codes, and how many in all. */
export async function listInvoicesBoughtBy(db: Db, userId: string, limit: number) {
  const own = eq(tuneCreditInvoice.buyerUserId, userId)
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(tuneCreditInvoice)
      .where(own)
      .orderBy(desc(tuneCreditInvoice.createdAt), desc(tuneCreditInvoice.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tuneCreditInvoice)
      .where(own),
  ])
  return { rows, total: count?.total ?? 0 }
}

export async function listInvoices(db: Db, scope: { all: true } | { userId: string; dealerIds: string[] }) {
  const where =
    'all' in scope
      ? undefined
      : or(
          eq(tuneCreditInvoice.buyerUserId, scope.userId),
          scope.dealerIds.length ? inArray(tuneCreditInvoice.dealerOrgId, scope.dealerIds) : undefined,
        )
  const invoices = await db
    .select({ invoice: tuneCreditInvoice, buyerName: user.name, buyerEmail: user.email })
    .from(tuneCreditInvoice)
    .innerJoin(user, eq(user.id, tuneCreditInvoice.buyerUserId))
    .where(where)
    .orderBy(desc(tuneCreditInvoice.createdAt), desc(tuneCreditInvoice.id))
    .limit(100)
  const ids = invoices.map((row) => row.invoice.id)
  const codes = ids.length
    ? await db.select().from(tuneCreditCode).where(inArray(tuneCreditCode.invoiceId, ids)).orderBy(tuneCreditCode.code)
    : []
  return invoices.map((row) => ({ ...row, codes: codes.filter((code) => code.invoiceId === row.invoice.id) }))
}
