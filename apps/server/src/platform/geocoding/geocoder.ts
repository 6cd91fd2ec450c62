import { checkAddressFormat } from '@shop/domain/checkout'
import { lookUpPlace, type GeoPoint } from './place-centroids'

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

export type { GeoPoint } from './place-centroids'

/** Where a free-text search (an address or a postal code) is, and how to name it; null when unknown. */
export type LocateResult = (GeoPoint & { label: string }) | null

/**
 * Address verification at checkout (SPEC §7 External; decision 0029). The local adapter checks the rules
 * the shop knows; a provider adapter asks a geocoding service with a {token}. `locate` finds where a search
 * is (the dealer locator, issue 25): the local adapter from a small built-in table of places (place-centroids.ts).
 */
export type Geocoder = {
  readonly name: string
  resolve(query: GeocodeQuery): Promise<GeocodeResult>
  locate(text: string): Promise<LocateResult>
}

/** The default: known countries, postal code formats per country, state/province lists where they matter. */
export function createLocalGeocoder(): Geocoder {
  return {
    name: 'local',
    async resolve(query) {
      const result = checkAddressFormat(query)
      return result.ok ? { ok: true, ...result.address } : result
    },
    async locate(text) {
      return lookUpPlace(text)
    },
  }
}
