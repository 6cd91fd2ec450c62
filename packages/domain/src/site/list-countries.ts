import { COUNTRY_CODES } from './countries.constants'

/** The countries with their English names, sorted by name (SPEC §7 `v1/countries`). */
export function listCountries(locale = 'en'): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  )
}
