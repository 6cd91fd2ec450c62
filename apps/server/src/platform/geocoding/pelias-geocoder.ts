import { checkAddressFormat } from '@shop/domain/checkout'
import type { GeocodeQuery, Geocoder } from './geocoder'
import { lookUpPlace } from './place-centroids'

type PeliasFeature = {
  geometry?: { coordinates?: [number, number] }
  properties?: {
    country_code?: string
    region_a?: string
    postalcode?: string
    confidence?: number
    match_type?: string
    label?: string
  }
}

/** A match below this confidence is not an address (Pelias scores 0–1). */
const MIN_CONFIDENCE = 0.6
const TIMEOUT_MS = 5_000

/**
 * A Pelias-compatible geocoder (geocode.earth, or a self-hosted Pelias): the structured search called with
 * the {token} as `api_key`. The local rules run first, so a malformed address never costs a request; the
 * service then has to find the place in that country. A service that cannot be reached fails the check
 * (the buyer is asked to check the address rather than shipping to an unknown place).
 */
export function createPeliasGeocoder(options: {
  baseUrl: string
  token: string
  fetch?: typeof globalThis.fetch
}): Geocoder {
  const doFetch = options.fetch ?? globalThis.fetch
  return {
    name: 'pelias',
    async resolve(query: GeocodeQuery) {
      const local = checkAddressFormat(query)
      if (!local.ok) return local
      const url = new URL('/v1/search/structured', options.baseUrl)
      url.searchParams.set('api_key', options.token)
      url.searchParams.set('address', [query.line1, query.line2].filter(Boolean).join(' '))
      url.searchParams.set('locality', query.city)
      if (local.address.state) url.searchParams.set('region', local.address.state)
      if (local.address.postal_code) url.searchParams.set('postalcode', local.address.postal_code)
      url.searchParams.set('country', local.address.country_code)
      url.searchParams.set('size', '1')
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
        if (!response.ok) return { ok: false, field: 'address' }
        const body = (await response.json()) as { features?: PeliasFeature[] }
        const feature = body.features?.[0]
        const best = feature?.properties
        if (!best || (best.confidence ?? 0) < MIN_CONFIDENCE) return { ok: false, field: 'address' }
        // Pelias answers ISO alpha-3 or alpha-2 depending on the layer; compare the first two letters only
        // when it gave alpha-2.
        const country = best.country_code?.toUpperCase()
        if (country && country.length === 2 && country !== local.address.country_code) {
          return { ok: false, field: 'country_code' }
        }
        // GeoJSON order: longitude, latitude (the dealer locator measures distances from it).
        const [longitude, latitude] = feature?.geometry?.coordinates ?? []
        const located = Number.isFinite(latitude) && Number.isFinite(longitude)
        return { ok: true, ...local.address, ...(located ? { latitude, longitude } : {}) }
      } catch {
        return { ok: false, field: 'address' }
      }
    },
    /** The free-text search; the built-in places answer when the service cannot be reached or finds nothing. */
    async locate(text: string) {
      const url = new URL('/v1/search', options.baseUrl)
      url.searchParams.set('api_key', options.token)
      url.searchParams.set('text', text)
      url.searchParams.set('size', '1')
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
        if (response.ok) {
          const best = ((await response.json()) as { features?: PeliasFeature[] }).features?.[0]
          const [longitude, latitude] = best?.geometry?.coordinates ?? []
          if (
            typeof latitude === 'number' &&
            typeof longitude === 'number' &&
            (best?.properties?.confidence ?? 0) >= MIN_CONFIDENCE
          ) {
            return { latitude, longitude, label: best?.properties?.label ?? text }
          }
        }
      } catch {
        // unreachable: the built-in places below
      }
      return lookUpPlace(text)
    },
  }
}
