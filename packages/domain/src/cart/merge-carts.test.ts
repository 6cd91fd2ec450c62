import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addCartEntry } from './add-cart-entry'
import { MAX_MERGED_LINE_QUANTITY } from './cart.constants'
import type { CartEntry } from './cart.schema'
import { cartTotalUnits } from './cart-total-units'
import { productEntry } from './cart.test-fixtures'
import { mergeCarts } from './merge-carts'

const build = (adds: Array<[string, number]>): CartEntry[] =>
  adds.reduce<CartEntry[]>((cart, [slug, q]) => addCartEntry(cart, productEntry(slug, [], q)), [])

describe('mergeCarts', () => {
  it('adds identical lines up and appends new ones after the account lines', () => {
    const merged = mergeCarts(
      build([
        ['a', 1],
        ['b', 2],
      ]),
      build([
        ['b', 3],
        ['c', 1],
      ]),
    )
    expect(merged.map((l) => [l.product.slug, l.quantity])).toEqual([
      ['a', 1],
      ['b', 5],
      ['c', 1],
    ])
  })
  it('caps a merged line at 20', () => {
    expect(mergeCarts(build([['a', 15]]), build([['a', 10]]))[0]!.quantity).toBe(MAX_MERGED_LINE_QUANTITY)
  })
  it('merging with an empty cart changes nothing', () => {
    const cart = build([['a', 2]])
    expect(mergeCarts(cart, [])).toEqual(cart)
    expect(mergeCarts([], cart)).toEqual(cart)
  })

  it('keeps every line once, each within the cap, and loses no unit below it (property)', () => {
    const cart = fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.integer({ min: 1, max: 20 })), {
      maxLength: 10,
    })
    fc.assert(
      fc.property(cart, cart, (left, right) => {
        const a = build(left)
        const b = build(right)
        const merged = mergeCarts(a, b)
        const slugs = merged.map((l) => l.product.slug)
        expect(new Set(slugs).size).toBe(slugs.length)
        expect(new Set(slugs)).toEqual(new Set([...a, ...b].map((l) => l.product.slug)))
        for (const line of merged) {
          const sum = [...a, ...b]
            .filter((l) => l.product.slug === line.product.slug)
            .reduce((s, l) => s + l.quantity, 0)
          expect(line.quantity).toBe(Math.min(sum, MAX_MERGED_LINE_QUANTITY))
        }
        expect(cartTotalUnits(merged)).toBeLessThanOrEqual(cartTotalUnits(a) + cartTotalUnits(b))
        // symmetric in what it holds (not in order)
        const other = mergeCarts(b, a)
        expect(new Map(other.map((l) => [l.hash, l.quantity]))).toEqual(
          new Map(merged.map((l) => [l.hash, l.quantity])),
        )
      }),
    )
  })
})
