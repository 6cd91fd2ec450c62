import { can, type Action, type Resource, type User } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'

export type AdminNavLink = { label: string; to: string; action: Action; resource?: Resource }

/**
 * The back office's screens that exist (decisions 0088, 0091, 0093–0096, 0099), in the side navigation's order, each with
 * the permission (PERMISSIONS.md) that opens it: staff read orders and stock and use the staff tools; Admin sees
 * everything (users and the audit log are Admin's) but the site's colours, which are Super Admin's.
 */
export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { label: 'Value transfers', to: paths.adminValueTransfers(), action: 'back-office:write' },
  { label: 'Orders', to: paths.adminOrders(), action: 'back-office:read', resource: { part: 'orders' } },
  {
    label: 'Transactions',
    to: paths.adminTransactions(),
    action: 'back-office:read',
    resource: { part: 'transactions' },
  },
  { label: 'Products', to: paths.adminProducts(), action: 'back-office:read', resource: { part: 'products' } },
  // Sales and codes belong to the products area (PERMISSIONS.md), so they open for whoever may open products.
  { label: 'Sales', to: paths.adminSales(), action: 'back-office:read', resource: { part: 'products' } },
  {
    label: 'Discount codes',
    to: paths.adminDiscountCodes(),
    action: 'back-office:read',
    resource: { part: 'products' },
  },
  { label: 'Stock', to: paths.adminStock(), action: 'back-office:read', resource: { part: 'stock' } },
  { label: 'Metrics', to: paths.adminMetrics(), action: 'back-office:read', resource: { part: 'metrics' } },
  { label: 'Tune metrics', to: paths.adminTuneMetrics(), action: 'back-office:read', resource: { part: 'metrics' } },
  {
    label: 'Vehicle metrics',
    to: paths.adminVehicleMetrics(),
    action: 'back-office:read',
    resource: { part: 'metrics' },
  },
  { label: 'Web traffic', to: paths.adminWebTraffic(), action: 'back-office:read', resource: { part: 'web-traffic' } },
  // The staff inbox (issue 26 item 2): support's, staff and admins.
  { label: 'Tickets', to: paths.adminTickets(), action: 'support:work' },
  { label: 'Feedback', to: paths.adminFeedback(), action: 'support:work' },
  { label: 'Mail outbox', to: paths.adminOutbox(), action: 'mail-outbox:read' },
  { label: 'Background jobs', to: paths.adminJobs(), action: 'background-jobs:manage' },
  // The shop's content pages (issue 26 item 4, decision 0115): staff write them.
  { label: 'Pages', to: paths.adminPages(), action: 'content:write' },
  // Dealers (issue 25 item 8): Admin's, as every /admin dealer screen (PERMISSIONS.md).
  { label: 'Dealers', to: paths.adminDealers(), action: 'back-office:write' },
  { label: 'Dealer dashboard', to: paths.adminDealerDashboard(), action: 'back-office:write' },
  { label: 'Signature authority', to: paths.adminDealerSignatureAuthority(), action: 'back-office:write' },
  { label: 'Dealer applications', to: paths.adminDealerApplications(), action: 'back-office:write' },
  // Beta programs (issue 26 item 7): content staff write.
  { label: 'Beta programs', to: paths.adminBetaPrograms(), action: 'content:write' },
  // The blog and its authors' bios (issue 26 item 5): staff write content (`content:write`).
  { label: 'Blog', to: paths.adminBlog(), action: 'content:write' },
  // The shop's content (issue 26, decision 0111): staff write it.
  { label: 'Newsletter', to: paths.adminNewsletter(), action: 'content:write' },
  { label: 'Users', to: paths.adminUsers(), action: 'admin:manage' },
  { label: 'Audit log', to: paths.adminAuditLog(), action: 'admin:manage' },
  // Site settings are Super Admin's (PERMISSIONS.md, decision 0100).
  { label: 'Colors', to: paths.adminColors(), action: 'superadmin:manage' },
]

const toActor = (user: User) => ({ id: user.id, role: user.role, flags: user.f, memberships: user.memberships })

/** The screens `user` may open. */
export const adminNavLinksFor = (user: User | null) =>
  user ? ADMIN_NAV_LINKS.filter((link) => can(toActor(user), link.action, link.resource)) : []

/**
 * Where `/admin` opens (SPEC §2: "The default redirects to value transfers"): value transfers for whoever may make
 * them (Admin), else the orders staff read (decision 0091).
 */
export const adminHomeFor = (user: User) =>
  can(toActor(user), 'back-office:write') ? paths.adminValueTransfers() : paths.adminOrders()
