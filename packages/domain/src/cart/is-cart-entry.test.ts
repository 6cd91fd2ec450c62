import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addCartEntry } from './add-cart-entry'
import { CartEntrySchema } from './cart.schema'
import { bundleEntry, productEntry } from './cart.test-fixtures'
import { isCartEntry } from './is-cart-entry'

const [valid] = addCartEntry([], productEntry('fz3', [[1, 'USB-C', 500]], 2))
const [tune] = addCartEntry([], bundleEntry('/catalog/a/2019/b/c', [1]))

describe('isCartEntry', () => {
  it('accepts what addCartEntry builds, of both kinds', () => {
    expect(isCartEntry(valid)).toBe(true)
    expect(isCartEntry(tune)).toBe(true)
  })
  it.each([
    ['null', null],
    ['quantity 0', { ...valid, quantity: 0 }],
    ['quantity 21', { ...valid, quantity: 21 }],
    ['a float price', { ...valid, product: { ...valid!.product, pricesByCurrency: { USD: 1.5 } } }],
    ['a lowercase currency', { ...valid, product: { ...valid!.product, pricesByCurrency: { usd: 1 } } }],
    ['no hash', { ...valid, hash: undefined }],
    ['another kind', { ...valid, kind: 'gift' }],
    ['a tune without ids', { ...tune, tuneIds: [] }],
    ['a bundle with a bad tool choice', { ...tune, tools: { own: ['1'], rent: false } }],
    ['a bundle with a bad part', { ...tune, parts: [{ name: 'x', pricesByCurrency: { USD: -1 } }] }],
    ['a tune outside the catalog', { ...tune, vehicle: { ...(tune as { vehicle: object }).vehicle, path: '/x' } }],
  ])('refuses %s', (_, value) => {
    expect(isCartEntry(value)).toBe(false)
  })
  it('accepts a bundle saved before the tool choice (decision 0068)', () => {
    const { tools: _tools, parts: _parts, ...old } = tune as never as Record<string, unknown>
    expect(isCartEntry(old)).toBe(true)
  })
  it('agrees with CartEntrySchema on mutated entries (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          quantity: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.double()),
          slug: fc.string({ maxLength: 4 }),
          price: fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double()),
        }),
        ({ quantity, slug, price }) => {
          const value = { ...valid, quantity, product: { ...valid!.product, slug, pricesByCurrency: { USD: price } } }
          expect(isCartEntry(value)).toBe(CartEntrySchema.safeParse(value).success)
        },
      ),
    )
  })
})
