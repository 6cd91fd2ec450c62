import type { Actor, MembershipRole } from '@shop/domain/accounts'
import {
  leavesNoOwner,
  mayGrantRole,
  type DealerMember,
  type DealerMemberList,
  type DealerMemberRoleInput,
} from '@shop/domain/dealers'
import { ERROR_TEXTS } from '@shop/domain/errors'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, forbidden, notFound } from '../../http/app-error'
import { recordAudit } from '../audit/audit.service'
import { dealerFor, type DealerRef } from './dealer-access'
import * as repository from './dealer-members.repository'
import { grantTeamManagement } from './dealer-owners'

// Issue 25 item 3, decision 0104: a dealer's members — listed for its owners, managers and staff, their role
// changed or removed by those with team management, and each member free to leave. A dealer always keeps one
// owner; only an owner (or an admin) makes, changes or removes an owner. Every change is audited with the dealer
// as subject and forgets the member's cached session, so their next request sees it.

type Deps = Pick<AppDeps, 'db' | 'globalState' | 'clock'>

const iso = (at: Date | string) => new Date(at).toISOString()

export const memberOut = (row: repository.MemberRow): DealerMember => ({
  id: row.id,
  user_id: row.userId,
  name: row.name,
  email: row.email,
  role: row.role as MembershipRole,
  since: iso(row.createdAt),
})

const lastOwner = () => new AppError(409, 'dealer_last_owner', ERROR_TEXTS.dealerLastOwner)
const ownerByOwnerOnly = () => new AppError(403, 'forbidden', ERROR_TEXTS.dealerOwnerByOwnerOnly)
/** Who grants: a member's own role, or an admin looking in (staff never get past `dealer:members`). */
const granterOf = (dealer: DealerRef): MembershipRole | 'admin' =>
  dealer.viewerRole === 'staff' ? 'member' : dealer.viewerRole

/** The audit record of a change to a membership: the dealer its subject, the member in its details. */
function auditMember(
  tx: Db,
  actor: Actor,
  dealer: DealerRef,
  action: 'member.role-changed' | 'member.removed' | 'member.left',
  target: repository.MemberRow,
  requestId: string | null,
  change: Record<string, unknown>,
) {
  return recordAudit(tx, {
    actorUserId: actor.id,
    action,
    subject: { type: 'organization', id: dealer.id },
    details: { dealer_id: dealer.id, member_id: target.id, user_id: target.userId, email: target.email, ...change },
    requestId,
  })
}

/** `GET /v1/dealers/{slug}/members`: owners first, then managers and members, each by when they joined. */
export async function listMembers(db: Db, actor: Actor | null, slug: string): Promise<DealerMemberList> {
  const dealer = await dealerFor(db, actor, slug, 'dealer:settings-read')
  return { data: (await repository.findMembers(db, dealer.id)).map(memberOut) }
}

/** Locks the dealer's memberships and finds one of them; another dealer's member id is a 404 like none. */
async function lockedMember(tx: Db, dealerId: string, memberId: string) {
  const rows = await repository.lockMembers(tx, dealerId)
  const target = rows.find((row) => row.id === memberId)
  if (!target) throw notFound('This member')
  return { target, owners: rows.filter((row) => row.role === 'owner').length }
}

/** `PATCH /v1/dealers/{slug}/members/{memberId}`: a new role for a member. */
export async function changeRole(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  memberId: string,
  input: DealerMemberRoleInput,
  requestId: string | null,
): Promise<DealerMember> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:members')
  const changed = await deps.db.transaction(async (tx) => {
    const { target, owners } = await lockedMember(tx, dealer.id, memberId)
    const current = target.role as MembershipRole
    if (!mayGrantRole(granterOf(dealer), input.role, current)) throw ownerByOwnerOnly()
    if (current === input.role) return target
    if (leavesNoOwner(owners, current, input.role)) throw lastOwner()
    await repository.updateMemberRole(tx, target.id, input.role)
    if (input.role === 'owner')
      await grantTeamManagement(tx, { userId: target.userId, actorUserId: actor!.id, requestId, at: deps.clock() })
    await auditMember(tx, actor!, dealer, 'member.role-changed', target, requestId, {
      before: { role: current },
      after: { role: input.role },
    })
    return { ...target, role: input.role }
  })
  await deps.globalState.forgetUser(changed.userId)
  return memberOut(changed)
}

/** `DELETE /v1/dealers/{slug}/members/{memberId}`: takes a member out of the dealer. */
export async function removeMember(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  memberId: string,
  requestId: string | null,
): Promise<void> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:members')
  const removed = await deps.db.transaction(async (tx) => {
    const { target, owners } = await lockedMember(tx, dealer.id, memberId)
    const current = target.role as MembershipRole
    if (current === 'owner' && !mayGrantRole(granterOf(dealer), 'owner', current)) throw ownerByOwnerOnly()
    if (leavesNoOwner(owners, current, null)) throw lastOwner()
    await repository.deleteMember(tx, target.id)
    await repository.forgetDealerChoice(tx, target.userId, dealer.id)
    await auditMember(tx, actor!, dealer, 'member.removed', target, requestId, { role: current })
    return target
  })
  await deps.globalState.forgetUser(removed.userId)
}

/** A dealer the asker belongs to (staff who only look in are refused: 403, they see the dealer). */
async function ownMembership(db: Db, actor: Actor | null, slug: string) {
  const dealer = await dealerFor(db, actor, slug, 'dealer:read')
  const membership = actor!.memberships.find((m) => m.kind === 'dealer' && m.organizationId === dealer.id)
  if (!membership) throw forbidden()
  return dealer
}

/** `POST /v1/dealers/{slug}/leave`: the asker leaves the dealer; its last owner cannot. */
export async function leaveDealer(deps: Deps, actor: Actor | null, slug: string, requestId: string | null) {
  const dealer = await ownMembership(deps.db, actor, slug)
  await deps.db.transaction(async (tx) => {
    const rows = await repository.lockMembers(tx, dealer.id)
    const mine = rows.find((row) => row.userId === actor!.id)
    if (!mine) throw notFound('This membership')
    const owners = rows.filter((row) => row.role === 'owner').length
    if (leavesNoOwner(owners, mine.role as MembershipRole, null)) throw lastOwner()
    await repository.deleteMember(tx, mine.id)
    await repository.forgetDealerChoice(tx, actor!.id, dealer.id)
    await auditMember(tx, actor!, dealer, 'member.left', mine, requestId, { role: mine.role })
  })
  await deps.globalState.forgetUser(actor!.id)
  return { slug: dealer.slug, left: true as const }
}

/** `PUT /v1/dealers/{slug}/preferred`: the dealer the shop prices for and the global state names (decision 0104). */
export async function preferDealer(deps: Deps, actor: Actor | null, slug: string) {
  const dealer = await ownMembership(deps.db, actor, slug)
  await repository.chooseDealer(deps.db, actor!.id, dealer.id, deps.clock())
  await deps.globalState.forgetUser(actor!.id)
  return { slug: dealer.slug, preferred: true as const }
}
