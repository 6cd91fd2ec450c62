import { describe, expect, it } from 'vitest'
import { POSTAL_CODE_PATTERNS } from './address-rules.constants'
import { addressFieldRulesOf, POSTAL_CODE_EXAMPLES } from './address-field-rules-of'

describe('addressFieldRulesOf (decision 0071: the address fields follow the country)', () => {
  it.each([
    ['US', 'ZIP code', '92627', 'State'],
    ['ca', 'Postal code', 'K1A 0B1', 'Province'],
    ['GB', 'Postcode', 'SW1A 1AA', 'State / province / region'],
    ['AU', 'Postcode', '2000', 'State'],
    ['BR', 'Postal code', null, 'State / province / region'],
    ['', 'Postal code', null, 'State / province / region'],
  ])('%s: label %s, example %s, region label %s', (country, label, example, regionLabel) => {
    const rules = addressFieldRulesOf(country)
    expect(rules.postalCodeLabel).toBe(label)
    expect(rules.postalCodeExample).toBe(example)
    expect(rules.regionLabel).toBe(regionLabel)
  })

  it('offers the state list where the country needs one', () => {
    expect(addressFieldRulesOf('US').regions?.CA).toBe('California')
    expect(addressFieldRulesOf('DE').regions).toBeNull()
  })

  it('gives an example for every known format, and each example passes its own pattern', () => {
    expect(Object.keys(POSTAL_CODE_EXAMPLES).sort()).toEqual(Object.keys(POSTAL_CODE_PATTERNS).sort())
    for (const [country, example] of Object.entries(POSTAL_CODE_EXAMPLES)) {
      expect(POSTAL_CODE_PATTERNS[country]!.test(example), country).toBe(true)
    }
  })
})
