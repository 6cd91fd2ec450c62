import { can, type Action, type Resource, type User } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'

export type AdminNavLink = { label: string; to: string; action: Action; resource?: Resource }

/**
 * The back office's screens that exist (decision 0088), in the side navigation's order, each with the permission
 * (PERMISSIONS.md) that opens it: staff read orders and use the staff tools; Admin sees everything (users and the
 * audit log are Admin's).
 */
export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { label: 'Orders', to: paths.adminOrders(), action: 'back-office:read', resource: { part: 'orders' } },
  { label: 'Mail outbox', to: paths.adminOutbox(), action: 'mail-outbox:read' },
  { label: 'Background jobs', to: paths.adminJobs(), action: 'background-jobs:manage' },
  { label: 'Users', to: paths.adminUsers(), action: 'admin:manage' },
  { label: 'Audit log', to: paths.adminAuditLog(), action: 'admin:manage' },
]

const toActor = (user: User) => ({ id: user.id, role: user.role, flags: user.f, memberships: user.memberships })

/** The screens `user` may open. */
export const adminNavLinksFor = (user: User | null) =>
  user ? ADMIN_NAV_LINKS.filter((link) => can(toActor(user), link.action, link.resource)) : []
