import {
  vehicleSelectionReducer,
  type EngineSummary,
  type Make,
  type MakeSeo,
  type Model,
  type VehicleSelection,
} from '@shop/domain/catalog'
import { data, redirect } from 'react-router'
import { ApiError, type Api } from '../../../lib/api-client'
import { fetchEngines, fetchMakes, fetchModels, fetchYears, type VehicleSlugs } from './catalog-api'
import { selectionPageHref } from '../hooks/use-vehicle-selection'

export type VehicleLists = {
  makes: Make[]
  years: string[] | null
  /** The make's SEO text, where set (title, description and body of the make's pages). */
  makeSeo: MakeSeo | null
  models: Model[] | null
  engines: EngineSummary[] | null
}

/**
 * The picker's lists down to the deepest chosen segment, fetched at once. A segment the catalog does not
 * know answers 404 from the API: the page is then the 404 page with HTTP status 404.
 */
export async function loadVehicleLists(api: Api, slugs: VehicleSlugs): Promise<VehicleLists> {
  const { make, year, model } = slugs
  const [makes, years, models, engines] = await orNotFound(
    Promise.all([
      fetchMakes(api),
      make ? fetchYears(api, make) : null,
      make && year ? fetchModels(api, make, year) : null,
      make && year && model ? fetchEngines(api, make, year, model) : null,
    ]),
  )
  return { makes, years: years?.data ?? null, makeSeo: years?.seo ?? null, models, engines }
}

/** Maps the API's 404 (unknown slug or invalid segment) to the 404 page. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    throw error
  }
}

/**
 * The full engine or transmission: an unknown slug is the 404 page; any other failure to load it clears that
 * selection (SPEC §4) and shows the vehicle without it (a temporary redirect, so a retry finds it again).
 */
export async function orLoadFailed<T>(
  promise: Promise<T>,
  selection: VehicleSelection,
  failure: 'engineLoadFailed' | 'transmissionLoadFailed',
): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 })
    if (error instanceof ApiError)
      throw redirect(selectionPageHref(vehicleSelectionReducer(selection, { type: failure })), 302)
    throw error
  }
}
