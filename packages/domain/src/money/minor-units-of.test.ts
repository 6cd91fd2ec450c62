import { describe, expect, it } from 'vitest'
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
