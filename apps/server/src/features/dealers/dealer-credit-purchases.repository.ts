import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { tuneCreditCode, tuneCreditInvoice } from '../../db/schema/tune-credits'

// The codes a dealer bought (committed invoices with its organization), with who claimed each.

const ofDealer = (dealerId: string, claimed?: 'yes' | 'no') =>
  and(
    eq(tuneCreditInvoice.dealerOrgId, dealerId),
    claimed === 'yes'
      ? isNotNull(tuneCreditCode.claimedByUserId)
      : claimed === 'no'
        ? isNull(tuneCreditCode.claimedByUserId)
        : undefined,
  )

/** One page of a dealer's codes, newest first. */
export async function dealerCodesPage(
  db: Db,
  dealerId: string,
  claimed: 'yes' | 'no' | undefined,
  page: { limit: number; offset: number },
) {
  const where = ofDealer(dealerId, claimed)
  const [rows, [count]] = await Promise.all([
    db
      .select({ code: tuneCreditCode, claimerName: user.name, claimerEmail: user.email })
      .from(tuneCreditCode)
      .innerJoin(tuneCreditInvoice, eq(tuneCreditInvoice.id, tuneCreditCode.invoiceId))
      .leftJoin(user, eq(user.id, tuneCreditCode.claimedByUserId))
      .where(where)
      .orderBy(desc(tuneCreditCode.createdAt), tuneCreditCode.code)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tuneCreditCode)
      .innerJoin(tuneCreditInvoice, eq(tuneCreditInvoice.id, tuneCreditCode.invoiceId))
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

/** One of the dealer's codes, locked for the caller's transaction. */
export async function lockDealerCode(tx: Db, dealerId: string, code: string) {
  const [row] = await tx
    .select({ code: tuneCreditCode })
    .from(tuneCreditCode)
    .innerJoin(tuneCreditInvoice, eq(tuneCreditInvoice.id, tuneCreditCode.invoiceId))
    .where(and(eq(tuneCreditCode.code, code), eq(tuneCreditInvoice.dealerOrgId, dealerId)))
    .for('update', { of: tuneCreditCode })
  return row?.code ?? null
}

export async function setRecipient(tx: Db, id: string, email: string) {
  await tx.update(tuneCreditCode).set({ recipientEmail: email }).where(eq(tuneCreditCode.id, id))
}
