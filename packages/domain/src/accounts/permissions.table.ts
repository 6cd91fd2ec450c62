import {
  ADMINS,
  EVERYONE,
  NOBODY,
  NOT_FOR_STAFF,
  STAFF,
  adminOnly,
  open,
  others,
  own,
  staffOnly,
  type PermissionRow,
} from './permission-rows'
import { DEALER_PERMISSION_ROWS } from './dealer-permission-rows'
import { TICKET_PERMISSION_ROWS } from './tickets-permission-rows'
import { TICKET_INBOX_PERMISSION_ROWS } from './ticket-inbox-permission-rows'
import { SUPPORT_PERMISSION_ROWS } from './support-permission-rows'
import { PAGE_PERMISSION_ROWS } from './pages-permission-rows'
import { BLOG_PERMISSION_ROWS } from './blog-permission-rows'
import { NEWSLETTER_PERMISSION_ROWS } from './newsletter-permission-rows'
import { BETA_PERMISSION_ROWS } from './beta-permission-rows'

export { TABLE_OBJECTS, TABLE_ROLES, type PermissionRow, type TableObject, type TableRole } from './permission-rows'

/**
 * PERMISSIONS.md as the answers the API must give: one row per operation of `/api/doc` and per auth library
 * endpoint that is open (decision 0066), for every role of the matrix. `apps/server/test/authorization-table.test.ts`
 * sends each operation as each role — where it takes an id, about an object owned by someone else — and fails
 * on any answer that differs, and when an operation has no row. `can()` (permissions.ts) is the rule; this is
 * what the rule looks like from outside. Change both together.
 */

/** Every auth library endpoint outside the allow-list: not revealed, to anyone (decision 0066). */
export const CLOSED_AUTH_ENDPOINT_ROW: PermissionRow = { allowed: NOBODY, refused: 404, anonymous: 404 }

