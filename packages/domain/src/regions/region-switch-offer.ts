import { isEuropeanTimeZone } from './is-european-time-zone'
import type { RegionId } from '../site/site.constants'

const NORTH_AMERICA: RegionId = 1
const EUROPE: RegionId = 2

/**
 * The one region a visitor of `current` could be offered, before the time zone is known; null when there is none
 * (fewer than 2 regions, dismissed, current region unknown). The browser asks this first: reading its time zone
 * is its first Intl call, and Intl's first object costs a page tens of milliseconds (decision 0059).
 */
export function regionSwitchCandidate(input: {
  regions: readonly number[]
  current: RegionId | null
  dismissed: boolean
}): RegionId | null {
  if (input.regions.length < 2 || input.dismissed || input.current === null) return null
  const other = input.current === NORTH_AMERICA ? EUROPE : input.current === EUROPE ? NORTH_AMERICA : null
  return other !== null && input.regions.includes(other) ? other : null
}

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
  const candidate = regionSwitchCandidate(input)
  if (candidate === null) return null
  return isEuropeanTimeZone(input.timeZone) === (candidate === EUROPE) ? candidate : null
}
