import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../checkout/checkout.constants'
import { RESCUE_SESSION_STATUSES } from '../rescue/rescue-session.schema'
import { TUNE_REQUEST_STATUSES } from '../tuning/tune-request.schema'
import { nextPurchaseAction, type PurchaseState } from './next-purchase-action'
import { TUNE_BUNDLE_STATUSES, CREDIT_INVOICE_STATUSES } from './purchase-history.constants'
import { toPurchaseEntry } from './to-purchase-entry'

const every: PurchaseState[] = [
  ...ORDER_STATUSES.map((status) => ({ kind: 'store-order' as const, id: 5, status })),
  ...TUNE_BUNDLE_STATUSES.map((status) => ({ kind: 'tune-bundle' as const, id: 5, status })),
  ...TUNE_REQUEST_STATUSES.map((status) => ({ kind: 'tune-request' as const, id: 5, status })),
  ...RESCUE_SESSION_STATUSES.map((status) => ({ kind: 'rescue-session' as const, id: 5, status })),
  ...CREDIT_INVOICE_STATUSES.map((status) => ({ kind: 'credit-codes' as const, id: 5, status })),
]

describe('nextPurchaseAction', () => {
  it.each([
    [{ kind: 'store-order', id: 5, status: 'shipped' }, 'track', '/profile/orders/5'],
    [{ kind: 'store-order', id: 5, status: 'paid' }, 'view', '/profile/orders/5'],
    [{ kind: 'tune-bundle', id: 5, status: 'paid' }, 'upload', '/tuning'],
    [{ kind: 'tune-bundle', id: 5, status: 'billed' }, 'upload', '/tuning'],
    [{ kind: 'tune-bundle', id: 5, status: 'ticket' }, 'view', '/purchase/catalog/5'],
    [{ kind: 'tune-request', id: 5, status: 'estimated' }, 'pay', '/tuning/request/5/status'],
    [{ kind: 'tune-request', id: 5, status: 'rejected' }, 'upload', '/tuning/request/5/status'],
    [{ kind: 'tune-request', id: 6, status: 'awaiting-read' }, 'upload', '/tuning/request/6/status'],
    [{ kind: 'tune-request', id: 5, status: 'delivered' }, 'download', '/tuning/request/5/status'],
    [{ kind: 'tune-request', id: 5, status: 'in-progress' }, 'track', '/tuning/request/5/status'],
    [{ kind: 'rescue-session', id: 5, status: 'estimated' }, 'pay', '/fz/rescue'],
    [{ kind: 'rescue-session', id: 5, status: 'open' }, 'track', '/fz/rescue'],
    [{ kind: 'credit-codes', id: 5, status: 'committed' }, 'view', '/profile/credits'],
  ] as const)('%o → %s at %s', (purchase, kind, href) => {
    expect(nextPurchaseAction(purchase)).toMatchObject({ kind, href })
  })

  it('gives every status of every kind a human status label and a sentence-like action label', () => {
    for (const purchase of every) {
      const entry = toPurchaseEntry({ ...purchase, title: 'x', created_at: new Date(0).toISOString(), total: null })
      expect(entry.status_label, `${purchase.kind} ${purchase.status}`).toMatch(/^[A-Z]/)
      expect(entry.status_label).not.toBe(purchase.status)
      expect(entry.kind_label).toMatch(/^[A-Z][a-z]/)
      expect(entry.next_action.label).toMatch(/^[A-Z][a-z]+ /)
      expect(entry.next_action.href).toMatch(/^\/[a-z]/)
    }
  })
})
