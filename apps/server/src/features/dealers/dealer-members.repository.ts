import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { OUT_OF_WORK_STATUSES } from '@shop/domain/tuning'
import type { Db } from '../../db/client'
import { auditEvent } from '../../db/schema/audit'
import { invitation, member, organization, user } from '../../db/schema/auth'
import { dealerChoice } from '../../db/schema/dealer-members'

// Issue 25 items 2–4, decision 0104: the auth library's `member` and `invitation` tables, written by our own
// endpoints (its organization routes are closed, decision 0066), and the reads of the dealer's dashboard and log.

const memberColumns = {
  id: member.id,
  userId: member.userId,
  role: member.role,
  createdAt: member.createdAt,
  name: user.name,
  email: user.email,
}

/** A dealer's members, owners first, then by when they joined. */
export function findMembers(db: Db, dealerId: string) {
  return db
    .select(memberColumns)
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, dealerId))
    .orderBy(
      sql`case ${member.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
      asc(member.createdAt),
      asc(member.id),
    )
}
export type MemberRow = Awaited<ReturnType<typeof findMembers>>[number]

/**
 * Every membership row of a dealer, locked (`FOR UPDATE`) in id order: a role change, removal or leave that
 * counts the owners holds them, so that two at once cannot both take away the last owner.
 */
export async function lockMembers(db: Db, dealerId: string) {
  return db
    .select(memberColumns)
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, dealerId))
    .orderBy(asc(member.id))
    .for('update', { of: member })
}

export async function updateMemberRole(db: Db, memberId: string, role: string) {
  await db.update(member).set({ role }).where(eq(member.id, memberId))
}

export async function deleteMember(db: Db, memberId: string) {
  await db.delete(member).where(eq(member.id, memberId))
}

/** Forgets a user's choice of this dealer (they left it or were removed). */
export async function forgetDealerChoice(db: Db, userId: string, dealerId: string) {
  await db.delete(dealerChoice).where(and(eq(dealerChoice.userId, userId), eq(dealerChoice.organizationId, dealerId)))
}

export async function chooseDealer(db: Db, userId: string, dealerId: string, at: Date) {
  await db
    .insert(dealerChoice)
    .values({ userId, organizationId: dealerId, chosenAt: at })
    .onConflictDoUpdate({ target: dealerChoice.userId, set: { organizationId: dealerId, chosenAt: at } })
}

export async function insertMember(
  db: Db,
  row: { id: string; dealerId: string; userId: string; role: string; at: Date },
) {
  await db
    .insert(member)
    .values({ id: row.id, organizationId: row.dealerId, userId: row.userId, role: row.role, createdAt: row.at })
}

export async function findMembershipOf(db: Db, dealerId: string, userId: string) {
  const [row] = await db
    .select({ id: member.id, role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, dealerId), eq(member.userId, userId)))
  return row ?? null
}

export async function findMemberByEmail(db: Db, dealerId: string, email: string) {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, dealerId), eq(sql`lower(${user.email})`, email.toLowerCase())))
  return row ?? null
}

const inviteColumns = {
  id: invitation.id,
  organizationId: invitation.organizationId,
  email: invitation.email,
  role: invitation.role,
  status: invitation.status,
  expiresAt: invitation.expiresAt,
  createdAt: invitation.createdAt,
  inviterName: user.name,
}

/** A dealer's invitations that are still open (pending, expired or not), newest first. */
export function findOpenInvites(db: Db, dealerId: string) {
  return db
    .select(inviteColumns)
    .from(invitation)
    .leftJoin(user, eq(user.id, invitation.inviterId))
    .where(and(eq(invitation.organizationId, dealerId), eq(invitation.status, 'pending')))
    .orderBy(desc(invitation.createdAt), desc(invitation.id))
}
export type InviteRow = Awaited<ReturnType<typeof findOpenInvites>>[number]

/** One invitation, locked when `lock` (the accept, cancel and resend that change it). */
export async function findInvite(db: Db, id: string, lock = false) {
  const query = db.select(inviteColumns).from(invitation).leftJoin(user, eq(user.id, invitation.inviterId))
  const [row] = lock
    ? await query.where(eq(invitation.id, id)).for('update', { of: invitation })
    : await query.where(eq(invitation.id, id))
  return row ?? null
}

export async function findPendingInviteByEmail(db: Db, dealerId: string, email: string) {
  const [row] = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, dealerId),
        eq(invitation.status, 'pending'),
        eq(sql`lower(${invitation.email})`, email.toLowerCase()),
      ),
    )
  return row ?? null
}

export async function insertInvite(
  db: Db,
  row: { id: string; dealerId: string; email: string; role: string; expiresAt: Date; inviterId: string; at: Date },
) {
  await db.insert(invitation).values({
    id: row.id,
    organizationId: row.dealerId,
    email: row.email,
    role: row.role,
    status: 'pending',
    expiresAt: row.expiresAt,
    createdAt: row.at,
    inviterId: row.inviterId,
  })
}

export async function updateInvite(db: Db, id: string, change: { status?: string; expiresAt?: Date; role?: string }) {
  await db.update(invitation).set(change).where(eq(invitation.id, id))
}

export async function findDealerById(db: Db, id: string) {
  const [row] = await db
    .select({ id: organization.id, slug: organization.slug, name: organization.name })
    .from(organization)
    .where(and(eq(organization.id, id), eq(organization.kind, 'dealer')))
  return row ?? null
}

/** Tune requests that are not the dealer's work in progress, on the dashboard and in a snapshot (the domain's). */
export const SETTLED_REQUEST_STATUSES = OUT_OF_WORK_STATUSES

/** The audit records about a dealer: its own (subject the organization or the dealer) and its objects' (`details.dealer_id`). */
export const aboutDealer = (dealerId: string) =>
  or(
    // Settings, branding and payments name the dealer as their subject ('dealer'), membership changes the
    // organization: both are the dealer's own records.
    and(inArray(auditEvent.subjectType, ['organization', 'dealer']), eq(auditEvent.subjectId, dealerId)),
    sql`${auditEvent.details}->>'dealer_id' = ${dealerId}`,
  )

export async function countDealerEvents(db: Db, dealerId: string) {
  const [row] = await db.select({ total: count() }).from(auditEvent).where(aboutDealer(dealerId))
  return row?.total ?? 0
}

export function findDealerEvents(db: Db, dealerId: string, offset: number, limit: number) {
  return db
    .select({
      id: auditEvent.id,
      at: auditEvent.at,
      action: auditEvent.action,
      details: auditEvent.details,
      actorName: user.name,
      actorEmail: user.email,
    })
    .from(auditEvent)
    .leftJoin(user, eq(user.id, auditEvent.actorUserId))
    .where(aboutDealer(dealerId))
    .orderBy(desc(auditEvent.at), desc(auditEvent.id))
    .offset(offset)
    .limit(limit)
}
export type DealerEventRow = Awaited<ReturnType<typeof findDealerEvents>>[number]

/** A user's feature flags, the row locked until the transaction ends. */
export async function lockUserFlags(db: Db, userId: string) {
  const [row] = await db.select({ flags: user.flags }).from(user).where(eq(user.id, userId)).for('update')
  return row?.flags ?? null
}

export async function setUserFlags(db: Db, userId: string, flags: string[], at: Date) {
  await db.update(user).set({ flags, updatedAt: at }).where(eq(user.id, userId))
}
