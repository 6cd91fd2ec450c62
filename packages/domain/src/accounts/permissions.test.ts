import { describe, expect, it } from 'vitest'
import type { Actor, Membership } from './actor.schema'
import { ACTIONS, can, type Action, type Resource } from './permissions'
import type { AccountRole, MembershipRole, OrganizationKind, UserFlag } from './roles.constants'

const DEALER = 'dealer-1'
const OTHER_DEALER = 'dealer-2'
const TUNER = 'tuner-1'
const AFFILIATE = 'affiliate-1'

const membership = (kind: OrganizationKind, organizationId: string, role: MembershipRole): Membership => ({
  kind,
  organizationId,
  role,
  slug: organizationId,
  name: organizationId,
})
const actor = (id: string, role: AccountRole, flags: UserFlag[] = [], memberships: Membership[] = []): Actor => ({
  id,
  role,
  flags,
  memberships,
})

/** The columns of PERMISSIONS.md (plus a manager with `tm`, to see the flag widen). */
const ACTORS = {
  anonymous: null,
  customer: actor('u-customer', 'user'),
  'dealer member': actor('u-member', 'user', [], [membership('dealer', DEALER, 'member')]),
  'dealer manager': actor('u-manager', 'user', [], [membership('dealer', DEALER, 'manager')]),
  'dealer manager with tm': actor('u-manager-tm', 'user', ['tm'], [membership('dealer', DEALER, 'manager')]),
  'dealer owner': actor('u-owner', 'user', ['tm'], [membership('dealer', DEALER, 'owner')]),
  'tuner member': actor('u-tuner', 'user', ['t', 'tcro'], [membership('tuner', TUNER, 'member')]),
  affiliate: actor('u-affiliate', 'user', [], [membership('affiliate', AFFILIATE, 'owner')]),
  'tool developer (fzd)': actor('u-dev', 'user', ['fzd', 'f']),
  staff: actor('u-staff', 'staff', ['tcro']),
  calibrator: actor('u-calibrator', 'calibrator'),
  admin: actor('u-admin', 'admin'),
  superadmin: actor('u-superadmin', 'superadmin'),
} satisfies Record<string, Actor | null>
type ActorName = keyof typeof ACTORS

/**
 * Where an actor is allowed: `all` (any object), `own` (objects they own), `org` (someone else's object in
 * their own dealer, tuner or affiliate account, or assigned to it), `own+org`, or `none`.
 */
type Scope = 'all' | 'own' | 'org' | 'own+org' | 'none'
type Row = { rule: string; allow: Partial<Record<ActorName, Scope>> }

const ADMINS = { admin: 'all', superadmin: 'all' } as const
const STAFF = { staff: 'all', calibrator: 'all', ...ADMINS } as const
const EVERYONE = Object.fromEntries(Object.keys(ACTORS).map((name) => [name, 'all'])) as Record<ActorName, Scope>
const LOGGED_IN_OWN = Object.fromEntries(
  Object.keys(ACTORS)
    .filter((name) => name !== 'anonymous')
    .map((name) => [name, 'own']),
) as Partial<Record<ActorName, Scope>>

