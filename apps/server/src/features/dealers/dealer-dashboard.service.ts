import { can, type Actor } from '@shop/domain/accounts'
import type { DealerDashboard } from '@shop/domain/dealers'
import { TUNE_CREDIT_KINDS, tuneCreditAccountKind } from '@shop/domain/ledger'
import type { TuneRequestStatus } from '@shop/domain/tuning'
import type { Db } from '../../db/client'
import { dealerFor } from './dealer-access'
import { dealerMoneyLines } from './dealer-money-lines'
import { dashboardFactsOf } from './dealer-dashboard.repository'
import { activityOut } from './dealer-logs.service'
import { onboardingOf } from './dealer-onboarding.service'

// Issue 25 item 2, decision 0104: the portal's default tab. Money (balance, credit limit, what is left to spend)
// only for those who may read the dealer's balance (`dealer:settings-read`); credits, open requests and recent
// activity for every member. Everything read off the ledger and the audit log, nothing stored twice.

const LATEST_REQUESTS = 5
const RECENT_ACTIVITY = 10

/** `GET /v1/dealers/{slug}/dashboard`. */
export async function dashboard(db: Db, actor: Actor | null, slug: string): Promise<DealerDashboard> {
  const dealer = await dealerFor(db, actor, slug, 'dealer:read')
  const seesMoney = can(actor!, 'dealer:settings-read', { organizationId: dealer.id })
  // Members see credits and requests; the money, its limits and the activity only with the balance's right.
  const [{ accounts, limits, requests, events }, onboarding] = await Promise.all([
    dashboardFactsOf(db, dealer.id, { latest: LATEST_REQUESTS, recent: RECENT_ACTIVITY }),
    // The page's global state reads the same facts: one read for both (decision 0110).
    onboardingOf(db, dealer),
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
    activity: seesMoney ? events.map(activityOut) : [],
    onboarding,
  }
}
