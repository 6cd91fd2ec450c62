import { PERMISSION_TABLE } from '@shop/domain/accounts'
import { DEMO_TRANSFER_IDS } from '../src/db/seed/dealer-transfers'

/**
 * The authorization table's path values for a dealer's transfer operations: the demo dealer's slug, its pending
 * transfer (seeded old, so that a cell sends, cancels or locks it and later cells get a 409) and its group.
 */
export function dealerTransferPathValues(slug: string): Record<string, Record<string, string>> {
  const keys = Object.keys(PERMISSION_TABLE).filter((key) => key.includes('/api/v1/dealers/{slug}/transfer'))
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { slug, id: key.includes('/transfer-groups/') ? DEMO_TRANSFER_IDS.group : DEMO_TRANSFER_IDS.pending },
    ]),
  )
}
