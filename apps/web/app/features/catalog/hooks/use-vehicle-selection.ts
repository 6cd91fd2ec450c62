import {
  parseSelectionSearch,
  selectionHref,
  vehicleSelectionReducer,
  type VehicleSelection,
  type VehicleSelectionAction,
} from '@shop/domain/catalog'
import { useLocation, useNavigate } from 'react-router'
import type { VehicleSlugs } from '../api/catalog-api'

/** Query parameters of the tool choice, beside the selection's own (`SELECTION_SEARCH_PARAMS`). */
const OWN = 'own'
const RENT = 'rent'

export type ToolChoice = { owned: ReadonlySet<number>; rent: boolean }

/**
 * The selection a vehicle page's URL describes: path segments for the vehicle, the query for the tunes (an
 * empty query reads as the domain's defaults). Built here rather than from `INITIAL_VEHICLE_SELECTION`, whose
 * module also builds a zod schema: importing it would put zod (~24 KB gzip) into the page's JavaScript.
 */
export function selectionOf(slugs: VehicleSlugs, search: URLSearchParams | string = ''): VehicleSelection {
  return {
    make: slugs.make ?? null,
    year: slugs.year ?? null,
    model: slugs.model ?? null,
    engine: slugs.engine ?? null,
    transmission: slugs.transmission ?? null,
    ...parseSelectionSearch(search),
    showDealerPricing: false,
    customRole: null,
    withFlashZilla: false,
  }
}

export function toolChoiceOf(search: URLSearchParams): ToolChoice {
  const owned = (search.get(OWN) ?? '')
    .split(',')
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number)
  return { owned: new Set(owned), rent: search.get(RENT) === '1' }
}

/** The URL of a selection (the domain's `selectionHref`) with the tool choice: shareable, what the back button returns to. */
export function selectionPageHref(selection: VehicleSelection, tools?: ToolChoice): string {
  const extra = new URLSearchParams()
  if (tools && tools.owned.size > 0) extra.set(OWN, [...tools.owned].sort((a, b) => a - b).join(','))
  if (tools?.rent) extra.set(RENT, '1')
  const href = selectionHref(selection)
  if (extra.size === 0) return href
  return `${href}${href.includes('?') ? '&' : '?'}${extra.toString().replace(/%2C/g, ',')}`
}

/**
 * The vehicle selection kept in the URL (SPEC §4 rules through the domain reducer): every change is a
 * navigation, so a reload or a shared link shows the same choice and the back button undoes it.
 */
export function useVehicleSelection(slugs: VehicleSlugs) {
  const location = useLocation()
  const navigate = useNavigate()
  const search = new URLSearchParams(location.search)
  const selection = selectionOf(slugs, search)
  const tools = toolChoiceOf(search)
  const go = (next: VehicleSelection, nextTools: ToolChoice) =>
    // Only the query changes: no loader needs to run again (the page's and the root's data stay valid).
    void navigate(selectionPageHref(next, nextTools), { preventScrollReset: true, defaultShouldRevalidate: false })
  return {
    selection,
    tools,
    dispatch: (action: VehicleSelectionAction) => go(vehicleSelectionReducer(selection, action), tools),
    setTools: (nextTools: ToolChoice) => go(selection, nextTools),
    /** Where an action leads, for links (the picker's options, "skip"). */
    hrefAfter: (action: VehicleSelectionAction) => selectionPageHref(vehicleSelectionReducer(selection, action)),
  }
}
