import type { PermissionRow } from './permission-rows'

/** The staff inbox of tickets (issue 26 item 2). */
export const TICKET_INBOX_PERMISSION_ROWS: Record<string, PermissionRow> = {}
