import { describe, expect, it } from 'vitest'
import { defaultCurrencyOf } from './default-currency-of'
import { SiteConfigSchema } from '../site/site-config.schema'

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

describe('defaultCurrencyOf: the region decides (issue 6, decision 0021)', () => {
  const twoRegions = SiteConfigSchema.parse({ regions: [1, 2] })
  const oneRegion = SiteConfigSchema.parse({ defaultCurrency: 'GBP' })

  it.each([
    [1, 'USD'],
    [2, 'EUR'],
    [null, 'USD'],
  ] as const)('two regions, region %s → %s', (region, currency) => {
    expect(defaultCurrencyOf(twoRegions, region)).toBe(currency)
  })

  it("a region's own default currency comes from its definition", () => {
    const config = SiteConfigSchema.parse({
      regions: [1, 2],
      regionDefinitions: {
        '1': { name: 'North America', catalogName: 'NA', hostPrefix: '', defaultCurrency: 'CAD' },
        '2': { name: 'Europe', catalogName: 'EU', hostPrefix: 'eu', defaultCurrency: 'GBP' },
      },
    })
    expect(defaultCurrencyOf(config, 1)).toBe('CAD')
    expect(defaultCurrencyOf(config, 2)).toBe('GBP')
  })

  it('one region: the configured default, whatever the host', () => {
    expect(defaultCurrencyOf(oneRegion, 1)).toBe('GBP')
    expect(defaultCurrencyOf(oneRegion, 2)).toBe('GBP')
  })

  it('a region the site does not serve: the configured default', () => {
    expect(defaultCurrencyOf({ ...twoRegions, regions: [1, 1] }, 2)).toBe('USD')
  })

  it('forced CAD wins over the region', () => {
    expect(defaultCurrencyOf({ ...twoRegions, forceCad: true }, 2)).toBe('CAD')
  })
})
