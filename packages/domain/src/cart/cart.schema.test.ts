import { describe, expect, it } from 'vitest'
import { addCartEntry } from './add-cart-entry'
import { CartSchema } from './cart.schema'
import { bundleEntry, productEntry } from './cart.test-fixtures'

describe('CartSchema', () => {
  it('accepts a cart built by addCartEntry', () => {
    const entries = addCartEntry([], productEntry('fz3', [[1, 'USB-C', 500]]))
    expect(CartSchema.parse({ currency: 'EUR', entries }).entries).toHaveLength(1)
  })
  it('accepts a vehicle bundle', () => {
    const entries = addCartEntry([], bundleEntry('/catalog/audi/2019/a4/2-0-tfsi', [12, 3]))
    expect(CartSchema.safeParse({ currency: 'USD', entries }).success).toBe(true)
    expect(entries[0]!.product.slug).toBe('tune:/catalog/audi/2019/a4/2-0-tfsi:3,12')
  })
  it('reads a bundle saved before the tool choice as "buy the tool the tunes need"', () => {
    const {
      tools: _tools,
      parts: _parts,
      ...old
    } = addCartEntry([], bundleEntry())[0] as never as Record<string, unknown>
    const parsed = CartSchema.parse({ currency: 'USD', entries: [old] }).entries[0]!
    expect(parsed.kind === 'catalog-tune' && parsed.tools).toEqual({ own: [], rent: false })
    expect(parsed.kind === 'catalog-tune' && parsed.parts).toEqual([])
  })
  it.each([
    ['a quantity of 0', { ...addCartEntry([], productEntry('a'))[0], quantity: 0 }],
    ['a quantity above the maximum', { ...addCartEntry([], productEntry('a'))[0], quantity: 21 }],
    ['a float price', { ...addCartEntry([], productEntry('a', [], 1, { USD: 1.5 }))[0] }],
    ['an unknown kind', { ...addCartEntry([], productEntry('a'))[0], kind: 'gift' }],
  ])('refuses %s', (_, entry) => {
    expect(CartSchema.safeParse({ currency: 'USD', entries: [entry] }).success).toBe(false)
  })
})
