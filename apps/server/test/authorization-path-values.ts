import { PERMISSION_TABLE } from '@shop/domain/accounts'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from '../src/db/seed/demo-accounts'
import { DEMO_TRANSFER_IDS } from '../src/db/seed/dealer-transfers'

// The authorization table's path values that name something of the demo's (not someone else's object): the
// demo dealer Redline for every `/api/v1/dealers/{slug}` path, its seeded objects, a product of the test.

const DEALER = DEMO_ORGANIZATIONS.find((org) => org.kind === 'dealer')!

/**
 * A dealer's transfer operations: its pending transfer (seeded old, so that a cell sends, cancels or locks it and
 * later cells get a 409) and its group.
 */
const transferValues = Object.fromEntries(
  Object.keys(PERMISSION_TABLE)
    .filter((key) => key.includes('/api/v1/dealers/{slug}/transfer'))
    .map((key) => [
      key,
      { id: key.includes('/transfer-groups/') ? DEMO_TRANSFER_IDS.group : DEMO_TRANSFER_IDS.pending },
    ]),
)

const PATH_VALUES: Record<string, Record<string, string>> = {
  ...transferValues,
  'POST /api/v1/dealers/{slug}/tune-credit-codes/{code}/send': { code: 'RDNX-6666-EEEE' },
  'GET /api/admin/dealers/{id}': { id: DEALER.id },
  'PATCH /api/admin/dealers/{id}': { id: DEALER.id },
  'POST /api/admin/dealers/{id}/disbursements': { id: DEALER.id },
  'GET /api/v1/dealers/{slug}/statements/{id}': { id: 'current-USD' },
  'GET /api/v1/dealers/{slug}/statements/{id}/pdf': { id: 'current-USD' },
  'PATCH /api/admin/store/product/{slug}': { slug: 'table-cable' },
  // The seed's one tune-credit invoice, bought for Redline; a user no role of the table is.
  'GET /api/v1/dealers/{slug}/invoices/{id}': { id: '1' },
  'GET /api/v1/users/{id}/snapshot': { id: DEMO_ACCOUNTS.find((account) => account.email === 'apex@example.com')!.id },
}

/** The demo's value of a path parameter of an operation (`key` as in the table), or undefined for none. */
export function demoPathValue(key: string, path: string, param: string): string | undefined {
  const value = PATH_VALUES[key]?.[param]
  if (value !== undefined) return value
  return param === 'slug' && path.startsWith('/api/v1/dealers/') ? DEALER.slug : undefined
}

/** An object the test makes before the table runs (a flash-tool order of the demo dealer): its path values. */
export function rememberPathValues(key: string, values: Record<string, string>) {
  PATH_VALUES[key] = values
}
