import type { UserFlag } from '../accounts/roles.constants'

// The back office's users screen (issue 24 item 10).

/** Whether an account may log in: disabled is the auth library's ban (its sessions are ended). */
export const ADMIN_USER_STATUSES = ['active', 'disabled'] as const
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number]
export const ADMIN_USER_STATUS_LABELS: Record<AdminUserStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
}

/** The list's sort orders: a column, descending when it starts with `-`. */
export const ADMIN_USER_SORTS = ['-created_at', 'created_at', 'email', '-email', 'name', '-name'] as const
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number]

/** Rows per page of the user list unless `per_page` says otherwise (at most 100, as every list). */
export const ADMIN_USERS_PAGE_SIZE = 50

/** What an admin does to an account; each has its own rule (userManagementRefusal). */
export const USER_MANAGEMENT_OPERATIONS = ['role', 'flags', 'ban', 'impersonate'] as const
export type UserManagementOperation = (typeof USER_MANAGEMENT_OPERATIONS)[number]

/** What each SPEC §3 feature flag opens (PERMISSIONS.md "our meaning"), under its switch. */
export const USER_FLAG_HINTS: Record<UserFlag, string> = {
  fzd: 'Joins the flash-tool developer programme.',
  t: 'Works tune requests for a tuning company.',
  ct: 'May edit tuner-facing content.',
  f: 'Opens the flash-tool section.',
  tsa: 'Signs tunes as the shop’s signature authority.',
  da: 'Opens the dealer admin section.',
  tcro: 'Reads the tune catalog management.',
  tcrw: 'Reads and edits the tune catalog management.',
  tex: 'Downloads raw and tuned files across requests.',
  dsig: 'Signs for their dealer.',
  sig: 'Has a signature of their own.',
  tm: 'Invites and removes members of their dealer or tuning company.',
}
