import { describe, expect, it } from 'vitest'
import { defaultCurrencyOf } from './default-currency-of'

describe('defaultCurrencyOf (SPEC §9)', () => {
  it.each([
    [{ defaultCurrency: 'USD', forceCad: false }, 'USD'],
    [{ defaultCurrency: 'EUR', forceCad: false }, 'EUR'],
    [{ defaultCurrency: 'USD', forceCad: true }, 'CAD'],
    [{ defaultCurrency: 'EUR', forceCad: true }, 'CAD'],
  ])('"Default currency: from configuration; forced to CAD for a certain region flag": %j → %s', (config, result) => {
    expect(defaultCurrencyOf(config)).toBe(result)
  })
})
