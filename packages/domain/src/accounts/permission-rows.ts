import { ROLES, type Role } from './roles-of'
import { MEMBERSHIP_ROLES, type MembershipRole } from './roles.constants'

// The vocabulary of the permission table (permissions.table.ts): its roles, objects and the shapes of its rows.

/** The roles of PERMISSIONS.md (`ROLES`), a dealer in each of its membership roles, and the anonymous caller. */
export type TableRole = 'anonymous' | Exclude<Role, 'dealer'> | `dealer-${MembershipRole}`

/** One account each in the test (the README's demo accounts and a few more). */
export const TABLE_ROLES: readonly TableRole[] = [
  'anonymous',
  ...ROLES.flatMap((role): TableRole[] =>
    role === 'dealer' ? MEMBERSHIP_ROLES.map((membership) => `dealer-${membership}` as const) : [role],
  ),
]

/** Objects of someone else (a plain customer no role above is related to) that an operation's id names. */
export const TABLE_OBJECTS = [
  'address',
  'order',
  'tune-request',
  'tune-request-file',
  'datalog',
  'catalog-purchase',
  'trade-in',
  'trade-in-photo',
  'rescue-session',
  'ticket',
  'ticket-file',
] as const
export type TableObject = (typeof TABLE_OBJECTS)[number]

export type PermissionRow = {
  /** Roles that get past authorization: any answer but 401, 403, 404 and 5xx (unless listed in `business`). */
  allowed: readonly TableRole[]
  /** What a refused logged-in role gets: 403 by default, 404 when the row names someone else's object. */
  refused?: 401 | 403 | 404
  /** What a refused anonymous caller gets: 401 by default. */
  anonymous?: 401 | 403 | 404
  /** The id in the path (or body) is this object of someone else's: refused roles must not learn it exists. */
  object?: TableObject
  /**
   * Refused roles told so with a 403 where `refused` says otherwise: they may see the object but not do this to
   * it, or their role never has the action (decision 0010).
   */
  forbidden?: readonly TableRole[]
  /** Answers that are business, not authorization, for an allowed role (a 404 for a feature that is off…). */
  business?: readonly number[]
  /** Why, where the row is not read straight off PERMISSIONS.md. */
  note?: string
}

export const EVERYONE = TABLE_ROLES
export const LOGGED_IN = TABLE_ROLES.filter((role) => role !== 'anonymous')
/** Staff in the wide sense (`isStaff`): employees, calibrators and admins. */
export const STAFF: readonly TableRole[] = ['staff', 'calibrator', 'admin', 'superadmin']
export const ADMINS: readonly TableRole[] = ['admin', 'superadmin']
export const NOBODY: readonly TableRole[] = []

export const open = (note?: string, business?: readonly number[]): PermissionRow => ({
  allowed: EVERYONE,
  note,
  business,
})
export const own = (note?: string, business?: readonly number[]): PermissionRow => ({
  allowed: LOGGED_IN,
  note,
  business,
})
/** The action the role never has on the other owner's object. */
export const NOT_FOR_STAFF = { forbidden: STAFF }
export const staffOnly = (note?: string): PermissionRow => ({ allowed: STAFF, note })
export const adminOnly = (note?: string): PermissionRow => ({ allowed: ADMINS, note })
/** Someone else's object: only those who may see anyone's get through, the others learn nothing (404). */
export const others = (
  object: TableObject,
  allowed: readonly TableRole[],
  note?: string,
  extra: Partial<PermissionRow> = {},
): PermissionRow => ({ allowed, object, refused: 404, note, ...extra })

/** `dealerFor` rows (decision 0102): a dealer the asker may not read is a 404; members and staff learn 403. */
/** PERMISSIONS.md's dealer rows (decision 0102): a dealer the asker may not read is a 404, whatever its slug. */
export const DEALER_READ: PermissionRow = {
  allowed: ['dealer-member', 'dealer-manager', 'dealer-owner', ...STAFF],
  refused: 404,
  note: 'dealer:read; another dealer’s slug is not revealed',
}
export const DEALER_SETTINGS_READ: PermissionRow = {
  allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
  refused: 404,
  forbidden: ['dealer-member'],
  note: 'dealer:settings-read; members see the dealer (403), others do not (404)',
}
export const DEALER_MANAGE: PermissionRow = {
  allowed: ['dealer-manager', 'dealer-owner', 'admin', 'superadmin'],
  refused: 404,
  forbidden: ['dealer-member', 'staff', 'calibrator'],
  note: 'dealer:manage; members and staff see the dealer (403), others do not (404)',
}
/** The table's manager has no `tm` flag (the demo owner has): team management is the owner's and admins'. */
export const DEALER_MEMBERS: PermissionRow = {
  allowed: ['dealer-owner', 'admin', 'superadmin'],
  refused: 404,
  forbidden: ['dealer-member', 'dealer-manager', 'staff', 'calibrator'],
  business: [404],
  note: 'dealer:members (owner or manager with the tm flag)',
}
