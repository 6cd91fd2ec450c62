import type { PermissionRow } from './permission-rows'

/** A customer's and a guest's tickets (issue 26 item 1). */
export const TICKET_PERMISSION_ROWS: Record<string, PermissionRow> = {}
