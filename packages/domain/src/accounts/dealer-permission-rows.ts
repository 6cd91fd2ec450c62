import {
  ADMINS,
  DEALER_MANAGE,
  DEALER_MEMBERS,
  DEALER_READ,
  DEALER_SETTINGS_READ,
  STAFF,
  adminOnly,
  open,
  own,
  staffOnly,
  type PermissionRow,
} from './permission-rows'

// The permission table's rows of the dealers (issue 25): the portal, becoming a dealer, the back office's dealers.

/** PERMISSIONS.md: transfers are the dealer owner's and managers' (`dealer:manage`); staff read them. */
function transferRows(): Record<string, PermissionRow> {
  const read: PermissionRow = {
    allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    forbidden: ['dealer-member'],
    note: 'dealer:settings-read; a member sees the dealer (403), others do not (404)',
  }
  const write = (note: string, business?: readonly number[]): PermissionRow => ({
    allowed: ['dealer-manager', 'dealer-owner', ...ADMINS],
    refused: 404,
    forbidden: ['dealer-member', 'staff', 'calibrator'],
    note: `dealer:manage; ${note}`,
    business,
  })
  const path = '/api/v1/dealers/{slug}'
  return {
    [`GET ${path}/transfers`]: read,
    [`GET ${path}/transfers/{id}`]: read,
    [`GET ${path}/transfer-groups/{id}`]: read,
    [`POST ${path}/transfers`]: write('the example sends to the demo customer'),
    [`POST ${path}/transfer-groups`]: write('the example sends to the demo customer'),
    [`POST ${path}/transfers/lock-old`]: write('locks the seed’s old pending transfers'),
    [`POST ${path}/transfer-groups/{id}/perform`]: write('sends what may be sent'),
    ...Object.fromEntries(
      ['review', 'cancel', 'set-value', 'perform'].map((action) => [
        `POST ${path}/transfers/{id}/${action}`,
        write('the seed’s pending transfer: once an earlier cell sent, cancelled or locked it, a 409', [409]),
      ]),
    ),
  }
}

