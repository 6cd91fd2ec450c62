import { describe, expect, it } from 'vitest'
import { CATALOG_PURCHASE_STATUSES, TRADE_IN_STATUSES } from '../catalog-purchase'
import { ORDER_STATUSES } from '../checkout'
import { RESCUE_SESSION_STATUSES } from '../rescue'
import { STOCK_STATES } from '../store'
import { TUNE_REQUEST_STATUSES } from '../tuning'
import { PRODUCT_VISIBILITIES } from '../admin-products'
import { DISCOUNT_CODE_STATUSES, SALE_STATUSES } from '../admin-promotions'
import { hasStatusTone, STATUS_TONES, statusTone } from './status-tone'

describe('statusTone: one colour per status across the product (docs/design.md)', () => {
  it.each([
    ['paid', 'success'],
    ['delivered', 'success'],
    ['pending', 'warning'],
    ['estimated', 'warning'],
    ['cancelled', 'danger'],
    ['rejected', 'danger'],
    ['in-progress', 'info'],
    ['shipped', 'info'],
    ['created', 'neutral'],
    ['draft', 'neutral'],
    ['visible', 'success'],
    ['hidden', 'neutral'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone)
  })

  it.each([
    ['order', ORDER_STATUSES],
    ['tune request', TUNE_REQUEST_STATUSES],
    ['rescue session', RESCUE_SESSION_STATUSES],
    ['catalog purchase', CATALOG_PURCHASE_STATUSES],
    ['trade-in', TRADE_IN_STATUSES],
    ['sale', SALE_STATUSES],
    ['discount code', DISCOUNT_CODE_STATUSES],
    ['product visibility', PRODUCT_VISIBILITIES],
    ['stock level', STOCK_STATES],
  ] as const)('every %s status has a tone of its own, not the fallback', (_, statuses) => {
    for (const status of statuses) {
      expect(hasStatusTone(status), status).toBe(true)
      expect(STATUS_TONES).toContain(statusTone(status))
    }
  })

  it('an unknown status is neutral, including the names every object inherits', () => {
    for (const status of ['', 'PAID', 'unknown', '__proto__', 'constructor', 'toString']) {
      expect(statusTone(status), status).toBe('neutral')
      expect(hasStatusTone(status), status).toBe(false)
    }
  })

  it('"paid" means the same colour for an order, a tune request, a rescue session and a catalog purchase', () => {
    expect(new Set(['paid'].map(statusTone))).toEqual(new Set(['success']))
    expect(statusTone('pay-later')).toBe(statusTone('billed'))
  })
})
