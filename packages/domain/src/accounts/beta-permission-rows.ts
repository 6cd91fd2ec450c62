import type { PermissionRow } from './permission-rows'

/** Beta programs and their applications (issue 26 item 7). */
export const BETA_PERMISSION_ROWS: Record<string, PermissionRow> = {}
