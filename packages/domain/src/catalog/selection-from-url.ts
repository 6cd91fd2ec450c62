import { parseSelectionSearch } from './parse-selection-search'
import { parseVehiclePath } from './parse-vehicle-path'
import { INITIAL_VEHICLE_SELECTION, type VehicleSelection } from './vehicle-selection.schema'

export type SelectionFromUrl = { selection: VehicleSelection } | { notFound: true } | { redirectTo: string }

/**
 * The selection a vehicle page's URL holds (path segments and query, `selectionHref` written), starting from
 * `INITIAL_VEHICLE_SELECTION` with `flags` (role flags come from the session, never from the URL). A bad year
 * is `{ notFound: true }`; the trailing add-on segment is `{ redirectTo }`, query string kept.
 */
export function selectionFromUrl(
  pathname: string,
  search: string,
  flags: Partial<Pick<VehicleSelection, 'showDealerPricing' | 'customRole' | 'withFlashZilla'>> = {},
): SelectionFromUrl {
  const parsed = parseVehiclePath(pathname)
  if ('notFound' in parsed) return parsed
  if ('redirectTo' in parsed) {
    const query = search === '' || search.startsWith('?') ? search : `?${search}`
    return { redirectTo: `${parsed.redirectTo}${query === '?' ? '' : query}` }
  }
  return { selection: { ...INITIAL_VEHICLE_SELECTION, ...flags, ...parsed.segments, ...parseSelectionSearch(search) } }
}
