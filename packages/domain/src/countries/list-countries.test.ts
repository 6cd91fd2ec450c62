import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from './countries.constants'
import { listCountries } from './list-countries'

describe('listCountries', () => {
  const countries = listCountries()
  it('has every ISO 3166-1 code once, each with a name', () => {
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(new Set(countries.map((c) => c.code)).size).toBe(249)
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Germany')
    expect(countries.find((c) => c.code === 'US')?.name).toBe('United States')
  })
  it('is sorted by name', () => {
    const names = countries.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })
})
