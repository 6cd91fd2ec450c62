import {
  LEDGER_OBJECT_REFERENCE_KEYS,
  VALUE_TRANSFER_KIND,
  type LedgerObject,
  type LedgerObjectType,
} from './transactions.contract'

/**
 * The object a ledger transaction belongs to, read from its kind and `reference`: a value transfer is its own
 * transaction; otherwise the first reference key that names an object (`order_id`, `tune_request_id`, `code`).
 * null when it names none.
 */
export function ledgerObjectOf(transaction: {
  id: string
  kind: string
  reference: Readonly<Record<string, string | number>>
}): LedgerObject | null {
  if (transaction.kind === VALUE_TRANSFER_KIND) return { type: 'value-transfer', id: transaction.id }
  for (const [type, key] of Object.entries(LEDGER_OBJECT_REFERENCE_KEYS)) {
    const id = transaction.reference[key]
    if (id !== undefined) return { type: type as LedgerObjectType, id: String(id) }
  }
  return null
}