/** `METHOD /api/path/{param}` as in /api/doc (auth library paths with `{param}` for its `:param`). */
export const PERMISSION_TABLE: Record<string, PermissionRow> = {
  // site
  'GET /api/health': open(),
  'GET /api/ready': open(),
  'GET /api/global/v1/ui-state': open(),
  'GET /api/alerts': open(),
  'POST /api/alerts/{id}/close': open('visitors keep closed ids in the browser', [404]),
  'GET /api/v1/switch-states': open(),
  'PUT /api/v1/switch-states': staffOnly(),
  'PUT /api/admin/switch-states': staffOnly('the home of PUT /api/v1/switch-states'),
  'GET /api/v1/countries': open(),
  'GET /api/v1/recaptcha-settings': open(),
  'GET /api/admin/outbox': staffOnly('mail-outbox:read'),
  'GET /api/admin/jobs': staffOnly('background-jobs:manage'),
  // back office: the ledger (decision 0089)
  'GET /api/admin/transactions': adminOnly('back-office:read of transactions: staff read orders and stock only'),
  'GET /api/admin/transactions/{id}': { ...adminOnly('no transaction with that id'), business: [404] },
  'GET /api/admin/transactions-export': adminOnly('back-office:read of transactions'),
  'POST /api/admin/value-transfers': adminOnly('back-office:write; the example names no such customer (422)'),
  'GET /api/admin/value-transfers': adminOnly('back-office:write'),
  'GET /api/admin/value-transfers/{id}': { ...adminOnly('no value transfer with that id'), business: [404] },
  'GET /api/admin/value-transfer-parties': adminOnly('back-office:write: the parties of a value transfer'),
  // back office: users and the audit log (issue 24 items 10 and 11, decision 0096)
  'GET /api/admin/users': adminOnly('admin:manage: the users screen is Admin’s; staff 403'),
  'GET /api/admin/users/{id}': { ...adminOnly('admin:manage; no user with that id'), business: [404] },
  'PATCH /api/admin/users/{id}/role': {
    allowed: ['superadmin'],
    business: [404],
    note: 'superadmin:manage ("Super Admin alone manages admins, roles"); an Admin 403; no user with that id',
  },
  'PATCH /api/admin/users/{id}/flags': { ...adminOnly('admin:manage; no user with that id'), business: [404] },
  'POST /api/admin/users/{id}/ban': { ...adminOnly('admin:manage; no user with that id'), business: [404] },
  'POST /api/admin/users/{id}/unban': { ...adminOnly('admin:manage; no user with that id'), business: [404] },
  'POST /api/admin/users/{id}/impersonate': {
    allowed: ['superadmin'],
    business: [404],
    note: 'impersonation is Super Admin only, never of an admin; no user with that id',
  },
  'GET /api/admin/audit-events': adminOnly('admin:manage: the audit log is Admin’s'),
  // back office: the brand theme (issue 24 item 9, decision 0100): site settings are Super Admin's alone
  'GET /api/admin/theme': { allowed: ['superadmin'], note: 'superadmin:manage (site settings); an Admin 403' },
  'PUT /api/admin/theme': {
    allowed: ['superadmin'],
    note: 'superadmin:manage (site settings); an Admin 403; the example is the default theme (a reset)',
  },
  'POST /api/admin/theme/logo': {
    allowed: ['superadmin'],
    note: 'superadmin:manage (site settings); the sample file is no image (422)',
  },
  'GET /api/site/logos/{name}': open('a logo of the brand theme; the sample names none', [404]),
  'GET /api/admin/orders': staffOnly('back-office:read, part orders'),
  'GET /api/admin/products': adminOnly('back-office:read, part products: /admin products are Admin’s'),
  'GET /api/admin/products/{id}': { ...adminOnly('back-office:read, part products'), business: [404] },
  'POST /api/admin/products': adminOnly('back-office:write; the example has no price in every store currency (422)'),
  'PATCH /api/admin/products/{id}': {
    ...adminOnly('back-office:write; the stale If-Unmodified-Since gets 412'),
    business: [404],
  },
  'POST /api/admin/products/{id}/images': {
    ...adminOnly('back-office:write; the sample file is no image (422)'),
    business: [404],
  },
  // back office: sales and discount codes (decision 0099), part of the products area
  'GET /api/admin/sales': adminOnly('back-office:read, part products: sales are Admin’s'),
  'GET /api/admin/sales/{id}': {
    ...adminOnly('back-office:read, part products; no sale with that id'),
    business: [404],
  },
  'POST /api/admin/sales': adminOnly('back-office:write; audited'),
  'PATCH /api/admin/sales/{id}': { ...adminOnly('back-office:write; no sale with that id'), business: [404, 422] },
  'DELETE /api/admin/sales/{id}': {
    ...adminOnly('back-office:write; ends a running sale, deletes a scheduled one; an ended one is a 409'),
    business: [404, 409],
  },
  'GET /api/admin/discount-codes': adminOnly('back-office:read, part products'),
  'GET /api/admin/discount-codes/{id}': {
    ...adminOnly('back-office:read, part products; no code with that id'),
    business: [404],
  },
  'POST /api/admin/discount-codes': adminOnly('back-office:write; the example code may exist already (409)'),
  'PATCH /api/admin/discount-codes/{id}': {
    ...adminOnly('back-office:write; no code with that id'),
    business: [404, 422],
  },
  'GET /api/store/images/{name}': open('an uploaded product image; the sample names none', [404]),
  'GET /api/admin/orders/{id}': {
    ...staffOnly('back-office:read, part orders; no order with that number'),
    business: [404],
  },
  'PATCH /api/admin/orders/{id}': {
    ...staffOnly('SPEC §4 setters, the home of PATCH /api/v1/orders/{id}; no order with that number'),
    business: [404],
  },
  'POST /api/admin/orders/{id}/refunds': {
    ...adminOnly('back-office:write (refunds move money, decision 0092); no order with that number'),
    business: [404],
  },
  // back office: stock (decision 0094)
  'GET /api/admin/stock': staffOnly('back-office:read, part stock'),
  'GET /api/admin/stock/products/{slug}': staffOnly('back-office:read, part stock'),
  'GET /api/admin/stock/locations/{slug}': staffOnly('back-office:read, part stock'),
  'POST /api/admin/stock/adjustments': adminOnly('back-office:write: staff read stock, Admin adjusts it'),
  'PATCH /api/admin/stock/products/{slug}': adminOnly('back-office:write; the stale If-Unmodified-Since is a 412'),
  // back office: metrics and web traffic (decision 0095)
  'GET /api/admin/metrics': adminOnly('back-office:read of metrics: staff read orders and stock only'),
  'GET /api/admin/metrics/tunes': adminOnly('back-office:read of metrics'),
  'GET /api/admin/metrics/vehicles': adminOnly('back-office:read of metrics'),
  'GET /api/admin/web-traffic': adminOnly('back-office:read of web traffic'),
  'POST /api/admin/jobs/{id}/retry': {
    ...staffOnly('background-jobs:manage; no failed job with that id'),
    business: [404],
  },
  'POST /api/v1/track/pv': open(),
  'GET /api/v1/track/pv': open(),
  'POST /api/v1/track/tag': open(),
  'GET /api/v1/track/attribution': open(),
  'POST /api/v1/short-links': staffOnly(),
  'POST /api/admin/short-links': staffOnly('the home of POST /api/v1/short-links'),
  'GET /api/v1/short-links': staffOnly(),
  'POST /api/v1/short-links/{hash}/follow': open('no such link', [404]),

  // accounts
  'GET /api/user/me': own(),
  'PATCH /api/user/me': own(),
  'GET /api/v1/addresses': own(),
  'POST /api/v1/addresses': own(),
  'PATCH /api/v1/addresses/{id}': others('address', ADMINS, 'own profile, addresses: own; Admin any'),
  'DELETE /api/v1/addresses/{id}': others('address', ADMINS, 'own profile, addresses: own; Admin any'),
  'GET /api/auth/redirect': open(),
  'POST /api/auth/logout': open('logged out already: 204 all the same'),

  // the auth library's open endpoints (auth-endpoints.ts)
  'POST /api/auth/sign-up/email': open(),
  'POST /api/auth/sign-in/email': { allowed: EVERYONE, business: [401], note: '401: a wrong password' },
  'POST /api/auth/sign-out': open(),
  'GET /api/auth/get-session': open(),
  'POST /api/auth/request-password-reset': open(),
  'POST /api/auth/reset-password': open(),
  'GET /api/auth/reset-password/{token}': open(),
  'POST /api/auth/sign-in/oauth2': open('no such provider', [404]),
  'POST /api/auth/sign-in/social': open('no such provider', [404]),
  'GET /api/auth/oauth2/callback/{providerId}': open('no such provider', [404]),
  'POST /api/auth/oauth2/callback/{providerId}': open('no such provider', [404]),
  'GET /api/auth/verify-email': { allowed: EVERYONE, business: [401], note: '401: no or a bad token' },
  'POST /api/auth/send-verification-email': open(),
  'POST /api/auth/change-password': own(),
  'POST /api/auth/change-email': own(),

  // catalog
  'GET /api/v1/featured': open(),
  'GET /api/v1/ecu/makes': open(),
  'GET /api/v1/ecu/makes/{make}/years': open(),
  'GET /api/v1/ecu/makes/{make}/years/{year}/models': open(),
  'GET /api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines': open(),
  'GET /api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}': open(),
  'GET /api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions': open(),
  'GET /api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions/{transmission}': open(),
  'GET /api/v1/ecu/tools': open(),
  'GET /api/v1/ecu/global-compat-rules': open(),
  'GET /api/v1/ecu/dyno-csv/{id}': open(),
  'GET /api/v1/ecu/list-all': open(),
  'GET /api/v1/ecu/categories/{category}': open(),
  'GET /api/v1/ecu/fzl-compat': open(),
  'GET /api/v1/ecu/fz3-compat': open(),
  'POST /api/v1/ecu/fzl-compat/subscribe': open(),
  'POST /api/v1/ecu/fz3-compat/subscribe': open(),
  'GET /api/v1/ecu/guide/{make}': open(),
  'GET /api/v1/ecu/guide/{make}/{year}/{model}': open(),
  'GET /api/v1/ecu/guide/{make}/{year}/{model}/{engine}': open(),

  // payments
  'GET /api/v1/payment-method-settings': open(),
  'GET /api/v1/stripe-payment-methods': own(),
  'DELETE /api/v1/stripe-payment-methods': own('Stripe is off in the test: no card is the caller’s', [404]),
  'DELETE /api/v1/stripe-payment-methods/{id}': own('Stripe is off in the test: no card is the caller’s', [404]),
  'POST /api/v1/stripe/webhook': open('verified by its signature, not a session; off without its secret', [404]),
  'GET /api/v1/braintree/client-token': open('Braintree is off in the test', [404]),

  // store
  'GET /api/store/product': open(),
  'GET /api/store/product/{slug}': open(),
  'PATCH /api/admin/store/product/{slug}': adminOnly('/admin products'),
  'GET /api/store/cart': own(),
  'PUT /api/store/cart': own(),
  'GET /api/v1/conversion-rate': open(),
  'PUT /api/v1/conversion-rate': staffOnly(),
  'PUT /api/admin/conversion-rate': staffOnly('the home of PUT /api/v1/conversion-rate'),
  'POST /api/admin/store/sales': adminOnly(),
  'GET /api/v1/kit-builder/tree': open('the kit builder is off by default', [404]),
  ...DEALER_PERMISSION_ROWS,
  // support and content (issue 26), one file per part
  ...TICKET_PERMISSION_ROWS,
  ...TICKET_INBOX_PERMISSION_ROWS,
  ...SUPPORT_PERMISSION_ROWS,
  ...PAGE_PERMISSION_ROWS,
  ...BLOG_PERMISSION_ROWS,
  ...NEWSLETTER_PERMISSION_ROWS,
  ...BETA_PERMISSION_ROWS,

  // checkout
  'POST /api/order/estimate': open(),
  'POST /api/order': open('guest checkout'),
  'GET /api/order/{id}': { ...others('order', STAFF, 'buyer, staff, or the order’s token'), anonymous: 404 },
  'POST /api/order/{id}/payment': { ...others('order', STAFF, 'buyer or the order’s token'), anonymous: 404 },
  'GET /api/v1/orders': own(),
  'GET /api/v1/account/purchases': own('the caller’s own purchases of every kind (decision 0070)'),
  'GET /api/v1/orders/{id}': others('order', STAFF),
  'PATCH /api/v1/orders/{id}': others('order', STAFF, 'staff only; someone else’s order is not revealed'),
  'POST /api/v1/orders/{id}/claim': {
    ...others('order', NOBODY, 'decision 0069: only with the order’s emailed token, which the table’s callers lack'),
    anonymous: 401,
  },
  'GET /api/v1/orders/{id}/invoice': {
    ...others('order', STAFF, 'invoice by emailed token: staff and admins without one'),
    anonymous: 404,
  },
  'GET /api/v1/orders/{id}/invoice.pdf': {
    ...others('order', STAFF, 'invoice by emailed token: staff and admins without one'),
    anonymous: 404,
  },
  'GET /api/v1/tax-rates': open(),
  'PATCH /api/v1/tax-rates/{id}': staffOnly(),
  'PATCH /api/admin/tax-rates/{id}': staffOnly('the home of PATCH /api/v1/tax-rates/{id}'),

  // catalog purchases and trade-ins
  'POST /api/v1/catalog/estimate': open('saving the purchase takes a login'),
  'POST /api/v1/catalog/pay': others(
    'catalog-purchase',
    NOBODY,
    'the buyer pays; staff read, do not pay',
    NOT_FOR_STAFF,
  ),
  'POST /api/v1/catalog/pay-later': others('catalog-purchase', NOBODY, 'dealer members bill their own purchase', {
    forbidden: ['customer', 'tuner', 'affiliate', 'tool-developer', ...STAFF],
  }),
  'POST /api/v1/catalog/via-ticket': others('catalog-purchase', NOBODY, 'the buyer asks', NOT_FOR_STAFF),
  'GET /api/v1/catalog-purchases': own(),
  'GET /api/v1/catalog-purchases/{id}': others('catalog-purchase', STAFF),
  'PATCH /api/v1/catalog-purchases/{id}': others(
    'catalog-purchase',
    NOBODY,
    'the buyer’s notes and VIN',
    NOT_FOR_STAFF,
  ),
  'POST /api/v1/catalog-purchases/{id}/open-ticket': others(
    'catalog-purchase',
    NOBODY,
    'the buyer opens',
    NOT_FOR_STAFF,
  ),
  'POST /api/v1/catalog-purchases/{id}/reply-ticket': others('catalog-purchase', STAFF),
  'GET /api/v1/rental-tools/{id}': open(),
  'GET /api/v1/trade-in-requests': own(),
  'POST /api/v1/trade-in-requests': own(),
  'GET /api/v1/trade-in-requests/{id}': others('trade-in', STAFF),
  'PATCH /api/v1/trade-in-requests/{id}': others('trade-in', STAFF),
  'GET /api/v1/trade-in-requests/{id}/photos/{photoId}': others('trade-in-photo', STAFF),

  // tune credits and rescue sessions
  'GET /api/v1/tune-credits': own(),
  'POST /api/v1/tune-credits/apply': others('tune-request', STAFF, 'tune-request:write'),
  'POST /api/v1/tune-credit-codes/check': own(),
  'POST /api/v1/tune-credit-codes/claim': own(),
  'POST /api/v1/tune-credit-codes/autoclaim': own(),
  'GET /api/v1/tune-credit-codes/invoices': own(),
  'POST /api/v1/tune-credit-codes/invoices': own(),
  'POST /api/v1/tune-credit-codes/commit': {
    allowed: ['dealer-manager', 'dealer-owner', ...STAFF],
    refused: 404,
    note: 'the body names the demo dealer’s invoice (the seed’s first): its managers and staff commit it',
  },
  'GET /api/v1/rescue-sessions': own(),
  'POST /api/v1/rescue-sessions': own(),
  'GET /api/v1/rescue-sessions/{id}': others('rescue-session', STAFF),
  'PATCH /api/v1/rescue-sessions/{id}': others('rescue-session', STAFF),
  'POST /api/v1/tuning-tickets': open(),

  // tuning
  'GET /api/v1/tuning/upload-settings': open(),
  'GET /api/v1/tune-requests/{id}/files/{fileId}': others('tune-request-file', STAFF),
  'GET /api/v1/logs/{id}': others('datalog', STAFF),
  'GET /api/v1/logs/{id}/file': others('datalog', STAFF),
  'POST /api/v1/tune-requests': own(),
  'GET /api/v1/tune-requests': own(),
  'POST /api/v1/logs': own(),
  'GET /api/v1/tuning/files': own(),
  'GET /api/v1/tune-requests/dealers': own(),
  'GET /api/v1/tune-requests/{id}': others('tune-request', STAFF),
  'PATCH /api/v1/tune-requests/{id}': others('tune-request', STAFF),
  'DELETE /api/v1/tune-requests/{id}': others('tune-request', STAFF),
  'POST /api/v1/tune-requests/{id}/estimate': others('tune-request', STAFF),
  'POST /api/v1/tune-requests/{id}/pay': others('tune-request', NOBODY, 'the customer pays', NOT_FOR_STAFF),
  'POST /api/v1/tune-requests/{id}/pay-later': others('tune-request', NOBODY, 'dealer members bill their dealer', {
    forbidden: ['customer', 'tuner', 'affiliate', 'tool-developer', ...STAFF],
  }),
  'POST /api/v1/tune-requests/{id}/free': others(
    'tune-request',
    STAFF,
    'staff only; someone else’s request is not revealed',
  ),
  'POST /api/v1/tune-requests/{id}/raw': others('tune-request', NOBODY, 'the customer asks', NOT_FOR_STAFF),
  'POST /api/v1/tune-requests/{id}/help': others('tune-request', STAFF),
  'POST /api/v1/tune-requests/{id}/support': others('tune-request', STAFF),
  'GET /api/v1/tune-requests/{id}/token': others('tune-request', STAFF),
  'GET /api/v1/tune-requests/{id}/download/{file}': {
    ...others('tune-request-file', NOBODY, 'the token from …/token is the permission; none sent'),
    anonymous: 404,
  },
  'GET /api/v1/recent-updates': own(),
  'GET /api/v1/pipeline': { allowed: [...STAFF, 'tuner'], note: 'staff: all; a tuner: their company’s' },
  'POST /api/v1/pipeline': others('tune-request', STAFF, 'a tuner works the requests of its pools only'),
  'POST /api/v1/tune-requests/{id}/reupload': others(
    'tune-request',
    NOBODY,
    'the customer’s corrected read',
    NOT_FOR_STAFF,
  ),
}
