import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineRefundMinor } from './line-refund-minor'

describe('lineRefundMinor', () => {
  it('gives back the units’ price when nothing was taken off or added', () => {
    const order = { subtotalMinor: 10_000, shippingMinor: 0, totalMinor: 10_000 }
    expect(lineRefundMinor(order, { lineTotalMinor: 6_000, quantity: 3 }, 1)).toBe(2_000)
    expect(lineRefundMinor(order, { lineTotalMinor: 6_000, quantity: 3 }, 3)).toBe(6_000)
  })

  it('takes the discount off and gives the tax back in proportion, never the shipping', () => {
    // 100.00 of goods, 10.00 off, 7.20 tax on 90.00, 5.00 shipping: the goods cost the buyer 97.20.
    const order = { subtotalMinor: 10_000, shippingMinor: 500, totalMinor: 10_220 }
    expect(lineRefundMinor(order, { lineTotalMinor: 10_000, quantity: 2 }, 1)).toBe(4_860)
    expect(lineRefundMinor(order, { lineTotalMinor: 10_000, quantity: 2 }, 2)).toBe(9_720)
  })

  it('is 0 for a free order and for no units, and counts at most the line’s units', () => {
    expect(
      lineRefundMinor({ subtotalMinor: 0, shippingMinor: 0, totalMinor: 0 }, { lineTotalMinor: 0, quantity: 1 }, 1),
    ).toBe(0)
    const order = { subtotalMinor: 1_000, shippingMinor: 0, totalMinor: 1_000 }
    expect(lineRefundMinor(order, { lineTotalMinor: 1_000, quantity: 2 }, 0)).toBe(0)
    expect(lineRefundMinor(order, { lineTotalMinor: 1_000, quantity: 2 }, 5)).toBe(1_000)
  })

  it('refunds of every unit, in any parts, never add up to more than the total less shipping', () => {
    const lines = fc.array(
      fc.record({ unitMinor: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 20 }) }),
      { minLength: 1, maxLength: 8 },
    )
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 30 }),
        (raw, discountPercent, shippingMinor, taxPercent) => {
          const withTotals = raw.map((line) => ({ ...line, lineTotalMinor: line.unitMinor * line.quantity }))
          const subtotalMinor = withTotals.reduce((sum, line) => sum + line.lineTotalMinor, 0)
          const discounted = subtotalMinor - Math.floor((subtotalMinor * discountPercent) / 100)
          const totalMinor = discounted + Math.floor((discounted * taxPercent) / 100) + shippingMinor
          const order = { subtotalMinor, shippingMinor, totalMinor }
          // Each unit refunded on its own: the most rounding can add up to.
          const oneByOne = withTotals.reduce((sum, line) => sum + line.quantity * lineRefundMinor(order, line, 1), 0)
          const whole = withTotals.reduce((sum, line) => sum + lineRefundMinor(order, line, line.quantity), 0)
          expect(oneByOne).toBeLessThanOrEqual(whole)
          expect(whole).toBeLessThanOrEqual(totalMinor - shippingMinor)
          expect(whole).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})
