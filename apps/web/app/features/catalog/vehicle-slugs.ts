import { parseYearSegment, vehicleSelectionReducer, type VehicleSelectionAction } from '@shop/domain/catalog'
import { paths } from '@shop/domain/paths'
import type { VehicleSlugs } from './api/catalog-api'
import { selectionOf } from './hooks/use-vehicle-selection'

type Params = Partial<Record<'make' | 'year' | 'model' | 'engine' | 'transmission', string | undefined>>

/** The vehicle segments of a route's params, or null when the year segment breaks the year rule (SPEC §2: a 404). */
export function slugsOfParams(params: Params): VehicleSlugs | null {
  if (params.year !== undefined && parseYearSegment(params.year) === null) return null
  const slugs: VehicleSlugs = {}
  for (const key of ['make', 'year', 'model', 'engine', 'transmission'] as const) {
    const value = params[key]
    if (value) slugs[key] = value
  }
  return slugs
}

/** The guide page of a (partial) vehicle: the catalog's segments under /guide. */
export const guideHref = (slugs: VehicleSlugs) => paths.guide(slugs)

/** The guide page after a picker choice: the selection reducer clears the lower choices (SPEC §4). */
export function guideHrefAfter(slugs: VehicleSlugs, action: VehicleSelectionAction): string {
  return paths.guide(vehicleSelectionReducer(selectionOf(slugs), action))
}
