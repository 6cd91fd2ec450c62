import { and, asc, count, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { DEALER_BALANCE_ACCOUNT } from '@shop/domain/dealers'
import type { Db } from '../../db/client'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { member, organization, user } from '../../db/schema/auth'
import { dealerStatement } from '../../db/schema/dealer-statements'
import { dealerTransfer } from '../../db/schema/dealer-transfers'
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/ledger'
import { tuneRequest, tuneRequestEvent } from '../../db/schema/tune-requests'
import { SETTLED_REQUEST_STATUSES } from './dealer-members.repository'

// The reads of a snapshot (decision 0106): everything as it stood before `end`, from the rows' own dates — the
// ledger's transactions, the transfers' and statements' dates, the requests' timelines.

const notYet = (column: AnyPgColumn, end: Date) => or(isNull(column), gte(column, end))

/**
 * Tune requests matching `where` made before `end` and open then: the status a request had at `end` is the last
 * of its timeline's events before it (none yet: 'created'), not the one it has today.
 */
export async function openRequestsAsOf(db: Db, where: SQL | undefined, end: Date): Promise<number> {
  const statusThen = sql<string>`coalesce((select ${tuneRequestEvent.toStatus} from ${tuneRequestEvent}
    where ${tuneRequestEvent.tuneRequestId} = ${tuneRequest.id} and ${tuneRequestEvent.createdAt} < ${end.toISOString()}
    order by ${tuneRequestEvent.createdAt} desc, ${tuneRequestEvent.id} desc limit 1), 'created')`
  const [row] = await db
    .select({ total: count() })
    .from(tuneRequest)
    .where(
      and(
        where,
        lt(tuneRequest.createdAt, end),
        sql`${statusThen} not in (${sql.join(
          SETTLED_REQUEST_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
  return row?.total ?? 0
}

/** The dealer's transfers asked before `end` and neither sent, cancelled nor locked by then, oldest first. */
export async function openTransfersAsOf(db: Db, dealerId: string, end: Date) {
  return db
    .select({
      transfer: dealerTransfer,
      userName: user.name,
      userEmail: user.email,
      dealerName: organization.name,
    })
    .from(dealerTransfer)
    .leftJoin(user, eq(user.id, dealerTransfer.toUserId))
    .leftJoin(organization, eq(organization.id, dealerTransfer.toDealerId))
    .where(
      and(
        eq(dealerTransfer.dealerId, dealerId),
        lt(dealerTransfer.createdAt, end),
        notYet(dealerTransfer.performedAt, end),
        notYet(dealerTransfer.cancelledAt, end),
        notYet(dealerTransfer.lockedAt, end),
      ),
    )
    .orderBy(asc(dealerTransfer.createdAt), asc(dealerTransfer.position))
    .limit(100)
}

/** The dealer's issued statements whose month had ended by `day` (YYYY-MM-DD) and that closed owing money. */
export async function owingStatementsBy(db: Db, dealerId: string, day: string) {
  return db
    .select()
    .from(dealerStatement)
    .where(
      and(
        eq(dealerStatement.organizationId, dealerId),
        lte(dealerStatement.periodEnd, day),
        lt(dealerStatement.closingMinor, 0n),
      ),
    )
    .orderBy(asc(dealerStatement.periodStart), asc(dealerStatement.currency))
}

/** The credits to the dealer's balance (postings above zero) dated from `from` to before `end`. */
export async function balanceCreditsBetween(db: Db, dealerId: string, from: Date, end: Date) {
  return db
    .select({ at: ledgerTransaction.createdAt, amountMinor: ledgerEntry.amount, currency: ledgerEntry.unit })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
    .where(
      and(
        eq(ledgerAccount.ownerKind, 'organization'),
        eq(ledgerAccount.ownerId, dealerId),
        eq(ledgerAccount.kind, DEALER_BALANCE_ACCOUNT),
        gt(ledgerEntry.amount, 0n),
        gte(ledgerTransaction.createdAt, from),
        lt(ledgerTransaction.createdAt, end),
      ),
    )
}

/** Members of the dealer who had joined before `end`. */
export async function membersBy(db: Db, dealerId: string, end: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(member)
    .where(and(eq(member.organizationId, dealerId), lt(member.createdAt, end)))
  return row?.total ?? 0
}
