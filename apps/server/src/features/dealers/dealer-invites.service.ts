import { MEMBERSHIP_ROLE_LABELS, type Actor, type MembershipRole } from '@shop/domain/accounts'
import {
  DEALER_INVITE_TTL_DAYS,
  DEALER_INVITE_TTL_MS,
  mayGrantRole,
  type DealerInvite,
  type DealerInviteInput,
  type DealerInviteList,
  type DealerInviteStatus,
  type InvitationView,
} from '@shop/domain/dealers'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { paths } from '@shop/domain/paths'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { AppError, notFound, unauthorized } from '../../http/app-error'
import { recordAudit } from '../audit/audit.service'
import { dealerFor, type DealerRef } from './dealer-access'
import * as repository from './dealer-members.repository'
import { grantTeamManagement } from './dealer-owners'

// Issue 25 item 3, decision 0104: invitations to join a dealer, as rows of the auth library's `invitation` table
// (its own routes are closed, decision 0066). An invitation is pending until accepted or canceled, and counts as
// expired DEALER_INVITE_TTL_DAYS after it was (last) sent; sending it again renews it. The e-mail carries the
// link to /dealer/{slug}/accept-invite/{id}, where the invitee — logged in with the invited address — accepts it.

type Deps = Pick<AppDeps, 'db' | 'globalState' | 'clock' | 'mailer' | 'publicUrl' | 'siteConfig'>

const iso = (at: Date | string) => new Date(at).toISOString()

/** The status as people see it: a pending invitation past its date is expired. */
export const statusOf = (row: { status: string; expiresAt: Date }, now: Date): DealerInviteStatus =>
  row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : (row.status as DealerInviteStatus)

const inviteOut = (row: repository.InviteRow, now: Date): DealerInvite => ({
  id: row.id,
  email: row.email,
  role: (row.role ?? 'member') as MembershipRole,
  status: statusOf(row, now),
  created_at: iso(row.createdAt),
  expires_at: iso(row.expiresAt),
  invited_by: row.inviterName,
})

const granterOf = (dealer: DealerRef): MembershipRole | 'admin' =>
  dealer.viewerRole === 'staff' ? 'member' : dealer.viewerRole

/** `GET /v1/dealers/{slug}/invites`: the invitations not yet accepted or canceled, newest first. */
export async function listInvites(deps: Deps, actor: Actor | null, slug: string): Promise<DealerInviteList> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:settings-read')
  const now = deps.clock()
  return { data: (await repository.findOpenInvites(deps.db, dealer.id)).map((row) => inviteOut(row, now)) }
}

async function sendInviteMail(deps: Deps, dealer: DealerRef, invite: { id: string; email: string; role: string }) {
  const link = `${deps.publicUrl}${paths.dealerAcceptInvite(dealer.slug, invite.id)}`
  const role = MEMBERSHIP_ROLE_LABELS[invite.role as MembershipRole].toLowerCase()
  await deps.mailer.send({
    to: invite.email,
    subject: `You are invited to join ${dealer.name} on ${deps.siteConfig.brandName}`,
    text: [
      `You have been invited to join ${dealer.name} as a ${role} in its dealer portal.`,
      '',
      `Accept the invitation here (log in or sign up with this e-mail address first):`,
      link,
      '',
      `The link is good for ${DEALER_INVITE_TTL_DAYS} days. If you did not expect it, ignore this e-mail.`,
    ].join('\n'),
  })
}

async function inviteRow(db: Db, dealerId: string, id: string, lock: boolean) {
  const row = await repository.findInvite(db, id, lock)
  if (!row || row.organizationId !== dealerId) throw notFound('This invitation')
  return row
}

/**
 * `POST /v1/dealers/{slug}/invites`: invites an e-mail address as member or manager (owner: by an owner only)
 * and e-mails the link. An address with a pending invitation already gets that one back (200), not a second.
 */
export async function invite(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  input: DealerInviteInput,
  requestId: string | null,
): Promise<{ invite: DealerInvite; created: boolean }> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:members')
  if (!mayGrantRole(granterOf(dealer), input.role))
    throw new AppError(403, 'forbidden', ERROR_TEXTS.dealerOwnerByOwnerOnly)
  const email = input.email.toLowerCase()
  const now = deps.clock()
  const made = await deps.db.transaction(async (tx) => {
    await repository.lockMembers(tx, dealer.id)
    if (await repository.findMemberByEmail(tx, dealer.id, email))
      throw new AppError(409, 'dealer_already_member', ERROR_TEXTS.dealerAlreadyMember, {
        email: [ERROR_TEXTS.dealerAlreadyMember],
      })
    const pending = await repository.findPendingInviteByEmail(tx, dealer.id, email)
    if (pending) return { id: pending.id, created: false }
    const id = crypto.randomUUID()
    await repository.insertInvite(tx, {
      id,
      dealerId: dealer.id,
      email,
      role: input.role,
      expiresAt: new Date(now.getTime() + DEALER_INVITE_TTL_MS),
      inviterId: actor!.id,
      at: now,
    })
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'member.invited',
      subject: { type: 'organization', id: dealer.id },
      details: { dealer_id: dealer.id, invitation_id: id, email, role: input.role },
      requestId,
    })
    return { id, created: true }
  })
  const row = await inviteRow(deps.db, dealer.id, made.id, false)
  if (made.created) await sendInviteMail(deps, dealer, { id: row.id, email: row.email, role: row.role ?? 'member' })
  return { invite: inviteOut(row, now), created: made.created }
}

