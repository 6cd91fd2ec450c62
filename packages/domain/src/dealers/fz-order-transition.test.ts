import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canMoveFzOrder, fzOrderTotal } from './fz-order-transition'
import { FZ_ORDER_STATES } from './fz-orders.contract'

describe('a flash-tool order’s shipping states', () => {
  it('goes placed → shipped → delivered, or placed → cancelled', () => {
    expect(canMoveFzOrder('placed', 'shipped')).toBe(true)
    expect(canMoveFzOrder('shipped', 'delivered')).toBe(true)
    expect(canMoveFzOrder('placed', 'cancelled')).toBe(true)
  })

  it('never skips shipping, never cancels what left the warehouse, never moves a finished order', () => {
    expect(canMoveFzOrder('placed', 'delivered')).toBe(false)
    expect(canMoveFzOrder('shipped', 'cancelled')).toBe(false)
    for (const to of FZ_ORDER_STATES) {
      expect(canMoveFzOrder('delivered', to)).toBe(false)
      expect(canMoveFzOrder('cancelled', to)).toBe(false)
      expect(canMoveFzOrder(to, 'placed')).toBe(false)
    }
  })

  it('totals each unit price times its quantity', () => {
    expect(fzOrderTotal([])).toBe(0n)
    expect(
      fzOrderTotal([
        { unitPriceMinor: 439_00n, quantity: 3 },
        { unitPriceMinor: 719_00n, quantity: 1 },
      ]),
    ).toBe(2036_00n)
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPriceMinor: fc.bigInt({ min: 0n, max: 10n ** 9n }), quantity: fc.nat(100) })),
        (lines) => {
          const split = Math.floor(lines.length / 2)
          expect(fzOrderTotal(lines)).toBe(fzOrderTotal(lines.slice(0, split)) + fzOrderTotal(lines.slice(split)))
        },
      ),
    )
  })
})
