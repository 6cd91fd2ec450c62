import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addCartEntry } from './add-cart-entry'
import { MAX_MERGED_LINE_QUANTITY } from './cart.constants'
import type { CartEntry } from './cart.schema'
import { productEntry } from './cart.test-fixtures'

describe('addCartEntry', () => {
  it('appends a new entry with its hash', () => {
    const cart = addCartEntry([], productEntry('fz3', [[1, 'USB-C']]))
    expect(cart).toHaveLength(1)
    expect(cart[0]!.hash).not.toBe('')
    expect(cart[0]!.quantity).toBe(1)
  })
  it('merges an identical entry into one line of quantity 2', () => {
    const entry = productEntry('fz3', [[1, 'USB-C']])
    const cart = addCartEntry(addCartEntry([], entry), entry)
    expect(cart).toHaveLength(1)
    expect(cart[0]!.quantity).toBe(2)
  })
  it('keeps a different selection on its own line', () => {
    const cart = addCartEntry(
      addCartEntry([], productEntry('fz3', [[1, 'USB-C']])),
      productEntry('fz3', [[1, 'USB-A']]),
    )
    expect(cart.map((l) => l.quantity)).toEqual([1, 1])
  })
  it('caps the merged line at 20', () => {
    const cart = addCartEntry(addCartEntry([], productEntry('fz3', [], 15)), productEntry('fz3', [], 15))
    expect(cart[0]!.quantity).toBe(MAX_MERGED_LINE_QUANTITY)
  })
  it('does not change the array it was given', () => {
    const start = addCartEntry([], productEntry('fz3'))
    const copy = structuredClone(start)
    addCartEntry(start, productEntry('fz3'))
    expect(start).toEqual(copy)
  })

  it('never holds two identical lines nor a line above 20, and keeps the units when under the cap (property)', () => {
    const adds = fc.array(
      fc.record({
        slug: fc.constantFrom('a', 'b', 'c'),
        sel: fc.constantFrom('x', 'y'),
        q: fc.integer({ min: 1, max: 30 }),
      }),
      { maxLength: 40 },
    )
    fc.assert(
      fc.property(adds, (list) => {
        let cart: CartEntry[] = []
        for (const { slug, sel, q } of list) cart = addCartEntry(cart, productEntry(slug, [[1, sel]], q))
        const hashes = cart.map((l) => l.hash)
        expect(new Set(hashes).size).toBe(cart.length)
        for (const line of cart) {
          expect(line.quantity).toBeGreaterThanOrEqual(1)
          expect(line.quantity).toBeLessThanOrEqual(MAX_MERGED_LINE_QUANTITY)
          const added = list
            .filter(
              (a) =>
                `["product","${a.slug}",[[1,"${a.sel}"]]]` ===
                JSON.stringify(['product', line.product.slug, [[1, line.options[0]!.selection.name]]]),
            )
            .reduce((s, a) => s + Math.min(a.q, 20), 0)
          expect(line.quantity).toBe(Math.min(added, MAX_MERGED_LINE_QUANTITY))
        }
      }),
    )
  })
})
