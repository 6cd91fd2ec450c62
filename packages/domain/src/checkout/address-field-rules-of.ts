import { POSTAL_CODE_PATTERNS, REGIONS_BY_COUNTRY } from './address-rules.constants'

/** What a country calls its postal code (the rest say "Postal code"). */
const POSTAL_CODE_LABELS: Readonly<Record<string, string>> = {
  US: 'ZIP code',
  GB: 'Postcode',
  IE: 'Eircode',
  AU: 'Postcode',
  NZ: 'Postcode',
}

/** A code in each known format (decision 0029), shown as the field's hint. */
export const POSTAL_CODE_EXAMPLES: Readonly<Record<string, string>> = {
  US: '92627',
  CA: 'K1A 0B1',
  MX: '06600',
  GB: 'SW1A 1AA',
  IE: 'D02 X285',
  DE: '10115',
  FR: '75001',
  IT: '00184',
  ES: '28013',
  NL: '1012 AB',
  BE: '1000',
  AT: '1010',
  CH: '8001',
  DK: '1050',
  SE: '111 22',
  FI: '00100',
  NO: '0150',
  PL: '00-950',
  PT: '1100-148',
  CZ: '110 00',
  AU: '2000',
  NZ: '6011',
  JP: '100-0001',
}

export type AddressFieldRules = {
  postalCodeLabel: string
  /** An example code in the country's format, when the shop knows the format (then the code is required). */
  postalCodeExample: string | null
  /** The state or province list where the country needs one (its abbreviation → name), else null. */
  regions: Readonly<Record<string, string>> | null
  regionLabel: string
}

/** How the checkout's address fields look for a country (two letters, any case; unknown: the general form). */
export function addressFieldRulesOf(countryCode: string): AddressFieldRules {
  const country = countryCode.trim().toUpperCase()
  return {
    postalCodeLabel: POSTAL_CODE_LABELS[country] ?? 'Postal code',
    postalCodeExample: POSTAL_CODE_PATTERNS[country] ? (POSTAL_CODE_EXAMPLES[country] ?? null) : null,
    regions: REGIONS_BY_COUNTRY[country] ?? null,
    regionLabel: country === 'CA' ? 'Province' : REGIONS_BY_COUNTRY[country] ? 'State' : 'State / province / region',
  }
}
