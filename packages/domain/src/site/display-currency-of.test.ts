import { describe, expect, it } from 'vitest'
import { displayCurrencyOf } from './display-currency-of'
import { SiteConfigSchema } from './site-config.schema'

const config = SiteConfigSchema.parse({})

describe('displayCurrencyOf (SPEC §5, §9)', () => {
  it.each([
    [{}, 'USD'],
    [{ preferred: 'EUR' }, 'EUR'],
    [{ wanted: 'GBP', preferred: 'EUR' }, 'GBP'],
    [{ wanted: 'JPY' }, 'USD'],
    [{ preferred: 'JPY' }, 'USD'],
    [{ wanted: null, preferred: null }, 'USD'],
  ])('%j → %s', (choice, currency) => {
    expect(displayCurrencyOf(config, choice)).toBe(currency)
  })

  it('defaults to CAD on a Canadian storefront', () => {
    expect(displayCurrencyOf({ ...config, forceCad: true })).toBe('CAD')
  })
})
