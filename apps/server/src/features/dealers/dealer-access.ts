import { can, isAdmin, isStaff, type Action, type Actor } from '@shop/domain/accounts'
import { DEALER_TAB_ACTIONS, DEALER_TABS, type DealerSummary, type DealerViewerRole } from '@shop/domain/dealers'
import type { Db } from '../../db/client'
import { forbidden, notFound, unauthorized } from '../../http/app-error'
import { dealerBySlug } from './dealer-row-memo'

// Issue 25, decision 0102: the one door to a dealer's data. Every dealer operation names the dealer by its slug and
// passes here first: a dealer the asker may not read is a 404 (another dealer's slug never leaks), one they may
// read but not act on a 403 (PERMISSIONS.md).

export type DealerRef = {
  id: string
  slug: string
  name: string
  status: 'active' | 'suspended' | 'archived'
  /** The asker's role in it: a member's, or staff/admin looking in. */
  viewerRole: DealerViewerRole
}

/**
 * The dealer `slug` as `actor` may see it under `action` (`dealer:read` and the stricter rows of PERMISSIONS.md).
 * Anonymous: 401. Not a member and not staff, or no such dealer: 404. A member or staff without `action`: 403.
 */
export async function dealerFor(db: Db, actor: Actor | null, slug: string, action: Action): Promise<DealerRef> {
  if (!actor) throw unauthorized()
  const membership = actor.memberships.find((m) => m.kind === 'dealer' && m.slug === slug)
  if (!membership && !isStaff(actor)) throw notFound('This dealer')
  const row = await dealerBySlug(db, slug)
  if (!row) throw notFound('This dealer')
  if (!can(actor, 'dealer:read', { organizationId: row.id })) throw notFound('This dealer')
  if (!can(actor, action, { organizationId: row.id })) throw forbidden()
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    viewerRole: membership?.role ?? (isAdmin(actor) ? 'admin' : 'staff'),
  }
}

/** What the portal's shell shows the asker of a dealer: the tabs they may open and what they may do. */
export function summaryOf(actor: Actor, dealer: DealerRef): DealerSummary {
  const resource = { organizationId: dealer.id }
  return {
    id: dealer.id,
    slug: dealer.slug,
    name: dealer.name,
    status: dealer.status,
    viewer_role: dealer.viewerRole,
    tabs: DEALER_TABS.filter((tab) => can(actor, DEALER_TAB_ACTIONS[tab], resource)),
    may: { manage: can(actor, 'dealer:manage', resource), members: can(actor, 'dealer:members', resource) },
  }
}
