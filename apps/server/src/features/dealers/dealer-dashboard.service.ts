import { can, type Actor } from '@shop/domain/accounts'
import type { DealerDashboard } from '@shop/domain/dealers'
import { TUNE_CREDIT_KINDS, tuneCreditAccountKind } from '@shop/domain/ledger'
import type { TuneRequestStatus } from '@shop/domain/tuning'
import type { Db } from '../../db/client'
import * as ledger from '../ledger/ledger.service'
import { dealerFor } from './dealer-access'
import { dealerMoneyLines } from './dealer-money-lines'
import * as repository from './dealer-members.repository'
import * as dealers from './dealers.repository'
import { activityOut } from './dealer-logs.service'

// Issue 25 item 2, decision 0104: the portal's default tab. Money (balance, credit limit, what is left to spend)
// only for those who may read the dealer's balance (`dealer:settings-read`); credits, open requests and recent
// activity for every member. Everything read off the ledger and the audit log, nothing stored twice.

const LATEST_REQUESTS = 5
const RECENT_ACTIVITY = 10

/** `GET /v1/dealers/{slug}/dashboard`. */
export async function dashboard(db: Db, actor: Actor | null, slug: string): Promise<DealerDashboard> {
  const dealer = await dealerFor(db, actor, slug, 'dealer:read')
  const seesMoney = can(actor!, 'dealer:settings-read', { organizationId: dealer.id })
  const [{ accounts, limits }, requests, events] = await Promise.all([
    seesMoney
      ? dealers.moneyOf(db, dealer.id)
      : ledger.balancesOf(db, 'organization', dealer.id).then((accounts) => ({ accounts, limits: new Map() })),
    repository.openRequestsOf(db, dealer.id, LATEST_REQUESTS),
    seesMoney ? repository.findDealerEvents(db, dealer.id, 0, RECENT_ACTIVITY) : Promise.resolve([]),
  ])
  const balanceOf = (kind: string, unit?: string) =>
    accounts
      .filter((account) => account.kind === kind && (!unit || account.unit === unit))
      .reduce((sum, account) => sum + BigInt(account.balance), 0n)
  const money = seesMoney
    ? // The currencies the dealer owes or holds money in come first (a zero balance under a limit is a line too).
      dealerMoneyLines(accounts, limits).sort(
        (a, b) => Number(b.balance.amount_minor !== 0) - Number(a.balance.amount_minor !== 0),
      )
    : null
  const credits = Object.fromEntries(
    TUNE_CREDIT_KINDS.map((kind) => [kind, Number(balanceOf(tuneCreditAccountKind(kind)))]),
  ) as DealerDashboard['credits']
  return {
    money,
    credits,
    open_requests: {
      count: requests.count,
      latest: requests.latest.map((row) => ({
        id: row.id,
        vehicle: row.vehicle,
        status: row.status as TuneRequestStatus,
        created_at: new Date(row.createdAt).toISOString(),
      })),
    },
    activity: events.map(activityOut),
  }
}
