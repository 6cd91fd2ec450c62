import type { Actor } from '@shop/domain/accounts'
import type { DealerSummary, DealerSummaryList } from '@shop/domain/dealers'
import type { Db } from '../../db/client'
import { unauthorized } from '../../http/app-error'
import { dealerFor, summaryOf } from './dealer-access'
import * as repository from './dealers.repository'

// Issue 25: the dealer portal's front door. The parts of the portal (balance, statements, transfers, members…)
// live in their own modules of this feature and reach a dealer through `dealerFor`.

/** `GET /v1/dealers`: the dealers the asker is a member of, each as the portal's shell shows it. */
export async function myDealers(db: Db, actor: Actor | null): Promise<DealerSummaryList> {
  if (!actor) throw unauthorized()
  const memberships = actor.memberships.filter((m) => m.kind === 'dealer')
  const rows = await repository.findDealersByIds(
    db,
    memberships.map((m) => m.organizationId),
  )
  return {
    data: rows.map((row) =>
      summaryOf(actor, {
        ...row,
        viewerRole: memberships.find((m) => m.organizationId === row.id)!.role,
      }),
    ),
  }
}

/** `GET /v1/dealers/{slug}`: one dealer as the portal's shell shows it to the asker. */
export async function dealerSummary(db: Db, actor: Actor | null, slug: string): Promise<DealerSummary> {
  const dealer = await dealerFor(db, actor, slug, 'dealer:read')
  return summaryOf(actor!, dealer)
}
