import type { Money } from '../money/money.schema'
import { TUNE_REQUEST_STATUS_LABELS } from '../tuning/pipeline.constants'
import { nextPurchaseAction, purchasePageOf, type PurchaseState } from './next-purchase-action'
import {
  TUNE_BUNDLE_STATUS_LABELS,
  CREDIT_INVOICE_STATUS_LABELS,
  PURCHASE_KIND_LABELS,
  RESCUE_SESSION_STATUS_LABELS,
  STORE_ORDER_STATUS_LABELS,
} from './purchase-history.constants'
import type { PurchaseEntry } from './purchase-history.schema'

/** A purchase as a feature's service reads it: its state, a human title, its date (ISO) and total if any. */
export type PurchaseRecord = PurchaseState & { title: string; created_at: string; total: Money | null }

function statusLabelOf(purchase: PurchaseState): string {
  switch (purchase.kind) {
    case 'store-order':
      return STORE_ORDER_STATUS_LABELS[purchase.status]
    case 'tune-bundle':
      return TUNE_BUNDLE_STATUS_LABELS[purchase.status]
    case 'tune-request':
      return TUNE_REQUEST_STATUS_LABELS[purchase.status]
    case 'rescue-session':
      return RESCUE_SESSION_STATUS_LABELS[purchase.status]
    case 'credit-codes':
      return CREDIT_INVOICE_STATUS_LABELS[purchase.status]
  }
}

/** The history's row of one purchase: the kind and status as people read them, and the next action. */
export function toPurchaseEntry(record: PurchaseRecord): PurchaseEntry {
  return {
    kind: record.kind,
    kind_label: PURCHASE_KIND_LABELS[record.kind],
    id: record.id,
    ...purchasePageOf(record),
    title: record.title,
    created_at: record.created_at,
    total: record.total,
    status: record.status,
    status_label: statusLabelOf(record),
    next_action: nextPurchaseAction(record),
  }
}
