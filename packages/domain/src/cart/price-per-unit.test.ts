import { describe, expect, it } from 'vitest'
import { productEntry } from './cart.test-fixtures'
import { pricePerUnit } from './price-per-unit'

describe('pricePerUnit', () => {
  it('adds the selections to the product price', () => {
    const entry = productEntry('cable', [
      [1, '3 m', 500],
      [2, 'Black', 0],
    ])
    expect(pricePerUnit(entry, 'EUR')).toEqual({ amount_minor: 9500, currency: 'EUR' })
  })
  it('is null in a currency the product is not sold in', () => {
    expect(pricePerUnit(productEntry('fz3'), 'GBP')).toBeNull()
  })
  it('is null when a selection has no price in the currency', () => {
    const entry = productEntry('x', [], 1, { GBP: 100 })
    const withOption = {
      ...entry,
      options: [{ option: { id: 1, name: 'o' }, selection: { name: 's', pricesByCurrency: {} } }],
    }
    expect(pricePerUnit(withOption, 'GBP')).toBeNull()
  })
})
