import { describe, expect, it } from 'vitest'
import { addCartEntry } from './add-cart-entry'
import { productEntry } from './cart.test-fixtures'
import { removeCartEntry } from './remove-cart-entry'
import { setCartEntryQuantity } from './set-cart-entry-quantity'

describe('setCartEntryQuantity and removeCartEntry', () => {
  const cart = addCartEntry(addCartEntry([], productEntry('a')), productEntry('b'))
  it('sets one line, clamped', () => {
    expect(setCartEntryQuantity(cart, cart[1]!.hash, 99).map((l) => l.quantity)).toEqual([1, 20])
    expect(setCartEntryQuantity(cart, cart[0]!.hash, 0).map((l) => l.quantity)).toEqual([1, 1])
  })
  it('removes one line by hash, and nothing for an unknown hash', () => {
    expect(removeCartEntry(cart, cart[0]!.hash).map((l) => l.product.slug)).toEqual(['b'])
    expect(removeCartEntry(cart, 'nope')).toEqual(cart)
  })
})
