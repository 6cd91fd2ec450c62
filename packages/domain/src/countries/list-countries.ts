import { COUNTRY_CODES } from './countries.constants'
import type { Country } from './countries.contract'

/** The countries with their English names, sorted by name (SPEC §7 `v1/countries`). */
export function listCountries(locale = 'en'): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  )
}
