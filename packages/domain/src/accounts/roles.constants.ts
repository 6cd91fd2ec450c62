/**
 * SPEC §6 and PERMISSIONS.md. The account role is one of these; dealer, tuner and affiliate come from
 * memberships, tool developer from the flag `fzd`.
 */
export const ACCOUNT_ROLES = ['user', 'staff', 'calibrator', 'admin', 'superadmin'] as const
export type AccountRole = (typeof ACCOUNT_ROLES)[number]

/** SPEC §3: user feature flags `f`. */
export const USER_FLAGS = ['fzd', 't', 'ct', 'f', 'tsa', 'da', 'tcro', 'tcrw', 'tex', 'dsig', 'sig', 'tm'] as const
export type UserFlag = (typeof USER_FLAGS)[number]

export const USER_FLAG_LABELS: Record<UserFlag, string> = {
  fzd: 'Tool developer',
  t: 'Tuner',
  ct: 'CMS tuner',
  f: 'Flash tools',
  tsa: 'Tune signature authority',
  da: 'Dealer admin',
  tcro: 'Tune catalog (read)',
  tcrw: 'Tune catalog (read/write)',
  tex: 'Tune export',
  dsig: 'Dealer signature',
  sig: 'Own signature',
  tm: 'Team management',
}

export const ORGANIZATION_KINDS = ['dealer', 'tuner', 'affiliate'] as const
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number]
export const ORGANIZATION_KIND_LABELS: Record<OrganizationKind, string> = {
  dealer: 'Dealer',
  tuner: 'Tuning company',
  affiliate: 'Affiliate',
}

export const MEMBERSHIP_ROLES = ['owner', 'manager', 'member'] as const
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number]
export const MEMBERSHIP_ROLE_LABELS: Record<MembershipRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  member: 'Member',
}

export const ROLE_LABELS: Record<AccountRole, string> = {
  user: 'Customer',
  staff: 'Staff',
  calibrator: 'Calibrator',
  admin: 'Admin',
  superadmin: 'Super Admin',
}
