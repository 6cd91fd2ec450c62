import { open, own, staffOnly, type PermissionRow } from './permission-rows'

/**
 * Beta programs and their applications (issue 26 item 7, decision 0118): the programs are public, applying and
 * withdrawing are the logged-in user's own (their application, never anyone else's), the back office's programs
 * and decisions are `content:write` (staff; admins pass).
 */
const STAFF_WRITE = 'content:write'

export const BETA_PERMISSION_ROWS: Record<string, PermissionRow> = {
  'GET /api/v1/beta-programs': open('open and closed programs; drafts never'),
  'GET /api/v1/beta-programs/{id}': open('the seed’s first program; with the asker’s own application only', [404]),
  'POST /api/v1/beta-programs/{id}/applications': own(
    'the sample vehicle is no catalog make (422); the asker’s own application',
  ),
  'POST /api/v1/beta-programs/{id}/applications/mine/withdraw': own(
    'the asker’s own application: none (404), or withdrawn',
    [404],
  ),
  'GET /api/admin/beta-programs': staffOnly(STAFF_WRITE),
  'POST /api/admin/beta-programs': staffOnly(`${STAFF_WRITE}; the sample names no catalog make (422) or saves a draft`),
  'GET /api/admin/beta-programs/{id}': staffOnly(STAFF_WRITE),
  'PUT /api/admin/beta-programs/{id}': staffOnly(`${STAFF_WRITE}; a stale If-Unmodified-Since (412)`),
  'DELETE /api/admin/beta-programs/{id}': staffOnly(`${STAFF_WRITE}; a stale If-Unmodified-Since (412)`),
  'GET /api/admin/beta-programs/{id}/applications': staffOnly(STAFF_WRITE),
  'POST /api/admin/beta-programs/{id}/applications/{applicationId}/accept': {
    ...staffOnly(`${STAFF_WRITE}; the seed’s application, or none with that id in the program`),
    business: [404],
  },
  'POST /api/admin/beta-programs/{id}/applications/{applicationId}/decline': {
    ...staffOnly(`${STAFF_WRITE}; the seed’s application, or none with that id in the program`),
    business: [404],
  },
}