export const DEALER_PERMISSION_ROWS: Record<string, PermissionRow> = {
  // becoming a dealer (issue 25 item 5): anyone signed in applies; the locator, the tools and the contact form are public
  'POST /api/v1/become-dealer': own('one open application per user (409); the sample document is no PDF (422)'),
  'GET /api/v1/become-dealer': own('the asker’s own latest application'),
  'GET /api/v1/dealer-tool-offers': open(),
  'GET /api/v1/dealers-nearby': open('the sample search is no place the geocoder knows (422)'),
  'POST /api/v1/dealer-representatives/contact': open('a few an hour from one address (429)'),
  'GET /api/admin/dealer-applications': adminOnly('back-office:write: /admin dealers are Admin’s'),
  'GET /api/admin/dealer-applications/{id}': {
    ...adminOnly('back-office:write; no application with that id'),
    business: [404],
  },
  'GET /api/admin/dealer-applications/{id}/documents/{documentId}': {
    ...adminOnly('back-office:write; no application with that id'),
    business: [404],
  },
  'POST /api/admin/dealer-applications/{id}/approve': {
    ...adminOnly('back-office:write; audited; no application with that id'),
    business: [404],
  },
  'POST /api/admin/dealer-applications/{id}/refuse': {
    ...adminOnly('back-office:write; audited; no application with that id'),
    business: [404],
  },
  // dealers (issue 25, decision 0102): a dealer the asker may not read is a 404, whatever its slug
  // back office: dealers (issue 25 item 8)
  'GET /api/admin/dealers': adminOnly('back-office:write: /admin dealers are Admin’s; staff 403'),
  'POST /api/admin/dealers': adminOnly('back-office:write; the example names no account as owner (422)'),
  'GET /api/admin/dealers/{id}': { ...adminOnly('back-office:write; the demo dealer'), business: [404] },
  'PATCH /api/admin/dealers/{id}': {
    ...adminOnly('back-office:write; the stale If-Unmodified-Since gets 412; archiving is Super Admin’s (403)'),
    business: [404],
  },
  'GET /api/admin/dealer-dashboard': adminOnly('back-office:write: all dealers’ balances'),
  'POST /api/admin/dealers/{id}/disbursements': {
    ...adminOnly('back-office:write; pays the demo dealer a cent, once per Idempotency-Key'),
    business: [404],
  },
  'GET /api/admin/dealer-signature-authority': adminOnly('back-office:write: every dealer’s signatories'),
  'GET /api/admin/dealer-signature-authority/{id}': {
    ...adminOnly('back-office:write; no signatory with that id'),
    business: [404],
  },
  // signature authority (issue 25 item 7): the dealer's owner, a manager with `dsig`, or an admin names signatories
  'GET /api/v1/signature-authority': {
    allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    forbidden: ['dealer-member'],
    note: 'dealer:settings-read of the demo dealer; another dealer’s is not revealed',
  },
  'POST /api/v1/signature-authority': {
    allowed: ['dealer-owner', 'admin', 'superadmin'],
    refused: 404,
    forbidden: ['dealer-manager', 'dealer-member', 'staff', 'calibrator'],
    note: 'the owner, a manager with dsig (the table’s manager has none), an admin; the example names no member (422)',
  },
  'DELETE /api/v1/signature-authority/{id}': {
    allowed: ['dealer-owner', 'admin', 'superadmin'],
    refused: 404,
    business: [404],
    note: 'no signatory with that id: 404 for everyone (another dealer’s is not revealed either)',
  },
  'GET /api/v1/signature-authority/{id}/signature': {
    allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    business: [404],
    note: 'no signatory with that id',
  },
  // dealer:manage and a named signatory (SPEC §3): the demo names its owner only (decision 0107), so its manager,
  // member, staff and admins get 403
  'POST /api/v1/dealers/{slug}/credit-limit-requests': {
    allowed: ['dealer-owner'],
    refused: 404,
    forbidden: ['dealer-manager', 'dealer-member', ...STAFF],
    note: 'dealer:manage and a named signatory: the demo names its owner; everyone else who sees the dealer gets 403',
  },
  'POST /api/v1/dealers/{slug}/statements/{id}/accept': {
    allowed: ['dealer-owner'],
    refused: 404,
    forbidden: ['dealer-manager', 'dealer-member', ...STAFF],
    note: 'dealer:manage and a named signatory (decision 0107): the owner accepts an issued statement of the demo’s',
  },
  'GET /api/v1/dealers': own('the asker’s own dealers, none for most'),
  'GET /api/v1/dealers/{slug}': {
    allowed: ['dealer-member', 'dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    note: 'dealer:read; another dealer’s slug is not revealed',
  },
  'PUT /api/v1/dealers/{slug}/display-currency': {
    allowed: ['dealer-manager', 'dealer-owner', 'admin', 'superadmin'],
    refused: 404,
    forbidden: ['dealer-member', 'staff', 'calibrator'],
    note: 'dealer:manage; members and staff see the dealer (403), others do not (404)',
  },
  // dealer settings, branding, onboarding, flash-tool orders (issue 25 items 2, 4, 6)
  'GET /api/v1/dealers/{slug}/settings': DEALER_SETTINGS_READ,
  'PUT /api/v1/dealers/{slug}/settings': DEALER_MANAGE,
  'GET /api/v1/dealers/{slug}/addresses': DEALER_SETTINGS_READ,
  'GET /api/v1/dealers/{slug}/tools': DEALER_SETTINGS_READ,
  'PUT /api/v1/dealers/{slug}/tools': DEALER_MANAGE,
  'GET /api/v1/dealers/{slug}/specializations': DEALER_SETTINGS_READ,
  'PUT /api/v1/dealers/{slug}/specializations': DEALER_MANAGE,
  'GET /api/v1/dealer-specializations': open('the locator’s filter and the application’s choices'),
  'GET /api/v1/dealers/{slug}/branding': DEALER_READ,
  'PUT /api/v1/dealers/{slug}/branding': DEALER_MANAGE,
  'POST /api/v1/dealers/{slug}/branding/logo': DEALER_MANAGE,
  'GET /api/dealer-logos/{fileId}': open('a dealer’s logo shows on its customers’ pages', [404]),
  'GET /api/v1/dealers/{slug}/onboarding-progress': DEALER_READ,
  'GET /api/v1/dealers/{slug}/fz-orders/catalog': DEALER_READ,
  'GET /api/v1/dealers/{slug}/fz-orders': DEALER_READ,
  'POST /api/v1/dealers/{slug}/fz-orders': DEALER_MANAGE,
  'GET /api/v1/fz-orders/{id}': { ...DEALER_READ, note: 'the demo dealer’s first order: its members and staff' },
  'PATCH /api/v1/fz-orders/{id}': staffOnly('shipping state; the demo dealer’s first order'),
  // a dealer's transfer requests (SPEC §4, issue 25 item 2): the owner's and managers', staff read
  ...transferRows(),
  'GET /api/v1/dealers/{slug}/balance': {
    allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    forbidden: ['dealer-member'],
    note: 'dealer:settings-read; a member sees the dealer (403), others do not (404)',
  },
  'GET /api/v1/dealers/{slug}/entries': {
    allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    forbidden: ['dealer-member'],
    note: 'dealer:settings-read',
  },
  'GET /api/v1/dealers/{slug}/entries.csv': {
    allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    forbidden: ['dealer-member'],
    note: 'dealer:settings-read',
  },
  'POST /api/v1/dealers/{slug}/pay-balance': {
    allowed: ['dealer-manager', 'dealer-owner', 'admin', 'superadmin'],
    refused: 404,
    forbidden: ['dealer-member', 'staff', 'calibrator'],
    note: 'dealer:manage; money-moving, audited',
  },
  'POST /api/v1/dealers/{slug}/credits': {
    allowed: ['dealer-manager', 'dealer-owner', 'admin', 'superadmin'],
    refused: 404,
    forbidden: ['dealer-member', 'staff', 'calibrator'],
    note: 'dealer:manage; buys credits on the dealer’s balance',
  },
  'GET /api/v1/dealers/{slug}/tune-credit-codes': {
    allowed: ['dealer-member', 'dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    note: 'dealer:read (PERMISSIONS.md row "group, tune credits, fz-orders")',
  },
  'POST /api/v1/dealers/{slug}/tune-credit-codes/{code}/send': {
    allowed: ['dealer-manager', 'dealer-owner', 'admin', 'superadmin'],
    refused: 404,
    forbidden: ['dealer-member', 'staff', 'calibrator'],
    note: 'dealer:manage; the seed’s unclaimed dealer code',
  },
  // statements and disbursements (issue 25 item 2, decision 0103): dealer:settings-read
  ...Object.fromEntries(
    [
      'GET /api/v1/dealers/{slug}/statements',
      'GET /api/v1/dealers/{slug}/statements/{id}',
      'GET /api/v1/dealers/{slug}/statements/{id}/pdf',
      'GET /api/v1/dealers/{slug}/disbursements',
    ].map((operation) => [
      operation,
      {
        allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
        refused: 404,
        forbidden: ['dealer-member'],
        note: 'dealer:settings-read; a member sees the dealer (403), others do not (404)',
      } satisfies PermissionRow,
    ]),
  ),
  // the snapshot and the printed invoice (issue 25 item 2, decision 0106)
  'GET /api/v1/dealers/{slug}/snapshot': {
    ...DEALER_READ,
    note: 'dealer:read; the money, transfers and statements only for dealer:settings-read (a member gets them as null)',
  },
  'GET /api/v1/dealers/{slug}/invoices/{id}': {
    allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    forbidden: ['dealer-member'],
    note: 'dealer:settings-read; the seed’s invoice of the demo dealer; another dealer’s number is a 404',
  },
  'GET /api/v1/users/{id}/snapshot': {
    allowed: ADMINS,
    refused: 404,
    note: 'own profile: the user themself, Admin any; the path names apex@, whom no role of the table is (404, never 403)',
  },
  // dealer members, invitations, dashboard and log (issue 25 items 2–4, decision 0104)
  'GET /api/v1/dealers/{slug}/members': DEALER_SETTINGS_READ,
  'PATCH /api/v1/dealers/{slug}/members/{memberId}': {
    ...DEALER_MEMBERS,
    note: `${DEALER_MEMBERS.note}; no such member`,
  },
  'DELETE /api/v1/dealers/{slug}/members/{memberId}': {
    ...DEALER_MEMBERS,
    note: `${DEALER_MEMBERS.note}; no such member`,
  },
  'POST /api/v1/dealers/{slug}/leave': {
    allowed: ['dealer-member', 'dealer-manager', 'dealer-owner'],
    refused: 404,
    forbidden: STAFF,
    business: [409],
    note: 'one’s own membership: staff see the dealer but belong to none (403); the last owner stays (409)',
  },
  'PUT /api/v1/dealers/{slug}/preferred': {
    allowed: ['dealer-member', 'dealer-manager', 'dealer-owner'],
    refused: 404,
    forbidden: STAFF,
    note: 'one’s own choice of dealer: staff see the dealer but belong to none (403)',
  },
  'GET /api/v1/dealers/{slug}/invites': DEALER_SETTINGS_READ,
  'POST /api/v1/dealers/{slug}/invites': { ...DEALER_MEMBERS, business: [409] },
  'DELETE /api/v1/dealers/{slug}/invites/{id}': {
    ...DEALER_MEMBERS,
    note: `${DEALER_MEMBERS.note}; no such invitation`,
  },
  'POST /api/v1/dealers/{slug}/invites/{id}/resend': {
    ...DEALER_MEMBERS,
    note: `${DEALER_MEMBERS.note}; no such invitation`,
  },
  'GET /api/v1/dealer-invites/{id}': own('the invitee’s own invitation only; no such invitation (404)', [404]),
  'POST /api/v1/dealer-invites/{id}/accept': own('the invitee’s own invitation only; no such invitation (404)', [404]),
  'GET /api/v1/dealers/{slug}/dashboard': DEALER_READ,
  'GET /api/v1/dealers/{slug}/logs': DEALER_SETTINGS_READ,
  'GET /api/v1/dealers/{slug}/tickets': DEALER_SETTINGS_READ,
  'GET /api/v1/dealers/{slug}/support-status': DEALER_READ,
}