/** PERMISSIONS.md, row by row; an actor not named is refused everywhere. */
const MATRIX: Record<Action, Row> = {
  'public:browse': { rule: 'public catalog, store, content, tickets/new, contact: everyone', allow: EVERYONE },
  'cart:use': { rule: 'cart, checkout: everyone (anonymous as guest)', allow: EVERYONE },
  'account:read': { rule: 'own profile, addresses, orders…: own; Admin any', allow: { ...LOGGED_IN_OWN, ...ADMINS } },
  'account:write': { rule: 'own profile, addresses, orders…: own; Admin any', allow: { ...LOGGED_IN_OWN, ...ADMINS } },
  'invoice:read-by-token': { rule: 'invoice by emailed token link: token; staff ✔; Admin ✔', allow: STAFF },
  'tune-request:read': {
    rule: "own tune requests: own; dealer own + their customers'; tuner assigned; staff ✔",
    allow: {
      ...LOGGED_IN_OWN,
      'dealer member': 'own+org',
      'dealer manager': 'own+org',
      'dealer manager with tm': 'own+org',
      'dealer owner': 'own+org',
      'tuner member': 'own+org',
      ...STAFF,
    },
  },
  'tune-request:write': {
    rule: "own tune requests, uploads: own; dealer own + their customers'; tuner assigned; staff ✔",
    allow: {
      ...LOGGED_IN_OWN,
      'dealer member': 'own+org',
      'dealer manager': 'own+org',
      'dealer manager with tm': 'own+org',
      'dealer owner': 'own+org',
      'tuner member': 'own+org',
      ...STAFF,
    },
  },
  'pipeline:work': {
    rule: 'tuning pipeline board, take/deliver: tuner assigned pools; staff ✔',
    allow: { 'tuner member': 'org', ...STAFF },
  },
  'dealer:read': {
    rule: '/dealer/{slug} group, tune credits, fz-orders: dealer members ✔; staff read',
    allow: {
      'dealer member': 'org',
      'dealer manager': 'org',
      'dealer manager with tm': 'org',
      'dealer owner': 'org',
      ...STAFF,
    },
  },
  'dealer:settings-read': {
    rule: '/dealer/{slug} settings, statements…: manager/owner ✔; staff read',
    allow: { 'dealer manager': 'org', 'dealer manager with tm': 'org', 'dealer owner': 'org', ...STAFF },
  },
  'dealer:manage': {
    rule: '/dealer/{slug} settings, invites, pay-balance…: manager/owner ✔; staff read only',
    allow: { 'dealer manager': 'org', 'dealer manager with tm': 'org', 'dealer owner': 'org', ...ADMINS },
  },
  'dealer:members': {
    rule: '/dealer/{slug} members: manager/owner with `tm`',
    allow: { 'dealer manager with tm': 'org', 'dealer owner': 'org', ...ADMINS },
  },
  'tuner:read': {
    rule: '/tuner pools, transfers: own company; staff read',
    allow: { 'tuner member': 'org', ...STAFF },
  },
  'tuner:manage': { rule: '/tuner pools, transfers: own company', allow: { 'tuner member': 'org', ...ADMINS } },
  'affiliate:read': { rule: '/affiliate/{id}: own account; staff read', allow: { affiliate: 'org', ...STAFF } },
  'affiliate:manage': { rule: '/affiliate/{id}: own account', allow: { affiliate: 'org', ...ADMINS } },
  'catalog-manage:read': {
    rule: '/catalog-manage: `tcro` read / `tcrw` write',
    allow: { 'tuner member': 'all', staff: 'all', ...ADMINS },
  },
  'catalog-manage:write': { rule: '/catalog-manage: `tcrw` write', allow: ADMINS },
  'back-office:enter': { rule: '/admin: staff read (orders, stock); Admin ✔', allow: STAFF },
  'back-office:read': { rule: '/admin orders, stock: staff read', allow: STAFF },
  'back-office:write': { rule: '/admin metrics, orders, transactions, stock: Admin', allow: ADMINS },
  'admin:manage': { rule: '/admin dealers, tuners, products, value transfers: Admin', allow: ADMINS },
  'crm:use': { rule: 'lead engine CRM: staff ✔; Admin ✔', allow: STAFF },
  'mail-outbox:read': { rule: 'mail outbox: staff', allow: STAFF },
  'background-jobs:manage': { rule: 'background jobs (list, retry): staff, like the mail outbox', allow: STAFF },
  'support:work': { rule: 'the staff inbox of tickets: staff', allow: STAFF },
  'content:write': { rule: 'editable pages, blog, newsletter, beta programs: staff', allow: STAFF },
  'superadmin:manage': {
    rule: 'roles, admins, site settings, ledger corrections: Super Admin',
    allow: { superadmin: 'all' },
  },
}

const orgOf = (a: Actor | null, kind: OrganizationKind) => a?.memberships.find((m) => m.kind === kind)?.organizationId

/** The three objects each actor is asked about. */
function resources(a: Actor | null): Record<'own' | 'org' | 'other', Resource> {
  const ownOrg = a?.memberships[0]?.organizationId
  return {
    own: { ownerId: a?.id ?? 'nobody', part: 'orders' },
    org: {
      ownerId: 'u-someone-else',
      organizationId: ownOrg ?? 'org-unrelated',
      dealerId: orgOf(a, 'dealer') ?? OTHER_DEALER,
      assignedTunerId: orgOf(a, 'tuner') ?? 'tuner-2',
      part: 'orders',
    },
    other: {
      ownerId: 'u-someone-else',
      organizationId: 'org-unrelated',
      dealerId: OTHER_DEALER,
      assignedTunerId: 'tuner-2',
      part: 'orders',
    },
  }
}

