import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_CART_QUANTITY } from './cart.constants'
import { clampCartQuantity } from './clamp-cart-quantity'

describe('clampCartQuantity', () => {
  it.each<[unknown, number]>([
    [1, 1],
    [5, 5],
    [0, 1],
    [-3, 1],
    [2.9, 2],
    [999, MAX_CART_QUANTITY],
    [Infinity, MAX_CART_QUANTITY],
    [-Infinity, 1],
    [NaN, 1],
    ['4', 4],
    ['', 1],
    ['abc', 1],
    [null, 1],
    [undefined, 1],
  ])('%s → %s', (input, expected) => {
    expect(clampCartQuantity(input)).toBe(expected)
  })
  it('always answers a whole number from 1 to the maximum (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string()), (input) => {
        const q = clampCartQuantity(input)
        expect(Number.isInteger(q)).toBe(true)
        expect(q).toBeGreaterThanOrEqual(1)
        expect(q).toBeLessThanOrEqual(MAX_CART_QUANTITY)
      }),
    )
  })
})
