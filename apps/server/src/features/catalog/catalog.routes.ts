import { createRoute, z } from '@hono/zod-openapi'
import {
  CATEGORY_SLUGS,
  CategoryPageSchema,
  CategoryQuerySchema,
  CompatListSchema,
  CompatSubscribeBodySchema,
  CompatSubscriptionSchema,
  CurrencyQuerySchema,
  DynoCsvDetailSchema,
  EngineDetailSchema,
  EngineListSchema,
  GlobalCompatRuleListSchema,
  GuideSchema,
  MakeListSchema,
  ModelListSchema,
  ToolListSchema,
  TransmissionDetailSchema,
  TransmissionListSchema,
  VehicleListSchema,
  YearListSchema,
  type CompatKind,
} from '@shop/domain/catalog'
import { errorResponses, json } from '../../http/openapi'

/**
 * The public tune catalog (SPEC §7 "Tune catalog", decision 0015). Every read is public; prices are in one
 * display currency and dealer prices are null unless the caller may see them (decision 0015). Path segments
 * are slugs; an unknown one, or a year segment outside the year rule (SPEC §2), is a 404. The bodies, queries and
 * answers are the domain's contract (decision 0081); the path segments are HTTP mechanics and stay here.
 */
const tags = ['Catalog']

// ---- path segments

const slug = (name: string, example: string) =>
  z
    .string()
    .max(200)
    .openapi({ param: { name, in: 'path' }, example })

const makeParam = { make: slug('make', 'volkswagen') }
const yearParam = {
  year: z
    .string()
    .max(20)
    .openapi({
      param: { name: 'year', in: 'path' },
      example: '2019',
      description: 'The word Series or a year with an optional single decimal digit (SPEC §2); anything else is a 404.',
    }),
}
const modelParam = { model: slug('model', 'golf-gti') }
const engineParam = { engine: slug('engine', 'ea888-gen3') }
const transmissionParam = { transmission: slug('transmission', 'dq250') }

const CACHE_NOTE =
  ' Served from the catalog response cache (header `X-Cache: hit|miss`), keyed by path, currency and pricing audience.'

// ---- the vehicle tree

export const listMakes = createRoute({
  method: 'get',
  path: '/v1/ecu/makes',
  tags,
  summary: 'Every make, by name',
  description: `The makes of the catalog.${CACHE_NOTE}`,
  responses: { 200: { description: 'The makes', ...json(MakeListSchema) } },
})

export const listYears = createRoute({
  method: 'get',
  path: '/v1/ecu/makes/{make}/years',
  tags,
  summary: "A make's years, descending (SPEC §5)",
  description: `Years sort descending numerically; Series comes last. \`seo\` is the make's SEO text, where set.${CACHE_NOTE}`,
  request: { params: z.object(makeParam) },
  responses: { 200: { description: 'The years', ...json(YearListSchema) }, ...errorResponses(404) },
})

export const listModels = createRoute({
  method: 'get',
  path: '/v1/ecu/makes/{make}/years/{year}/models',
  tags,
  summary: 'The models of a make in a year',
  description: `By name.${CACHE_NOTE}`,
  request: { params: z.object({ ...makeParam, ...yearParam }) },
  responses: { 200: { description: 'The models', ...json(ModelListSchema) }, ...errorResponses(404) },
})

export const listEngines = createRoute({
  method: 'get',
  path: '/v1/ecu/makes/{make}/years/{year}/models/{model}/engines',
  tags,
  summary: 'The engines of a model',
  description: `By name, with stock output at the crank.${CACHE_NOTE}`,
  request: { params: z.object({ ...makeParam, ...yearParam, ...modelParam }) },
  responses: { 200: { description: 'The engines', ...json(EngineListSchema) }, ...errorResponses(404) },
})

export const getEngine = createRoute({
  method: 'get',
  path: '/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}',
  tags,
  summary: 'One engine with its tunes, tool restrictions, other-role discounts and transmissions',
  description: `Tunes priced in the display currency; \`dealerprice\` and \`dealeraddonprice\` are null unless the caller is a member of a dealer, staff or an admin.${CACHE_NOTE}`,
  request: {
    params: z.object({ ...makeParam, ...yearParam, ...modelParam, ...engineParam }),
    query: CurrencyQuerySchema,
  },
  responses: { 200: { description: 'The engine', ...json(EngineDetailSchema) }, ...errorResponses(404, 422) },
})

export const listTransmissions = createRoute({
  method: 'get',
  path: '/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions',
  tags,
  summary: 'The transmissions of an engine',
  description: `By name.${CACHE_NOTE}`,
  request: { params: z.object({ ...makeParam, ...yearParam, ...modelParam, ...engineParam }) },
  responses: { 200: { description: 'The transmissions', ...json(TransmissionListSchema) }, ...errorResponses(404) },
})

export const getTransmission = createRoute({
  method: 'get',
  path: '/v1/ecu/makes/{make}/years/{year}/models/{model}/engines/{engine}/transmissions/{transmission}',
  tags,
  summary: 'One transmission with its tunes and tool restrictions',
  description: `Priced as the engine detail.${CACHE_NOTE}`,
  request: {
    params: z.object({ ...makeParam, ...yearParam, ...modelParam, ...engineParam, ...transmissionParam }),
    query: CurrencyQuerySchema,
  },
  responses: {
    200: { description: 'The transmission', ...json(TransmissionDetailSchema) },
    ...errorResponses(404, 422),
  },
})

// ---- tools, rules, dyno, lists