/** `DELETE /v1/dealers/{slug}/invites/{id}`: cancels a pending invitation; its link stops working. */
export async function cancelInvite(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  id: string,
  requestId: string | null,
) {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:members')
  await deps.db.transaction(async (tx) => {
    const row = await inviteRow(tx, dealer.id, id, true)
    if (row.status !== 'pending') throw new AppError(409, 'invitation_not_pending', ERROR_TEXTS.invitationNotPending)
    await repository.updateInvite(tx, id, { status: 'canceled' })
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'member.invite-canceled',
      subject: { type: 'organization', id: dealer.id },
      details: { dealer_id: dealer.id, invitation_id: id, email: row.email, role: row.role },
      requestId,
    })
  })
}

/** `POST /v1/dealers/{slug}/invites/{id}/resend`: e-mails the link again, good for another week from now. */
export async function resendInvite(
  deps: Deps,
  actor: Actor | null,
  slug: string,
  id: string,
  requestId: string | null,
): Promise<DealerInvite> {
  const dealer = await dealerFor(deps.db, actor, slug, 'dealer:members')
  const now = deps.clock()
  const row = await deps.db.transaction(async (tx) => {
    const row = await inviteRow(tx, dealer.id, id, true)
    if (row.status !== 'pending') throw new AppError(409, 'invitation_not_pending', ERROR_TEXTS.invitationNotPending)
    const expiresAt = new Date(now.getTime() + DEALER_INVITE_TTL_MS)
    await repository.updateInvite(tx, id, { expiresAt })
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'member.invited',
      subject: { type: 'organization', id: dealer.id },
      details: { dealer_id: dealer.id, invitation_id: id, email: row.email, role: row.role, resent: true },
      requestId,
    })
    return { ...row, expiresAt }
  })
  await sendInviteMail(deps, dealer, { id, email: row.email, role: row.role ?? 'member' })
  return inviteOut(row, now)
}

/** The invitation, for its invitee only: logged in with the invited address, else 404 (its existence not told). */
async function invitationFor(db: Db, actor: Actor | null, email: string | null, id: string, lock: boolean) {
  if (!actor || !email) throw unauthorized()
  const row = await repository.findInvite(db, id, lock)
  if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw notFound('This invitation')
  const dealer = await repository.findDealerById(db, row.organizationId)
  if (!dealer) throw notFound('This invitation')
  return { row, dealer }
}

/** `GET /v1/dealer-invites/{id}`: what the invitee is asked to accept. */
export async function showInvitation(
  deps: Deps,
  actor: Actor | null,
  email: string | null,
  id: string,
): Promise<InvitationView> {
  const { row, dealer } = await invitationFor(deps.db, actor, email, id, false)
  return {
    id: row.id,
    dealer: { slug: dealer.slug, name: dealer.name },
    role: (row.role ?? 'member') as MembershipRole,
    status: statusOf(row, deps.clock()),
    expires_at: iso(row.expiresAt),
    invited_by: row.inviterName,
  }
}

/**
 * `POST /v1/dealer-invites/{id}/accept`: the invitee becomes a member with the invitation's role, once. A second
 * accept is a 409, as is a canceled or expired invitation (with what to do).
 */
export async function acceptInvitation(
  deps: Deps,
  actor: Actor | null,
  email: string | null,
  id: string,
  requestId: string | null,
): Promise<InvitationView> {
  const now = deps.clock()
  const accepted = await deps.db.transaction(async (tx) => {
    const { row, dealer } = await invitationFor(tx, actor, email, id, true)
    const status = statusOf(row, now)
    if (status === 'accepted') throw new AppError(409, 'invitation_accepted', ERROR_TEXTS.invitationAccepted)
    if (status === 'canceled') throw new AppError(409, 'invitation_canceled', ERROR_TEXTS.invitationCanceled)
    if (status === 'expired') throw new AppError(409, 'invitation_expired', ERROR_TEXTS.invitationExpired)
    const role = (row.role ?? 'member') as MembershipRole
    await repository.lockMembers(tx, dealer.id)
    const existing = await repository.findMembershipOf(tx, dealer.id, actor!.id)
    if (!existing) {
      await repository.insertMember(tx, {
        id: crypto.randomUUID(),
        dealerId: dealer.id,
        userId: actor!.id,
        role,
        at: now,
      })
      if (role === 'owner')
        await grantTeamManagement(tx, { userId: actor!.id, actorUserId: actor!.id, requestId, at: now })
    }
    await repository.updateInvite(tx, row.id, { status: 'accepted' })
    await recordAudit(tx, {
      actorUserId: actor!.id,
      action: 'member.joined',
      subject: { type: 'organization', id: dealer.id },
      details: { dealer_id: dealer.id, invitation_id: row.id, email: row.email, role: existing?.role ?? role },
      requestId,
    })
    return {
      id: row.id,
      dealer: { slug: dealer.slug, name: dealer.name },
      role,
      status: 'accepted' as const,
      expires_at: iso(row.expiresAt),
      invited_by: row.inviterName,
    }
  })
  await deps.globalState.forgetUser(actor!.id)
  return accepted
}
