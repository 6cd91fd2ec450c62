import { isEuropeanTimeZone } from './is-european-time-zone'
import type { RegionId } from './site.constants'

const NORTH_AMERICA: RegionId = 1
const EUROPE: RegionId = 2

/**
 * SPEC §2 region switch: the region to offer, or null for no dialog. Only with 2 or more regions,
 * not dismissed, current region known; a European time zone on the North American catalog is
 * offered the European one, any other zone on the European catalog the North American one.
 */
export function regionSwitchOffer(input: {
  regions: readonly number[]
  current: RegionId | null
  timeZone: string | null | undefined
  dismissed: boolean
}): RegionId | null {
  if (input.regions.length < 2 || input.dismissed || input.current === null) return null
  const european = isEuropeanTimeZone(input.timeZone)
  if (european && input.current === NORTH_AMERICA && input.regions.includes(EUROPE)) return EUROPE
  if (!european && input.current === EUROPE && input.regions.includes(NORTH_AMERICA)) return NORTH_AMERICA
  return null
}