const allowedIn = (scope: Scope, where: 'own' | 'org' | 'other') =>
  scope === 'all' || (where === 'own' && scope.includes('own')) || (where === 'org' && scope.includes('org'))

const cases = ACTIONS.flatMap((action) =>
  (Object.keys(ACTORS) as ActorName[]).flatMap((name) =>
    (['own', 'org', 'other'] as const).map((where) => {
      const scope = MATRIX[action].allow[name] ?? 'none'
      return { action, name, where, expected: allowedIn(scope, where), rule: MATRIX[action].rule }
    }),
  ),
)

describe('can(): the PERMISSIONS.md matrix', () => {
  it('has a row for every action', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...ACTIONS].sort())
  })

  it.each(cases)('$action × $name × $where object → $expected ("$rule")', ({ action, name, where, expected }) => {
    const a = ACTORS[name]
    expect(can(a, action, resources(a)[where])).toBe(expected)
  })
})

describe('can(): rules beyond the plain matrix', () => {
  const { customer, staff, admin, superadmin } = ACTORS
  const member = ACTORS['dealer member']
  const manager = ACTORS['dealer manager']

  it.each([
    ['anonymous', null],
    ['customer', customer],
    ['dealer member', member],
  ] as const)('"invoice by emailed token link: token" — %s with a valid token may read', (_name, a) => {
    expect(can(a, 'invoice:read-by-token', { tokenValid: true })).toBe(true)
    expect(can(a, 'invoice:read-by-token', { tokenValid: false })).toBe(false)
  })

  it('"Dealer member: own + their customers\'" — not the dealer\'s own requests, which manager/owner see', () => {
    const dealersOwn: Resource = { ownerId: 'u-someone-else', organizationId: DEALER }
    expect(can(member, 'tune-request:read', dealersOwn)).toBe(false)
    expect(can(manager, 'tune-request:read', dealersOwn)).toBe(true)
    expect(can(manager, 'tune-request:write', dealersOwn)).toBe(true)
  })

  it.each(['metrics', 'transactions', 'web-traffic'] as const)(
    '"/admin … staff: read (orders, stock)" — staff may not read %s, admins may',
    (part) => {
      expect(can(staff, 'back-office:read', { part })).toBe(false)
      expect(can(ACTORS.calibrator, 'back-office:read', { part })).toBe(false)
      expect(can(admin, 'back-office:read', { part })).toBe(true)
    },
  )

  it.each(['orders', 'stock'] as const)('"/admin … staff: read (orders, stock)" — staff may read %s', (part) => {
    expect(can(staff, 'back-office:read', { part })).toBe(true)
  })

  it('"`tcro` read / `tcrw` write" — tcrw grants write and read; a flag widens for any role', () => {
    const writer = actor('u-writer', 'staff', ['tcrw'])
    expect(can(writer, 'catalog-manage:write')).toBe(true)
    expect(can(writer, 'catalog-manage:read')).toBe(true)
    const plainUserWithFlag = actor('u-flagged', 'user', ['tcro'])
    expect(can(plainUserWithFlag, 'catalog-manage:read')).toBe(true)
    expect(can(plainUserWithFlag, 'catalog-manage:write')).toBe(false)
  })

  it('"`tm` for members" — a plain dealer member with tm still may not manage members', () => {
    const memberTm = actor('u-member-tm', 'user', ['tm'], [membership('dealer', DEALER, 'member')])
    expect(can(memberTm, 'dealer:members', { organizationId: DEALER })).toBe(false)
    expect(can(ACTORS['dealer owner'], 'dealer:members', { organizationId: OTHER_DEALER })).toBe(false)
  })

  it('"Super Admin alone manages admins, roles, site settings and money corrections"', () => {
    expect(can(admin, 'superadmin:manage')).toBe(false)
    expect(can(superadmin, 'superadmin:manage')).toBe(true)
  })

  it("an object without an owner is nobody's own", () => {
    expect(can(customer, 'account:read', {})).toBe(false)
    expect(can(customer, 'account:read', { ownerId: null })).toBe(false)
  })

  it('memberships of another kind do not count (a tuner id is not a dealer id)', () => {
    const tunerAsDealer = actor('u-x', 'user', [], [membership('tuner', DEALER, 'owner')])
    expect(can(tunerAsDealer, 'dealer:read', { organizationId: DEALER })).toBe(false)
  })
})
