import { PERMISSION_TABLE } from '@shop/domain/accounts'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from '../src/db/seed/demo-accounts'
import { DEMO_TRANSFER_IDS } from '../src/db/seed/dealer-transfers'
import { issuedStatementOf } from './fixtures/dealer-objects'
import type { TestApp } from './test-app'

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
  // No signatory has this id: the demo's own (its owner, decision 0107) stays named for the rows that need one.
  ...Object.fromEntries(
    [
      'DELETE /api/v1/signature-authority/{id}',
      'GET /api/v1/signature-authority/{id}/signature',
      'GET /api/admin/dealer-signature-authority/{id}',
    ].map((key) => [key, { id: '999999' }]),
  ),
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

/** An issued statement of the demo dealer (the seed's history fills earlier months), for the owner to accept. */
export async function rememberDemoStatement(app: TestApp, ownerCookie: string | undefined) {
  const id = await issuedStatementOf(app, ownerCookie, DEALER.slug)
  PATH_VALUES['POST /api/v1/dealers/{slug}/statements/{id}/accept'] = { id }
}
