import { describe, expect, it } from 'vitest'
import { productEntry } from './cart.test-fixtures'
import { isSameCartEntry } from './is-same-cart-entry'

describe('isSameCartEntry', () => {
  it('matches the same slug without options', () => {
    expect(isSameCartEntry(productEntry('fz3'), productEntry('fz3', [], 5))).toBe(true)
  })
  it('matches the same options chosen in another order', () => {
    const a = productEntry('cable', [
      [1, '3 m'],
      [2, 'Black'],
    ])
    const b = productEntry('cable', [
      [2, 'Black'],
      [1, '3 m'],
    ])
    expect(isSameCartEntry(a, b)).toBe(true)
  })
  it.each([
    ['another slug', productEntry('fz3'), productEntry('fzl')],
    ['another selection', productEntry('cable', [[1, '3 m']]), productEntry('cable', [[1, '5 m']])],
    ['another option id', productEntry('cable', [[1, '3 m']]), productEntry('cable', [[2, '3 m']])],
    ['an option against none', productEntry('cable', [[1, '3 m']]), productEntry('cable')],
  ])('does not match %s', (_, a, b) => {
    expect(isSameCartEntry(a, b)).toBe(false)
  })
  it('ignores prices and names', () => {
    const a = productEntry('fz3', [], 1, { USD: 1 })
    const b = { ...productEntry('fz3', [], 1, { USD: 2 }), product: { ...productEntry('fz3').product, name: 'x' } }
    expect(isSameCartEntry(a, b)).toBe(true)
  })
  it('tells a catalog tune from a product with the same slug', () => {
    const tune = { ...productEntry('x'), kind: 'catalog-tune' } as never
    expect(isSameCartEntry(tune, productEntry('x'))).toBe(false)
  })
})
