import type { Actor } from '../accounts/actor.schema'
import { isAdmin } from '../accounts/is-admin'
import { can } from '../accounts/permissions'
import type { AccountRole } from '../accounts/roles.constants'
import type { UserManagement } from './admin-users.contract'
import { USER_MANAGEMENT_OPERATIONS, type UserManagementOperation } from './admin-users.constants'

/** Why an admin may not do something to an account; each is a text of the error catalogue. */
export type UserManagementRefusal =
  'forbidden' | 'superAdminOnly' | 'adminAccountSuperAdminOnly' | 'ownAccount' | 'noImpersonatingAdmins'

/**
 * PERMISSIONS.md for one account: Admin finds and reads users, turns their flags and disables them; "Super Admin
 * alone manages admins, roles", so changing a role, or anything of an admin's or Super Admin's account, is Super
 * Admin's; "impersonation is Super Admin only, never of another admin". Nobody changes their own role, disables
 * themselves or logs in as themselves (so the last Super Admin stays one). Null when allowed.
 */
export function userManagementRefusal(
  actor: Actor | null,
  target: { id: string; role: AccountRole },
  operation: UserManagementOperation,
): UserManagementRefusal | null {
  if (!can(actor, 'admin:manage')) return 'forbidden'
  const superAdmin = can(actor, 'superadmin:manage')
  const self = actor!.id === target.id
  if (operation === 'role' || operation === 'impersonate') {
    if (!superAdmin) return 'superAdminOnly'
    if (self) return 'ownAccount'
    if (operation === 'impersonate' && isAdmin(target)) return 'noImpersonatingAdmins'
    return null
  }
  if (operation === 'ban' && self) return 'ownAccount'
  if (isAdmin(target) && !superAdmin) return 'adminAccountSuperAdminOnly'
  return null
}

/** Every operation the actor may do to the account, for the page to show only those. */
export function userManagementOf(actor: Actor | null, target: { id: string; role: AccountRole }): UserManagement {
  return Object.fromEntries(
    USER_MANAGEMENT_OPERATIONS.map((operation) => [
      operation,
      userManagementRefusal(actor, target, operation) === null,
    ]),
  ) as UserManagement
}
