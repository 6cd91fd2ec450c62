import { open, own, staffOnly, type PermissionRow } from './permission-rows'

const staffWrites = (note: string, business?: readonly number[]): PermissionRow => ({
  ...staffOnly(`content:write; ${note}`),
  business,
})

/** Newsletter lists, sign-up, issues and sending (issue 26 item 6). */
export const NEWSLETTER_PERMISSION_ROWS: Record<string, PermissionRow> = {
  // anyone: sign-up, the mailed links (the token is the permission) and the sent issues' web view
  'POST /api/v1/newsletter/subscribe': open(
    'the same answer for any address; a few dozen an hour per client (429)',
    [429],
  ),
  'POST /api/v1/newsletter/confirm/{token}': open('the token is the permission; the sample is no token of ours', [404]),
  'GET /api/v1/newsletter/unsubscribe/{token}': open('the token is the permission; changes nothing', [404]),
  'POST /api/v1/newsletter/unsubscribe/{token}': open(
    'RFC 8058 one-click: the token is the permission (no cookie, any Origin)',
    [404],
  ),
  'GET /api/v1/newsletter/lists/{slug}': open('the sample slug names no list', [404]),
  'GET /api/v1/newsletter/issues/{slug}': open('sent issues only; the sample slug names none', [404]),
  // the signed-in user's own address
  'GET /api/v1/newsletter/my-subscriptions': own('the account’s own address'),
  'PUT /api/v1/newsletter/my-subscriptions/{slug}': own(
    'the account’s own address; the sample slug names no list',
    [404],
  ),
  // the back office: staff write the shop's content (decision 0111)
  'GET /api/admin/newsletter': staffWrites('issues and lists'),
  'POST /api/admin/newsletter/issues': staffWrites('a draft; a slug taken by an earlier cell is a 422', [422]),
  'GET /api/admin/newsletter/issues/{id}': staffWrites('the seed’s sent issue', [404]),
  'PUT /api/admin/newsletter/issues/{id}': staffWrites('the seed’s issue is sent (409)', [404, 409, 422]),
  'POST /api/admin/newsletter/issues/{id}/test-send': staffWrites('to the staff member’s own address', [404]),
  'POST /api/admin/newsletter/issues/{id}/send': staffWrites('the seed’s issue is sent (409)', [404, 409]),
}
