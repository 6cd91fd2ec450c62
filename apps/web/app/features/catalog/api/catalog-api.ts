import type {
  DynoCsv,
  Engine,
  EngineSummary,
  GlobalCompatRule,
  Make,
  MakeSeo,
  Model,
  Tool,
  Transmission,
  VehicleListEntry,
} from '@shop/domain/catalog'
import type { ApiClient } from '../../../lib/api-client'

/** The vehicle path segments as slugs (the year as its URL text). */
export type VehicleSlugs = {
  make?: string
  year?: string
  model?: string
  engine?: string
  transmission?: string
}

type List<T> = { data: T[] }
type PricedList<T> = List<T> & { currency: string }

const seg = encodeURIComponent

/** `/v1/ecu/...` paths of the public catalog API (SPEC §7), one builder per lookup. */
export const catalogPaths = {
  makes: () => '/v1/ecu/makes',
  years: (make: string) => `/v1/ecu/makes/${seg(make)}/years`,
  models: (make: string, year: string) => `/v1/ecu/makes/${seg(make)}/years/${seg(year)}/models`,
  engines: (make: string, year: string, model: string) =>
    `/v1/ecu/makes/${seg(make)}/years/${seg(year)}/models/${seg(model)}/engines`,
  engine: (make: string, year: string, model: string, engine: string) =>
    `/v1/ecu/makes/${seg(make)}/years/${seg(year)}/models/${seg(model)}/engines/${seg(engine)}`,
  transmission: (make: string, year: string, model: string, engine: string, transmission: string) =>
    `${catalogPaths.engine(make, year, model, engine)}/transmissions/${seg(transmission)}`,
  tools: () => '/v1/ecu/tools',
  globalRules: () => '/v1/ecu/global-compat-rules',
  dynoCsv: (id: number) => `/v1/ecu/dyno-csv/${id}`,
  listAll: () => '/v1/ecu/list-all',
  category: (category: string, query: URLSearchParams) => {
    const search = query.toString()
    return `/v1/ecu/categories/${seg(category)}${search ? `?${search}` : ''}`
  },
  guide: (slugs: VehicleSlugs) =>
    `/v1/ecu/guide/${[slugs.make, slugs.year, slugs.model, slugs.engine]
      .filter(Boolean)
      .map((s) => seg(s!))
      .join('/')}`,
}

/** Years come as text (`2019`, `2019.5`, `Series`), already sorted newest first (SPEC §5). */
export type YearList = { data: string[]; seo: MakeSeo | null }

export const fetchMakes = (api: ApiClient) => api.get<List<Make>>(catalogPaths.makes()).then((r) => r.data)
export const fetchYears = (api: ApiClient, make: string) => api.get<YearList>(catalogPaths.years(make))
export const fetchModels = (api: ApiClient, make: string, year: string) =>
  api.get<List<Model>>(catalogPaths.models(make, year)).then((r) => r.data)
export const fetchEngines = (api: ApiClient, make: string, year: string, model: string) =>
  api.get<List<EngineSummary>>(catalogPaths.engines(make, year, model)).then((r) => r.data)
export const fetchEngine = (api: ApiClient, make: string, year: string, model: string, engine: string) =>
  api.get<Engine & { currency: string }>(catalogPaths.engine(make, year, model, engine))
export const fetchTransmission = (
  api: ApiClient,
  make: string,
  year: string,
  model: string,
  engine: string,
  transmission: string,
) => api.get<Transmission & { currency: string }>(catalogPaths.transmission(make, year, model, engine, transmission))
export const fetchTools = (api: ApiClient) => api.get<PricedList<Tool>>(catalogPaths.tools())
export const fetchGlobalRules = (api: ApiClient) =>
  api.get<List<GlobalCompatRule>>(catalogPaths.globalRules()).then((r) => r.data)
export const fetchDynoCsv = (api: ApiClient, id: number) => api.get<DynoCsv>(catalogPaths.dynoCsv(id))
export const fetchListAll = (api: ApiClient) => api.get<PricedList<VehicleListEntry>>(catalogPaths.listAll())
