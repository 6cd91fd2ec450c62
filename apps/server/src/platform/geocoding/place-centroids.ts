/** A point on the earth, in degrees. */
export type GeoPoint = { latitude: number; longitude: number }

/**
 * The places the offline geocoder knows (issue 25, the dealer locator): postal-code centroids of the demo dealers'
 * areas and a few cities around them, rounded to four decimals. A real shop sets GEOCODER=pelias, which finds any
 * address; this table keeps the locator useful offline and in tests.
 */
export const PLACE_CENTROIDS: readonly (GeoPoint & { postalCode: string; city: string; state: string })[] = [
  { postalCode: '89502', city: 'Reno', state: 'NV', latitude: 39.4986, longitude: -119.7783 },
  { postalCode: '89501', city: 'Reno', state: 'NV', latitude: 39.5261, longitude: -119.8127 },
  { postalCode: '89431', city: 'Sparks', state: 'NV', latitude: 39.5446, longitude: -119.7526 },
  { postalCode: '89701', city: 'Carson City', state: 'NV', latitude: 39.148, longitude: -119.743 },
  { postalCode: '96150', city: 'South Lake Tahoe', state: 'CA', latitude: 38.9167, longitude: -119.9865 },
  { postalCode: '95814', city: 'Sacramento', state: 'CA', latitude: 38.5804, longitude: -121.4944 },
  { postalCode: '94103', city: 'San Francisco', state: 'CA', latitude: 37.7725, longitude: -122.4147 },
  { postalCode: '92627', city: 'Costa Mesa', state: 'CA', latitude: 33.647, longitude: -117.9187 },
  { postalCode: '90012', city: 'Los Angeles', state: 'CA', latitude: 34.0614, longitude: -118.2385 },
  { postalCode: '84101', city: 'Salt Lake City', state: 'UT', latitude: 40.7557, longitude: -111.8968 },
  { postalCode: '80202', city: 'Denver', state: 'CO', latitude: 39.7525, longitude: -104.9995 },
  { postalCode: '80301', city: 'Boulder', state: 'CO', latitude: 40.0497, longitude: -105.2143 },
  { postalCode: '97201', city: 'Portland', state: 'OR', latitude: 45.5077, longitude: -122.6909 },
  { postalCode: '98101', city: 'Seattle', state: 'WA', latitude: 47.6114, longitude: -122.3305 },
  { postalCode: '10001', city: 'New York', state: 'NY', latitude: 40.7506, longitude: -73.9972 },
]

const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * A place from a free-text search: a five-digit US postal code (ZIP+4 too) anywhere in it, else a known city
 * ("Reno", "Reno, NV", "4410 Industrial Way, Reno NV"). Null when the table does not know it.
 */
export function lookUpPlace(text: string): (GeoPoint & { label: string }) | null {
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(text)?.[1]
  const byZip = zip ? PLACE_CENTROIDS.find((place) => place.postalCode === zip) : undefined
  const words = ` ${normalized(text)} `
  const place =
    byZip ?? (zip ? undefined : PLACE_CENTROIDS.find((candidate) => words.includes(` ${normalized(candidate.city)} `)))
  if (!place) return null
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    label: `${place.city}, ${place.state}${byZip ? ` ${place.postalCode}` : ''}`,
  }
}
