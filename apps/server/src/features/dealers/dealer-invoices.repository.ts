import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { tuneCreditCode, tuneCreditInvoice } from '../../db/schema/tune-credits'

// A dealer's invoices (SPEC §4 "Dealer invoices: estimate, then commit"): the tune-credit invoices bought for it.

/** One invoice of the dealer with its buyer, or null when it is no invoice of this dealer. */
export async function findDealerInvoice(db: Db, dealerId: string, id: number) {
  const [row] = await db
    .select({ invoice: tuneCreditInvoice, buyerName: user.name, buyerEmail: user.email })
    .from(tuneCreditInvoice)
    .innerJoin(user, eq(user.id, tuneCreditInvoice.buyerUserId))
    .where(and(eq(tuneCreditInvoice.id, id), eq(tuneCreditInvoice.dealerOrgId, dealerId)))
  return row ?? null
}

export async function codesOfInvoice(db: Db, invoiceId: number) {
  return db
    .select({ code: tuneCreditCode.code, claimedByUserId: tuneCreditCode.claimedByUserId })
    .from(tuneCreditCode)
    .where(eq(tuneCreditCode.invoiceId, invoiceId))
    .orderBy(asc(tuneCreditCode.code))
}
