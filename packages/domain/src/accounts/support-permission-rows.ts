import type { PermissionRow } from './permission-rows'

/** Contact page, feedback, and the older ways into a ticket (issue 26 item 3). */
export const SUPPORT_PERMISSION_ROWS: Record<string, PermissionRow> = {}