export const listTools = createRoute({
  method: 'get',
  path: '/v1/ecu/tools',
  tags,
  summary: 'Every flash tool, priced (the tool compatibility solver in the browser needs them)',
  description: `Price, rent price (rentable tools only) and install fee in the display currency.${CACHE_NOTE}`,
  request: { query: CurrencyQuerySchema },
  responses: { 200: { description: 'The tools', ...json(ToolListSchema) }, ...errorResponses(422) },
})

export const listGlobalCompatRules = createRoute({
  method: 'get',
  path: '/v1/ecu/global-compat-rules',
  tags,
  summary: 'The tool compatibility rules that apply to every vehicle (SPEC §9)',
  description: `A rule denies a tool for tunes of a tune type (any when null) on a make (any when null).${CACHE_NOTE}`,
  responses: { 200: { description: 'The rules', ...json(GlobalCompatRuleListSchema) } },
})

export const getDynoCsv = createRoute({
  method: 'get',
  path: '/v1/ecu/dyno-csv/{id}',
  tags,
  summary: 'One dyno run with its curves',
  description: `Wheel figures; crank = wheel × crank_factor.${CACHE_NOTE}`,
  request: {
    params: z.object({
      id: z
        .string()
        .max(20)
        .openapi({ param: { name: 'id', in: 'path' }, example: '1' }),
    }),
  },
  responses: { 200: { description: 'The dyno run', ...json(DynoCsvDetailSchema) }, ...errorResponses(404) },
})

export const listAll = createRoute({
  method: 'get',
  path: '/v1/ecu/list-all',
  tags,
  summary: 'Every vehicle (make, year, model, engine) with its tune count and from-price',
  description: `For the sitemap and the all-tunes page, in catalog order (make, year descending, model, engine).${CACHE_NOTE}`,
  request: { query: CurrencyQuerySchema },
  responses: { 200: { description: 'Every vehicle', ...json(VehicleListSchema) }, ...errorResponses(422) },
})

export const listCategory = createRoute({
  method: 'get',
  path: '/v1/ecu/categories/{category}',
  tags,
  summary: 'The tunes of one category page (SPEC §2), filterable by make, paged',
  description: `Categories: ${CATEGORY_SLUGS.join(', ')}. Pages are 1-based (\`page\`, \`per_page\` ≤ 100). An unknown category or make is a 404.${CACHE_NOTE}`,
  request: {
    params: z.object({ category: slug('category', 'stage-1-tuning') }),
    query: CategoryQuerySchema,
  },
  responses: { 200: { description: 'One page of tunes', ...json(CategoryPageSchema) }, ...errorResponses(404, 422) },
})

// ---- flash tool compatibility lists and their subscriptions

const compatList = (kind: CompatKind) =>
  createRoute({
    method: 'get',
    path: `/v1/ecu/${kind}-compat`,
    tags,
    summary: `The vehicles a ${kind.toUpperCase()} tool can tune`,
    description: `Every engine or transmission with a tune that a ${kind.toUpperCase()} tool may flash (its tool restrictions and the global rules applied), in catalog order.${CACHE_NOTE}`,
    responses: { 200: { description: 'The compatible vehicles', ...json(CompatListSchema) } },
  })

const compatSubscribe = (kind: CompatKind) =>
  createRoute({
    method: 'post',
    path: `/v1/ecu/${kind}-compat/subscribe`,
    tags,
    summary: `Be told when the ${kind.toUpperCase()} compatibility list grows`,
    description:
      'Stores the address once per tool kind (trimmed, lower-cased); sending it again answers the same 200 and stores nothing more. A malformed address is a 422.',
    request: { body: { required: true, content: { 'application/json': { schema: CompatSubscribeBodySchema } } } },
    responses: { 200: { description: 'Subscribed', ...json(CompatSubscriptionSchema) }, ...errorResponses(403, 422) },
  })

export const listFzlCompat = compatList('fzl')
export const listFz3Compat = compatList('fz3')
export const subscribeFzlCompat = compatSubscribe('fzl')
export const subscribeFz3Compat = compatSubscribe('fz3')

// ---- guides

const guideDescription = `The steps of what to buy for a make or one vehicle: the editorial steps of the catalog's guides (the engine's, else the model's, else the make's), and for an engine its tunes, the tool that flashes them (the cheapest combination for the first stage) and its add-ons.${CACHE_NOTE}`

export const getMakeGuide = createRoute({
  method: 'get',
  path: '/v1/ecu/guide/{make}',
  tags,
  summary: 'The buying guide of a make',
  description: guideDescription,
  request: { params: z.object(makeParam), query: CurrencyQuerySchema },
  responses: { 200: { description: 'The guide', ...json(GuideSchema) }, ...errorResponses(404, 422) },
})

export const getModelGuide = createRoute({
  method: 'get',
  path: '/v1/ecu/guide/{make}/{year}/{model}',
  tags,
  summary: 'The buying guide of a model',
  description: guideDescription,
  request: { params: z.object({ ...makeParam, ...yearParam, ...modelParam }), query: CurrencyQuerySchema },
  responses: { 200: { description: 'The guide', ...json(GuideSchema) }, ...errorResponses(404, 422) },
})

export const getEngineGuide = createRoute({
  method: 'get',
  path: '/v1/ecu/guide/{make}/{year}/{model}/{engine}',
  tags,
  summary: 'The buying guide of one vehicle',
  description: guideDescription,
  request: {
    params: z.object({ ...makeParam, ...yearParam, ...modelParam, ...engineParam }),
    query: CurrencyQuerySchema,
  },
  responses: { 200: { description: 'The guide', ...json(GuideSchema) }, ...errorResponses(404, 422) },
})
