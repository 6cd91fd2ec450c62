import { NOBODY, STAFF, open, others, own, type PermissionRow } from './permission-rows'

/**
 * A customer's and a guest's tickets (issue 26 item 1, decision 0112): anyone opens one; its owner and staff read
 * it by id; whoever holds its link reads and answers it through the link (a wrong token is the same 404 as no
 * ticket, so the table's sample token is a 404 for every role); the owner answers by id, staff in the inbox.
 */
export const TICKET_PERMISSION_ROWS: Record<string, PermissionRow> = {
  'POST /api/v1/tickets': open('anyone; the sample’s file is no photo, PDF or text (422)'),
  'GET /api/v1/customer-tickets': own('the asker’s own tickets'),
  'GET /api/v1/tickets/{id}': others('ticket', STAFF, 'the owner’s and staff’s (support:work)'),
  'POST /api/v1/tickets/{id}/messages': others('ticket', NOBODY, 'the owner’s alone; staff answer in the inbox', {
    forbidden: STAFF,
  }),
  'GET /api/v1/tickets/{id}/files/{fileId}': others('ticket-file', STAFF, 'the owner’s and staff’s'),
  'GET /api/v1/tickets/{id}/access/{token}': open('the sample token opens nothing (404)', [404]),
  'POST /api/v1/tickets/{id}/access/{token}/messages': open('the sample token opens nothing (404)', [404]),
  'GET /api/v1/tickets/{id}/access/{token}/files/{fileId}': open('the sample token opens nothing (404)', [404]),
}
