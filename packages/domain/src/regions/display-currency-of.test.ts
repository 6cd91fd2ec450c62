import { describe, expect, it } from 'vitest'
import { displayCurrencyOf } from './display-currency-of'
import { SiteConfigSchema } from '../site/site-config.schema'

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

  describe('the region of the request decides the default (issue 6)', () => {
    const twoRegions = SiteConfigSchema.parse({ regions: [1, 2] })
    it.each([
      [{ region: 2 }, 'EUR'],
      [{ region: 1 }, 'USD'],
      [{ region: null }, 'USD'],
      [{ region: 2, preferred: 'GBP' }, 'GBP'],
      [{ region: 2, wanted: 'CAD', preferred: 'GBP' }, 'CAD'],
      [{ region: 1, wanted: 'JPY' }, 'USD'],
    ] as const)('%j → %s', (choice, currency) => {
      expect(displayCurrencyOf(twoRegions, choice)).toBe(currency)
    })

    it("the region's currency must be a store currency, else the first", () => {
      expect(displayCurrencyOf({ ...twoRegions, currencies: ['GBP', 'USD'] }, { region: 2 })).toBe('GBP')
    })
  })
})
