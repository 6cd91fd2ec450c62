import { selectionSearch } from './selection-search'
import type { SelectionSearch } from './selection-search.schema'
import { vehiclePath, type VehiclePathSegments } from './vehicle-path'

/**
 * The shareable address of a selection: its vehicle path plus its tune choices, e.g.
 * `/catalog/audi/2019/a4/20-tfsi/dl501?tune=12&addons=14,15`. What the picker pushes to history on each change
 * so that the back button and a reload give the same selection (`selectionFromUrl` reads it back).
 */
export function selectionHref(
  selection: Required<VehiclePathSegments> & SelectionSearch,
  base: '/catalog' | '/guide' = '/catalog',
): string {
  return `${vehiclePath(selection, base)}${selectionSearch(selection)}`
}
