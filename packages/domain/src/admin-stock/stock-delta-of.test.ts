import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stockDeltaOf } from './stock-delta-of'

describe('the change an adjustment makes (decision 0094)', () => {
  it('a count sets the level to the counted quantity, whatever was on hand', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (onHand, counted) => {
        expect(onHand + stockDeltaOf(onHand, { counted })).toBe(counted)
      }),
    )
  })

  it('a delta is added as sent', () => {
    expect(stockDeltaOf(7, { delta: 3 })).toBe(3)
    expect(stockDeltaOf(7, { delta: -2 })).toBe(-2)
  })
})
