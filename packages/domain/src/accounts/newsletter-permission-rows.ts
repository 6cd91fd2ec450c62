import type { PermissionRow } from './permission-rows'

/** Newsletter lists, sign-up, issues and sending (issue 26 item 6). */
export const NEWSLETTER_PERMISSION_ROWS: Record<string, PermissionRow> = {}
