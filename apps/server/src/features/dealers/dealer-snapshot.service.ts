import { can, type Actor } from '@shop/domain/accounts'
import {
  outstandingOf,
  snapshotDayOf,
  type DealerSnapshot,
  type DealerTransferValue,
  type TransferState,
} from '@shop/domain/dealers'
import { TUNE_CREDIT_KINDS, tuneCreditAccountKind } from '@shop/domain/ledger'
import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../http/app-env'
import { validationFailed } from '../../http/app-error'
import { tuneRequest } from '../../db/schema/tune-requests'
import * as ledger from '../ledger/ledger.service'
import { dealerFor } from './dealer-access'
import { dealerMoneyLines } from './dealer-money-lines'
import { issueMissingStatements, letterhead } from './dealer-statements.service'
import * as dealers from './dealers.repository'
import * as repository from './dealer-snapshot.repository'

// Issue 25 item 2 (decision 0106): a one-page summary of a dealer's account at the end of a day. Every figure is
// read as of then — balances and credits the sum of the postings dated before the day's end, transfers and
// requests by their own dates — so a snapshot of last month reads the same next year. Money, transfers and
// statements only for those who may read the balance (`dealer:settings-read`), as the dashboard shows them.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'siteConfig' | 'catalogCache' | 'logger'>

const money = (amount: bigint, currency: string) => ({ amount_minor: Number(amount), currency })

/** The day a snapshot asks for, or the 422 of a day that has not ended yet. */
export function snapshotDay(date: string | undefined, now: Date) {
  const day = snapshotDayOf(date, now)
  if (day.future) throw validationFailed({ date: ['Choose today or a day before it.'] })
  return day
}

/** `GET /v1/dealers/{slug}/snapshot?date=`. */
export async function dealerSnapshot(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  date: string | undefined,
): Promise<DealerSnapshot> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:read')
  const { day, end } = snapshotDay(date, deps.clock())
  const seesMoney = can(actor!, 'dealer:settings-read', { organizationId: dealer.id })
  // A closed month the dealer has no statement for yet is issued first, as reading the statements would.
  if (seesMoney) await issueMissingStatements(deps, dealer.id)
  const [accounts, openRequests, memberCount] = await Promise.all([
    ledger.balancesAsOf(deps.db, 'organization', dealer.id, end),
    repository.openRequestsAsOf(deps.db, eq(tuneRequest.dealerOrgId, dealer.id), end),
    repository.membersBy(deps.db, dealer.id, end),
  ])
  const sumOf = (kind: string, unit?: string) =>
    accounts
      .filter((account) => account.kind === kind && (!unit || account.unit === unit))
      .reduce((sum, account) => sum + BigInt(account.balance), 0n)
  const credits = Object.fromEntries(
    TUNE_CREDIT_KINDS.map((kind) => [kind, Number(sumOf(tuneCreditAccountKind(kind)))]),
  ) as DealerSnapshot['credits']
  const base = {
    date: day,
    as_of: end.toISOString(),
    dealer: { slug: dealer.slug, name: dealer.name },
    credits,
    open_requests: openRequests,
    members: memberCount,
  }
  if (!seesMoney) return { ...base, letterhead: null, money: null, open_transfers: null, unpaid_statements: null }
  const [head, limits, transfers, statements] = await Promise.all([
    letterhead(deps, dealer),
    dealers.creditLimitsOf(deps.db, dealer.id),
    repository.openTransfersAsOf(deps.db, dealer.id, end),
    repository.owingStatementsBy(deps.db, dealer.id, day),
  ])
  const moneyLines = dealerMoneyLines(accounts, limits)
  const periodEnd = (row: (typeof statements)[number]) => new Date(`${row.periodEnd}T00:00:00.000Z`)
  const credited = statements.length
    ? await repository.balanceCreditsBetween(deps.db, dealer.id, periodEnd(statements[0]!), end)
    : []
  const unpaid = statements
    .map((row) => {
      const outstanding = outstandingOf(
        { periodEnd: periodEnd(row), closingMinor: row.closingMinor, currency: row.currency },
        credited,
        end,
      )
      return {
        id: row.id,
        number: row.number,
        period_start: row.periodStart,
        due_date: row.dueDate,
        owed: money(-row.closingMinor, row.currency),
        outstanding: money(outstanding, row.currency),
        overdue: row.dueDate < day,
      }
    })
    .filter((row) => row.outstanding.amount_minor > 0)
  return {
    ...base,
    letterhead: head,
    money: moneyLines,
    open_transfers: transfers.map(({ transfer, userName, userEmail, dealerName }) => ({
      id: transfer.id,
      state: (transfer.reviewedAt && transfer.reviewedAt < end ? 'reviewed' : 'pending') as TransferState,
      value: transfer.value as DealerTransferValue,
      amount: Number(transfer.amount),
      unit: transfer.unit,
      recipient: dealerName ?? (userName ? `${userName} (${userEmail})` : (userEmail ?? '')),
      created_at: transfer.createdAt.toISOString(),
    })),
    unpaid_statements: unpaid,
  }
}
