import { describe, expect, it } from 'vitest'
import { resolveDisplayCurrency } from './resolve-display-currency'

const STORE = ['USD', 'CAD', 'EUR', 'GBP'] as const

describe('resolveDisplayCurrency (SPEC §5)', () => {
  it.each([
    ['USD', 'USD'],
    ['EUR', 'EUR'],
    ['GBP', 'GBP'],
    ['JPY', 'USD'],
    ['eur', 'USD'],
    ['', 'USD'],
    [null, 'USD'],
    [undefined, 'USD'],
  ])(
    '"Price display currency must be one of the store currencies, else the first store currency": %s → %s',
    (wanted, shown) => {
      expect(resolveDisplayCurrency(wanted, STORE)).toBe(shown)
    },
  )

  it('the first store currency is whatever the store lists first', () => {
    expect(resolveDisplayCurrency('JPY', ['CAD', 'USD'])).toBe('CAD')
  })

  it('a store without currencies is a configuration error', () => {
    expect(() => resolveDisplayCurrency('USD', [])).toThrow()
  })
})
