import { describe, expect, it } from 'vitest'
import { KNOWN_CURRENCIES } from './known-currencies'
import { minorUnitsOf } from './minor-units-of'

describe('minorUnitsOf', () => {
  it.each([
    ['USD', 2],
    ['CAD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['BHD', 3],
    ['KWD', 3],
  ])('%s has %i minor digits', (currency, digits) => {
    expect(minorUnitsOf(currency)).toBe(digits)
  })

  it('refuses a code that is not three letters', () => {
    expect(() => minorUnitsOf('US')).toThrow(RangeError)
  })
})

describe('the minor units known without Intl', () => {
  it.each([...KNOWN_CURRENCIES].map(([currency, known]) => [currency, known.minorUnits] as const))(
    '%s: %i, as Intl has it',
    (currency, digits) => {
      const fromIntl = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      expect(digits).toBe(fromIntl.maximumFractionDigits)
    },
  )

  it('answers a name of an object property through Intl, which refuses it', () => {
    expect(() => minorUnitsOf('constructor')).toThrow(RangeError)
  })
})
