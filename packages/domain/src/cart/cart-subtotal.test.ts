import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addCartEntry } from './add-cart-entry'
import type { CartEntry } from './cart.schema'
import { cartSubtotal } from './cart-subtotal'
import { cartTotalUnits } from './cart-total-units'
import { productEntry } from './cart.test-fixtures'
import { pricePerUnit } from './price-per-unit'

describe('cartSubtotal and cartTotalUnits', () => {
  it('sums price per unit × quantity', () => {
    let cart: CartEntry[] = []
    cart = addCartEntry(cart, productEntry('a', [[1, 'x', 250]], 2))
    cart = addCartEntry(cart, productEntry('b', [], 3))
    expect(cartSubtotal(cart, 'USD')).toEqual({ amount_minor: 2 * 10250 + 3 * 10000, currency: 'USD' })
    expect(cartTotalUnits(cart)).toBe(5)
  })
  it('is zero for an empty cart', () => {
    expect(cartSubtotal([], 'EUR')).toEqual({ amount_minor: 0, currency: 'EUR' })
    expect(cartTotalUnits([])).toBe(0)
  })
  it('is null when a line is not sold in the currency', () => {
    expect(cartSubtotal(addCartEntry([], productEntry('a')), 'CAD')).toBeNull()
  })
  it('does not depend on the order of the lines and is a whole number (property)', () => {
    const line = fc.record({
      slug: fc.string({ minLength: 1, maxLength: 5 }),
      price: fc.integer({ min: 0, max: 10_000_000 }),
      q: fc.integer({ min: 1, max: 20 }),
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        let cart: CartEntry[] = []
        for (const l of lines) cart = addCartEntry(cart, productEntry(l.slug, [], l.q, { USD: l.price }))
        const total = cartSubtotal(cart, 'USD')!
        expect(cartSubtotal([...cart].reverse(), 'USD')).toEqual(total)
        expect(Number.isSafeInteger(total.amount_minor)).toBe(true)
        const expected = cart.reduce((s, l) => s + pricePerUnit(l, 'USD')!.amount_minor * l.quantity, 0)
        expect(total.amount_minor).toBe(expected)
      }),
    )
  })
})
