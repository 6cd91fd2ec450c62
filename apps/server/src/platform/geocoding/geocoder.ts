import { checkAddressFormat } from '@shop/domain/checkout'

/** What a geocoder is asked: the address fields that locate a place. */
export type GeocodeQuery = {
  country_code: string
  line1: string
  line2: string
  city: string
  state: string
  postal_code: string
}

/**
 * Resolved: the address as the shop keeps it (country, state abbreviation and postal code normalized);
 * `field` names the part that could not be resolved.
 */
export type GeocodeResult =
  | {
      ok: true
      country_code: string
      state: string
      postal_code: string
      /** Where the place is, when the geocoder knows (a service does; the local rules do not). */
      latitude?: number
      longitude?: number
    }
  | { ok: false; field: keyof GeocodeQuery | 'address' }

/**
 * Address verification at checkout (SPEC §7 External; decision 0029). The local adapter checks the rules
 * the shop knows; a provider adapter asks a geocoding service with a {token}.
 */
export type Geocoder = { readonly name: string; resolve(query: GeocodeQuery): Promise<GeocodeResult> }

/** The default: known countries, postal code formats per country, state/province lists where they matter. */
export function createLocalGeocoder(): Geocoder {
  return {
    name: 'local',
    async resolve(query) {
      const result = checkAddressFormat(query)
      return result.ok ? { ok: true, ...result.address } : result
    },
  }
}
