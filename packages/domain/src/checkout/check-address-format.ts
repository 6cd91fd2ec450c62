import { COUNTRY_CODES } from '../countries/countries.constants'
import { POSTAL_CODE_PATTERNS, REGIONS_BY_COUNTRY } from './address-rules.constants'

export type AddressFormatResult =
  | { ok: true; address: { country_code: string; state: string; postal_code: string } }
  | { ok: false; field: 'country_code' | 'state' | 'postal_code' }

/**
 * The local address check (decision 0029): a known country, a postal code in that country's format where
 * one is known (required there), and a state or province from the list where it matters (US, CA, AU),
 * given as its abbreviation or full name. Answers the address normalized (upper case, abbreviation).
 */
export function checkAddressFormat(address: {
  country_code: string
  state: string
  postal_code: string
}): AddressFormatResult {
  const country = address.country_code.trim().toUpperCase()
  if (!(COUNTRY_CODES as readonly string[]).includes(country)) return { ok: false, field: 'country_code' }
  const postal = address.postal_code.trim().toUpperCase().replace(/\s+/g, ' ')
  const pattern = POSTAL_CODE_PATTERNS[country]
  if (pattern && !pattern.test(postal)) return { ok: false, field: 'postal_code' }
  let state = address.state.trim()
  const regions = REGIONS_BY_COUNTRY[country]
  if (regions) {
    const wanted = state.toUpperCase()
    const code = Object.entries(regions).find(([abbr, name]) => abbr === wanted || name.toUpperCase() === wanted)
    if (!code) return { ok: false, field: 'state' }
    state = code[0]
  }
  return { ok: true, address: { country_code: country, state, postal_code: postal } }
}
