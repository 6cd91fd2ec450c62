import type { Actor } from './actor.schema'
import { isAdmin, isStaff } from './is-admin'
import type { OrganizationKind, UserFlag } from './roles.constants'

/**
 * The rows of PERMISSIONS.md. `own` rows take a resource with its owner; `org` rows take the
 * organization the resource belongs to.
 */
export const ACTIONS = [
  'public:browse',
  'cart:use',
  'account:read',
  'account:write',
  'invoice:read-by-token',
  'tune-request:read',
  'tune-request:write',
  'pipeline:work',
  'dealer:read',
  'dealer:settings-read',
  'dealer:manage',
  'dealer:members',
  'tuner:read',
  'tuner:manage',
  'affiliate:read',
  'affiliate:manage',
  'catalog-manage:read',
  'catalog-manage:write',
  'back-office:enter',
  'back-office:read',
  'back-office:write',
  'admin:manage',
  'crm:use',
  'mail-outbox:read',
  'background-jobs:manage',
  'superadmin:manage',
  /** The staff inbox of tickets (issue 26): read every ticket, reply, assign, note, merge. */
  'support:work',
  /** Editable pages, blog posts, bios, newsletter issues, beta programs (issue 26): staff write the shop's content. */
  'content:write',
] as const
export type Action = (typeof ACTIONS)[number]

/** What an action is asked about: the owner of the object, its organization, or the pool it is assigned to. */
export type Resource = {
  ownerId?: string | null
  organizationId?: string | null
  /** For tune requests: the dealer a customer's request belongs to. */
  dealerId?: string | null
  /** For invoices: the caller presented the invoice's emailed token and it matched. */
  tokenValid?: boolean
  /** For tune requests: the tuner company it is assigned to. */
  assignedTunerId?: string | null
  /** For back-office reads: which part (staff may read orders and stock only). */
  part?: 'orders' | 'stock' | 'metrics' | 'transactions' | 'web-traffic' | 'products'
}

type Rule = (actor: Actor, resource: Resource) => boolean

const hasFlag = (actor: Actor, flag: UserFlag) => actor.flags.includes(flag)

const memberOf = (actor: Actor, kind: OrganizationKind, organizationId: string | null | undefined, roles?: string[]) =>
  organizationId != null &&
  actor.memberships.some(
    (m) => m.kind === kind && m.organizationId === organizationId && (!roles || roles.includes(m.role)),
  )

const owns = (actor: Actor, resource: Resource) => resource.ownerId != null && resource.ownerId === actor.id

const anyone: Rule = () => true

const tuneRequestRule: Rule = (a, r) =>
  owns(a, r) ||
  isStaff(a) ||
  memberOf(a, 'dealer', r.dealerId) ||
  memberOf(a, 'dealer', r.organizationId, ['owner', 'manager']) ||
  memberOf(a, 'tuner', r.assignedTunerId)

/** Rules for a logged-in actor; admins pass every row but the Super Admin one. */
const RULES: Record<Action, Rule> = {
  'public:browse': anyone,
  'cart:use': anyone,
  'account:read': (a, r) => owns(a, r),
  'account:write': (a, r) => owns(a, r),
  'invoice:read-by-token': (a, r) => r.tokenValid === true || isStaff(a),
  // Dealer member: own + their customers' (requests of the dealer's customers); manager/owner: own + the
  // dealer's (its customers' and its own); tuner: the ones assigned to their company.
  'tune-request:read': (a, r) => tuneRequestRule(a, r),
  'tune-request:write': (a, r) => tuneRequestRule(a, r),
  'pipeline:work': (a, r) => isStaff(a) || memberOf(a, 'tuner', r.assignedTunerId),
  'dealer:read': (a, r) => isStaff(a) || memberOf(a, 'dealer', r.organizationId),
  // Settings, members, invites, branding, balance, statements, transfers, disbursements: staff may read.
  'dealer:settings-read': (a, r) => isStaff(a) || memberOf(a, 'dealer', r.organizationId, ['owner', 'manager']),
  'dealer:manage': (a, r) => memberOf(a, 'dealer', r.organizationId, ['owner', 'manager']),
  // "✔ (`tm` for members)": managing members takes the team-management flag on top of manager/owner.
  'dealer:members': (a, r) => hasFlag(a, 'tm') && memberOf(a, 'dealer', r.organizationId, ['owner', 'manager']),
  'tuner:read': (a, r) => isStaff(a) || memberOf(a, 'tuner', r.organizationId),
  'tuner:manage': (a, r) => memberOf(a, 'tuner', r.organizationId),
  'affiliate:read': (a, r) => isStaff(a) || memberOf(a, 'affiliate', r.organizationId),
  'affiliate:manage': (a, r) => memberOf(a, 'affiliate', r.organizationId),
  'catalog-manage:read': (a) => hasFlag(a, 'tcro') || hasFlag(a, 'tcrw'),
  'catalog-manage:write': (a) => hasFlag(a, 'tcrw'),
  'back-office:enter': (a) => isStaff(a),
  'back-office:read': (a, r) => isStaff(a) && (r.part === 'orders' || r.part === 'stock'),
  'back-office:write': () => false,
  'admin:manage': () => false,
  'crm:use': (a) => isStaff(a),
  'mail-outbox:read': (a) => isStaff(a),
  'background-jobs:manage': (a) => isStaff(a),
  'superadmin:manage': () => false,
  'support:work': (a) => isStaff(a),
  'content:write': (a) => isStaff(a),
}

/**
 * PERMISSIONS.md as one predicate: may `actor` (null when logged out) do `action` on `resource`?
 * Admins may do everything but the Super Admin row; a flag only widens what the role allows.
 */
export function can(actor: Actor | null | undefined, action: Action, resource: Resource = {}): boolean {
  if (action === 'public:browse' || action === 'cart:use') return true
  // Whoever holds an invoice's emailed link may read that invoice, logged in or not.
  if (action === 'invoice:read-by-token' && resource.tokenValid === true) return true
  if (!actor) return false
  if (action === 'superadmin:manage') return actor.role === 'superadmin'
  if (isAdmin(actor)) return true
  return RULES[action](actor, resource)
}
