import type { Membership } from './actor.schema'
import type { AccountRole, UserFlag } from './roles.constants'

/** SPEC §6 role names, as a person holds them: the account role plus what memberships and flags make of it. */
export const ROLES = [
  'customer',
  'dealer',
  'tuner',
  'affiliate',
  'tool-developer',
  'staff',
  'calibrator',
  'admin',
  'superadmin',
] as const
export type Role = (typeof ROLES)[number]

export const ROLE_NAMES: Record<Role, string> = {
  customer: 'Customer',
  dealer: 'Dealer',
  tuner: 'Tuner',
  affiliate: 'Affiliate',
  'tool-developer': 'Tool developer',
  staff: 'Staff',
  calibrator: 'Calibrator',
  admin: 'Admin',
  superadmin: 'Super Admin',
}

/**
 * Every SPEC §6 role a user holds, in the order of `ROLES`: a plain account is a customer; dealer, tuner
 * and affiliate come from memberships (tuner also from the flag `t`), tool developer from the flag `fzd`.
 */
export function rolesOf(user: {
  role: AccountRole
  f: readonly UserFlag[]
  memberships: readonly Pick<Membership, 'kind'>[]
}): Role[] {
  const held = new Set<Role>()
  held.add(user.role === 'user' ? 'customer' : user.role)
  for (const membership of user.memberships) held.add(membership.kind)
  if (user.f.includes('t')) held.add('tuner')
  if (user.f.includes('fzd')) held.add('tool-developer')
  return ROLES.filter((role) => held.has(role))
}
