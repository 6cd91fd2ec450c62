import type { Actor } from '@shop/domain/accounts'
import { describeAuditEvent, type AuditAction } from '@shop/domain/audit'
import type {
  DealerActivity,
  DealerLogList,
  DealerLogQuery,
  DealerSupportStatus,
  DealerTicketList,
} from '@shop/domain/dealers'
import { pageWindow } from '@shop/domain/paging'
import { describeSupportHours, isWithinSupportHours } from '@shop/domain/support-hours'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { dealerFor } from './dealer-access'
import * as repository from './dealer-members.repository'

// Issue 25 item 4, decision 0104: the dealer's activity log (audit records about the dealer and its objects), its
// support tickets (none exist yet: an empty list) and the shop's support status as the portal shows it.

export const activityOut = (row: repository.DealerEventRow): DealerActivity => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  action: row.action as AuditAction,
  actor: row.actorName ?? row.actorEmail ?? null,
  summary: describeAuditEvent(row.action as AuditAction, row.details),
})

/** `GET /v1/dealers/{slug}/logs`: one page of what happened to the dealer, newest first. */
export async function dealerLog(
  db: Db,
  actor: Actor | null,
  slug: string,
  query: DealerLogQuery,
): Promise<DealerLogList> {
  const dealer = await dealerFor(db, actor, slug, 'dealer:settings-read')
  const total = await repository.countDealerEvents(db, dealer.id)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = await repository.findDealerEvents(db, dealer.id, offset, limit)
  return { data: rows.map(activityOut), meta }
}

/** `GET /v1/dealers/{slug}/tickets`: support tickets do not exist yet, so the list is empty (decision 0104). */
export async function dealerTickets(
  db: Db,
  actor: Actor | null,
  slug: string,
  query: DealerLogQuery,
): Promise<DealerTicketList> {
  await dealerFor(db, actor, slug, 'dealer:settings-read')
  return { data: [], meta: pageWindow(query, 0).meta }
}

/** `GET /v1/dealers/{slug}/support-status`: whether the shop's support is open now, its hours, open tickets. */
export async function supportStatus(
  deps: Pick<AppDeps, 'db' | 'siteConfig' | 'clock'>,
  actor: Actor | null,
  slug: string,
): Promise<DealerSupportStatus> {
  await dealerFor(deps.db, actor, slug, 'dealer:read')
  const hours = deps.siteConfig.supportHours
  return {
    open_now: isWithinSupportHours(hours, deps.clock(), deps.siteConfig.supportHolidays),
    hours: describeSupportHours(hours),
    open_tickets: 0,
  }
}
