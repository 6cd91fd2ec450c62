import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { selectStock } from './select-stock'

const LEVELS = [
  { locationId: 1, country: 'US', position: 0, quantity: 2 },
  { locationId: 2, country: 'CA', position: 1, quantity: 5 },
  { locationId: 3, country: 'NL', position: 2, quantity: 1 },
]

describe('selectStock (decision 0027)', () => {
  it('ships from the destination country first', () => {
    expect(selectStock(LEVELS, 1, 'NL')).toEqual([{ locationId: 3, quantity: 1 }])
    expect(selectStock(LEVELS, 3, 'CA')).toEqual([{ locationId: 2, quantity: 3 }])
  })

  it('then by position, splitting across locations', () => {
    expect(selectStock(LEVELS, 4, 'DE')).toEqual([
      { locationId: 1, quantity: 2 },
      { locationId: 2, quantity: 2 },
    ])
  })

  it('is null when all locations together have too few (never oversold)', () => {
    expect(selectStock(LEVELS, 9, 'US')).toBeNull()
    expect(selectStock([], 1, 'US')).toBeNull()
  })

  it('property: picks sum to wanted and never take more than a location has', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 5 }),
        fc.integer({ min: 1, max: 40 }),
        (quantities, wanted) => {
          const levels = quantities.map((quantity, i) => ({ locationId: i + 1, country: 'US', position: i, quantity }))
          const picks = selectStock(levels, wanted, null)
          const total = quantities.reduce((a, b) => a + b, 0)
          if (total < wanted) {
            expect(picks).toBeNull()
          } else {
            expect(picks!.reduce((a, p) => a + p.quantity, 0)).toBe(wanted)
            for (const pick of picks!) expect(pick.quantity).toBeLessThanOrEqual(quantities[pick.locationId - 1]!)
          }
        },
      ),
    )
  })
})
