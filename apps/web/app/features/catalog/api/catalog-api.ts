import { answer, type Api } from '../../../lib/api-client'

/** The vehicle path segments as slugs (the year as its URL text). */
export type VehicleSlugs = {
  make?: string
  year?: string
  model?: string
  engine?: string
  transmission?: string
}

// The public catalog API's lookups (SPEC §7), one per list the pages need, through the typed client (decision 0081).
// Each names its answer's schema: `answer` alone infers `Data | undefined` from openapi-fetch's error branch.

export const fetchMakes = (api: Api) => answer(api.GET('/api/v1/ecu/makes')).then((r) => r.data)

/** Years come as text (`2019`, `2019.5`, `Series`), already sorted newest first (SPEC §5), with the make's SEO text. */
export const fetchYears = (api: Api, make: string) =>
  answer(api.GET('/api/v1/ecu/makes/{make}/years', { params: { path: { make } } }))

export const fetchModels = (api: Api, make: string, year: string) =>
  answer(api.GET('/api/v1/ecu/makes/{make}/years/{year}/models', { params: { path: { make, year } } })).then(
    (r) => r.data,
  )

export const fetchEngines = (api: Api, make: string, year: string, model: string) =>
  answer(
    api.GET('/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines', {
      params: { path: { make, year, model } },
    }),
  ).then((r) => r.data)

export const fetchEngine = (api: Api, make: string, year: string, model: string, engine: string) =>
  answer(
    api.GET('/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}', {
      params: { path: { make, year, model, engine } },
    }),
  )

export const fetchTransmission = (
  api: Api,
  make: string,
  year: string,
  model: string,
  engine: string,
  transmission: string,
) =>
  answer(
    api.GET('/api/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions/{transmission}', {
      params: { path: { make, year, model, engine, transmission } },
    }),
  )

export const fetchTools = (api: Api) => answer(api.GET('/api/v1/ecu/tools'))

export const fetchGlobalRules = (api: Api) => answer(api.GET('/api/v1/ecu/global-compat-rules')).then((r) => r.data)

export const fetchDynoCsv = (api: Api, id: number) =>
  answer(api.GET('/api/v1/ecu/dyno-csv/{id}', { params: { path: { id: String(id) } } }))

export const fetchListAll = (api: Api) => answer(api.GET('/api/v1/ecu/list-all'))

/** One page of a category's tunes (SPEC §2), filtered by make; the API checks the page (a bad one is a 422). */
export const fetchCategory = (api: Api, category: string, query: { per_page: number; make?: string; page?: number }) =>
  answer(api.GET('/api/v1/ecu/categories/{category}', { params: { path: { category }, query } }))

/** The buying guide of a make, or of one vehicle when the slugs go down to its engine. */
export const fetchGuide = (api: Api, slugs: { make: string; year?: string; model?: string; engine?: string }) => {
  const { make, year, model, engine } = slugs
  if (year && model && engine)
    return answer(
      api.GET('/api/v1/ecu/guide/{make}/{year}/{model}/{engine}', { params: { path: { make, year, model, engine } } }),
    )
  return answer(api.GET('/api/v1/ecu/guide/{make}', { params: { path: { make } } }))
}
