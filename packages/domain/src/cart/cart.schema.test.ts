import { describe, expect, it } from 'vitest'
import { addCartEntry } from './add-cart-entry'
import { CartSchema } from './cart.schema'
import { productEntry } from './cart.test-fixtures'
import { catalogTuneSlug } from './catalog-tune-slug'

describe('CartSchema', () => {
  it('accepts a cart built by addCartEntry', () => {
    const entries = addCartEntry([], productEntry('fz3', [[1, 'USB-C', 500]]))
    expect(CartSchema.parse({ currency: 'EUR', entries }).entries).toHaveLength(1)
  })
  it('accepts a catalog-tune entry', () => {
    const path = '/catalog/audi/2019/a4/2-0-tfsi'
    const entries = addCartEntry([], {
      kind: 'catalog-tune',
      product: {
        slug: catalogTuneSlug(path, [12, 3]),
        name: 'Stage 1',
        subtext: 'Audi A4',
        image: null,
        pricesByCurrency: { USD: 49900 },
      },
      vehicle: { path, make: 'audi', year: '2019', model: 'a4', engine: '2-0-tfsi', transmission: null },
      tuneIds: [3, 12],
      options: [],
      quantity: 1,
    })
    expect(CartSchema.safeParse({ currency: 'USD', entries }).success).toBe(true)
    expect(entries[0]!.product.slug).toBe('tune:/catalog/audi/2019/a4/2-0-tfsi:3,12')
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
