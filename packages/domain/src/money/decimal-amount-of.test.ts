import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalAmountOf } from './decimal-amount-of'
import { minorAmountOf } from './minor-amount-of'

describe('decimalAmountOf / minorAmountOf (payment API amounts)', () => {
  it.each([
    [12_999n, 'USD', '129.99'],
    [5n, 'EUR', '0.05'],
    [0n, 'GBP', '0.00'],
    [500n, 'JPY', '500'],
    [1n, 'BHD', '0.001'],
    [-250n, 'CAD', '-2.50'],
  ])('%s %s is "%s"', (minor, currency, decimal) => {
    expect(decimalAmountOf(minor, currency)).toBe(decimal)
    expect(minorAmountOf(decimal, currency)).toBe(minor)
  })

  it('accepts fewer digits and trailing zeros', () => {
    expect(minorAmountOf('10', 'USD')).toBe(1_000n)
    expect(minorAmountOf('10.5', 'USD')).toBe(1_050n)
    expect(minorAmountOf('10.500', 'USD')).toBe(1_050n)
  })

  it.each(['1.005', '12,00', 'abc', '', '1e3'])('never rounds or guesses: "%s" USD throws', (text) => {
    expect(() => minorAmountOf(text, 'USD')).toThrow(RangeError)
  })

  it('property: the two are inverse for every amount and currency', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.constantFrom('USD', 'EUR', 'JPY', 'BHD'),
        (minor, currency) => {
          expect(minorAmountOf(decimalAmountOf(minor, currency), currency)).toBe(minor)
        },
      ),
    )
  })
})
