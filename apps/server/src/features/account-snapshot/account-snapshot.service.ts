import { can, type Actor, type MembershipRole } from '@shop/domain/accounts'
import type { UserSnapshot } from '@shop/domain/dealers'
import { tuneCreditAccountKind, type TuneCreditKind } from '@shop/domain/ledger'
import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../http/app-env'
import { notFound, unauthorized } from '../../http/app-error'
import { tuneRequest } from '../../db/schema/tune-requests'
import { openRequestsAsOf, snapshotDay } from '../dealers'
import * as ledger from '../ledger/ledger.service'
import * as repository from './account-snapshot.repository'

// SPEC §2 `/profile/{id}/snapshot` (issue 25 item 3, decision 0106): a user's account at the end of a day — credits
// as the ledger stood, orders paid and requests open by then, the dealers they belonged to. PERMISSIONS.md "own
// profile": the user themself, an admin any; anyone else learns nothing (404, as an id that does not exist).

/** `GET /v1/users/{id}/snapshot?date=`. */
export async function userSnapshot(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor | null,
  id: string,
  date: string | undefined,
): Promise<UserSnapshot> {
  if (!actor) throw unauthorized()
  if (!can(actor, 'account:read', { ownerId: id })) throw notFound('This account')
  const found = await repository.findUser(deps.db, id)
  if (!found) throw notFound('This account')
  const { day, end } = snapshotDay(date, deps.clock())
  const [accounts, orders, openRequests, dealers] = await Promise.all([
    ledger.balancesAsOf(deps.db, 'user', id, end),
    repository.paidOrdersBy(deps.db, id, end),
    openRequestsAsOf(deps.db, eq(tuneRequest.ownerUserId, id), end),
    repository.dealersJoinedBy(deps.db, id, end),
  ])
  const creditsOf = (kind: TuneCreditKind) =>
    accounts
      .filter((account) => account.kind === tuneCreditAccountKind(kind))
      .reduce((sum, account) => sum + Number(account.balance), 0)
  return {
    date: day,
    as_of: end.toISOString(),
    user: found,
    credits: { ecu: creditsOf('ecu'), tcu: creditsOf('tcu'), awd: creditsOf('awd') },
    orders: {
      count: orders.reduce((sum, row) => sum + row.count, 0),
      spend: orders.map((row) => ({ amount_minor: Number(row.total), currency: row.currency })),
    },
    open_requests: openRequests,
    dealers: dealers.map((row) => ({
      slug: row.slug,
      name: row.name,
      role: row.role as MembershipRole,
      joined_at: row.joinedAt.toISOString(),
    })),
  }
}
