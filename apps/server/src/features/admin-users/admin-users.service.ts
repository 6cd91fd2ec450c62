import { can, USER_FLAGS, type AccountRole, type Actor, type UserFlag } from '@shop/domain/accounts'
import {
  userManagementOf,
  userManagementRefusal,
  type AdminUserDetail,
  type AdminUserFlagsChange,
  type AdminUserListAnswer,
  type AdminUserListQuery,
  type AdminUserRow,
  type ImpersonationAnswer,
  type UserManagementOperation,
  type UserManagementRefusal,
} from '@shop/domain/admin-users'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { pageWindow } from '@shop/domain/paging'
import { findUserWithStamp } from '../../auth/session-user'
import type { AppDeps } from '../../http/app-env'
import { AppError, forbidden, notFound, unauthorized } from '../../http/app-error'
import { permit } from '../../http/permit'
import { recordAudit } from '../audit/audit.service'
import * as repository from './admin-users.repository'

// Issue 24 item 10: the back office's users. Reads and flag or ban changes are Admin's; roles and "log in as" are
// Super Admin's (userManagementRefusal). Every change is one audit record with its before and after.

const iso = (at: Date | string) => new Date(at).toISOString()

const REFUSAL_TEXTS: Record<Exclude<UserManagementRefusal, 'forbidden'>, string> = {
  superAdminOnly: ERROR_TEXTS.userManagementSuperAdminOnly,
  adminAccountSuperAdminOnly: ERROR_TEXTS.userManagementAdminAccount,
  ownAccount: ERROR_TEXTS.userManagementOwnAccount,
  noImpersonatingAdmins: ERROR_TEXTS.userManagementNoImpersonatingAdmins,
}

/** PERMISSIONS.md: the users screen is Admin's; staff, the other roles 403, logged out 401. */
const permitUsers = (actor: Actor | null) => permit(actor, 'admin:manage') as Actor

/** Roles and "log in as" are Super Admin's: an Admin is told so before any account is looked up. */
function permitSuperAdmin(actor: Actor | null): Actor {
  const admin = permitUsers(actor)
  if (!can(admin, 'superadmin:manage')) throw new AppError(403, 'forbidden', REFUSAL_TEXTS.superAdminOnly)
  return admin
}

/** 403 with the reason when the actor may not do `operation` to this account. */
function refuse(actor: Actor, target: { id: string; role: string }, operation: UserManagementOperation) {
  const refusal = userManagementRefusal(actor, { id: target.id, role: target.role as AccountRole }, operation)
  if (refusal === 'forbidden') throw forbidden()
  if (refusal) throw new AppError(403, 'forbidden', REFUSAL_TEXTS[refusal])
}

function toRow(row: repository.UserListRow): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as AccountRole,
    flags: row.flags as UserFlag[],
    banned: Boolean(row.banned),
    created_at: iso(row.createdAt),
  }
}

/** One 1-based page of accounts, found by part of the e-mail or name, by role and by status. */
export async function listUsers(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor | null,
  query: AdminUserListQuery,
): Promise<AdminUserListAnswer> {
  permitUsers(actor)
  const total = await repository.countUsers(deps.db, query)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = await repository.findUsers(deps.db, query, offset, limit)
  return { data: rows.map(toRow), meta }
}

/** One account: profile, role, flags, memberships, live sessions, whether disabled, and what the caller may do. */
export async function getUser(deps: Pick<AppDeps, 'db' | 'clock'>, actor: Actor | null, id: string) {
  const admin = permitUsers(actor)
  const row = await repository.findUser(deps.db, id)
  if (!row) throw notFound('This user')
  return detailOf(deps, admin, row)
}

async function detailOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  admin: Actor,
  row: repository.UserRow,
): Promise<{ user: AdminUserDetail; updatedAt: Date }> {
  const [withMemberships, sessions] = await Promise.all([
    findUserWithStamp(deps.db, row.id),
    repository.countLiveSessions(deps.db, row.id, deps.clock()),
  ])
  return {
    updatedAt: row.updatedAt,
    user: {
      ...toRow(row),
      email_verified: row.emailVerified,
      updated_at: iso(row.updatedAt),
      ban_reason: row.banned ? row.banReason : null,
      memberships: withMemberships?.user.memberships ?? [],
      sessions,
      may: userManagementOf(admin, { id: row.id, role: row.role as AccountRole }),
    },
  }
}

type Change = {
  requestId: string | null
  /** The precondition of the request (If-Unmodified-Since), checked against the account's last change. */
  unmodifiedSince: (updatedAt: Date) => void
}

/**
 * A role change (Super Admin only, never one's own): the row is locked, changed and audited with its before and
 * after in one transaction; the account's cached sessions are forgotten so the new role applies at once. The same
 * role again changes and records nothing.
 */
