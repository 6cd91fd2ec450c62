/** The locator's distances: miles in North America (region 1), kilometres elsewhere. */
export type DistanceUnit = 'mi' | 'km'

export const distanceUnitOf = (regionId: number): DistanceUnit => (regionId === 1 ? 'mi' : 'km')

const KM_PER_MILE = 1.609344

/** A distance in kilometres as the visitor reads it: "12 mi", "3.4 km" (one decimal under 10). */
export function formatDistance(km: number, unit: DistanceUnit): string {
  const value = unit === 'mi' ? km / KM_PER_MILE : km
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
  return `${shown.toLocaleString('en-US')} ${unit}`
}
