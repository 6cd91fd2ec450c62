import { open, staffOnly, type PermissionRow } from './permission-rows'

/** Contact page, feedback, and the older ways into a ticket (issue 26 item 3). */
export const SUPPORT_PERMISSION_ROWS: Record<string, PermissionRow> = {
  'POST /api/v1/contact-us': open('a GENERAL ticket; a few an hour per address and per e-mail (429)', [429]),
  'GET /api/v1/feedback/{id}/{token}': open(
    'the mailed link is the only key: a wrong token is 404 for everyone',
    [404],
  ),
  'POST /api/v1/feedback/{id}/{token}': open(
    'the mailed link is the only key: a wrong token is 404 for everyone',
    [404],
  ),
  'GET /api/admin/feedback': staffOnly('support:work: the answers of every customer'),
}