export async function changeRole(deps: AppDeps, actor: Actor | null, id: string, role: AccountRole, change: Change) {
  const admin = permitSuperAdmin(actor)
  await deps.db.transaction(async (tx) => {
    const current = await repository.findUser(tx, id, { forUpdate: true })
    if (!current) throw notFound('This user')
    refuse(admin, current, 'role')
    change.unmodifiedSince(current.updatedAt)
    if (current.role === role) return
    await repository.setRole(tx, id, role, deps.clock())
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'user.role-changed',
      subject: { type: 'user', id },
      details: { before: { role: current.role }, after: { role } },
      requestId: change.requestId,
    })
  })
  await deps.globalState.forgetUser(id)
  return getUser(deps, admin, id)
}

/**
 * Turns the named feature flags on or off (the others stay): audited with the whole set before and after, in the
 * transaction that changes it. Switches that change nothing record nothing.
 */
export async function changeFlags(
  deps: AppDeps,
  actor: Actor | null,
  id: string,
  input: AdminUserFlagsChange,
  change: Change,
) {
  const admin = permitUsers(actor)
  await deps.db.transaction(async (tx) => {
    const current = await repository.findUser(tx, id, { forUpdate: true })
    if (!current) throw notFound('This user')
    refuse(admin, current, 'flags')
    change.unmodifiedSince(current.updatedAt)
    const before = current.flags as UserFlag[]
    const switches = input.flags as Partial<Record<UserFlag, boolean>>
    const after = USER_FLAGS.filter((flag) => switches[flag] ?? before.includes(flag))
    if (after.length === before.length && after.every((flag) => before.includes(flag))) return
    await repository.setFlags(tx, id, after, deps.clock())
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'user.flags-changed',
      subject: { type: 'user', id },
      details: { before: { flags: before }, after: { flags: after } },
      requestId: change.requestId,
    })
  })
  await deps.globalState.forgetUser(id)
  return getUser(deps, admin, id)
}

/** An answer of the auth library that is not a success, as our envelope (its own text is not ours to show). */
function libraryFailure(status: number): AppError {
  if (status === 404) return notFound('This user')
  if (status === 401) return unauthorized()
  return forbidden()
}

/**
 * Disables (bans) or enables an account through the auth library's admin API, called here on the server with the
 * admin's own request headers (its HTTP route is closed, decision 0066): a ban ends every session of the account.
 * Then the audit record (who, before and after, the reason) and the cached sessions forgotten. Asking for the state
 * the account is already in changes and records nothing.
 */
export async function setBanned(
  deps: AppDeps,
  actor: Actor | null,
  id: string,
  banned: boolean,
  request: { headers: Headers; requestId: string | null; reason?: string },
) {
  const admin = permitUsers(actor)
  const current = await repository.findUser(deps.db, id)
  if (!current) throw notFound('This user')
  refuse(admin, current, 'ban')
  if (Boolean(current.banned) !== banned) {
    const answer = banned
      ? await deps.auth.api.banUser({
          body: { userId: id, banReason: request.reason },
          headers: request.headers,
          asResponse: true,
        })
      : await deps.auth.api.unbanUser({ body: { userId: id }, headers: request.headers, asResponse: true })
    if (!answer.ok) throw libraryFailure(answer.status)
    await recordAudit(deps.db, {
      actorUserId: admin.id,
      action: banned ? 'user.banned' : 'user.unbanned',
      subject: { type: 'user', id },
      details: { before: { banned: !banned }, after: { banned } },
      reason: request.reason,
      requestId: request.requestId,
    })
    await deps.globalState.forgetUser(id)
  }
  return getUser(deps, admin, id)
}

/**
 * "Log in as" (PERMISSIONS.md: Super Admin only, never of an admin, audited): the auth library's impersonation,
 * called on the server with the Super Admin's request headers. Its answer's cookies (the user's session for an hour,
 * the admin's kept aside) are handed back for the caller to set; its body, which holds a session token, is not.
 */
export async function impersonate(
  deps: AppDeps,
  actor: Actor | null,
  id: string,
  request: { headers: Headers; requestId: string | null },
): Promise<{ answer: ImpersonationAnswer; cookies: string[] }> {
  const admin = permitSuperAdmin(actor)
  const target = await repository.findUser(deps.db, id)
  if (!target) throw notFound('This user')
  refuse(admin, target, 'impersonate')
  const answer = await deps.auth.api.impersonateUser({
    body: { userId: id },
    headers: request.headers,
    asResponse: true,
  })
  if (!answer.ok) throw libraryFailure(answer.status)
  await recordAudit(deps.db, {
    actorUserId: admin.id,
    action: 'user.impersonated',
    subject: { type: 'user', id },
    details: { before: { user: admin.id }, after: { user: id } },
    requestId: request.requestId,
  })
  return {
    answer: { user: { id: target.id, email: target.email, name: target.name } },
    cookies: answer.headers.getSetCookie(),
  }
}
