import { staffOnly, type PermissionRow } from './permission-rows'

/**
 * The staff inbox of tickets (issue 26 item 2): `support:work`, staff in the wide sense (staff, calibrators, admins).
 * Every other role learns 403, the anonymous caller 401; a ticket the sample id does not name is a 404.
 */
const withTicket = (note: string): PermissionRow => ({ ...staffOnly(note), business: [404] })

export const TICKET_INBOX_PERMISSION_ROWS: Record<string, PermissionRow> = {
  'GET /api/admin/tickets': staffOnly('support:work: the queues'),
  'GET /api/admin/tickets/assignees': staffOnly('support:work: who a ticket can be assigned to'),
  'GET /api/admin/tickets/{id}': withTicket('support:work: any ticket, internal notes included'),
  'GET /api/admin/tickets/{id}/files/{fileId}': withTicket('support:work; the sample file is on no ticket'),
  'POST /api/admin/tickets/{id}/replies': withTicket('support:work; a closed ticket is a 409'),
  'PATCH /api/admin/tickets/{id}': withTicket('support:work; a stale version is a 412'),
  'POST /api/admin/tickets/{id}/merge': withTicket('support:work; the sample target is missing (404) or closed (409)'),
}
