import { createRoute, z } from '@hono/zod-openapi'
import {
  CATEGORY_SLUGS,
  DynoCsvSchema,
  EngineSchema,
  EngineSummarySchema,
  GlobalCompatRuleSchema,
  MakeSchema,
  ModelSchema,
  ToolSchema,
  TransmissionSchema,
  TransmissionSummarySchema,
  VehicleListEntrySchema,
  YearSchema,
  MakeSeoSchema,
} from '@shop/domain/catalog'
import { MoneySchema } from '@shop/domain/money'
import { pageMetaSchema } from '@shop/domain/paging'
import { errorResponses, json } from '../../http/openapi'

/**
 * The public tune catalog (SPEC §7 "Tune catalog", decision 0015). Every read is public; prices are in one
 * display currency and dealer prices are null unless the caller may see them (decision 0015). Path segments
 * are slugs; an unknown one, or a year segment outside the year rule (SPEC §2), is a 404.
 */
const tags = ['Catalog']

// Lists carry the currency their prices are in; the payload shapes themselves are the domain's contract.
const currencyField = z.string().regex(/^[A-Z]{3}$/)

export const MakeListSchema = z.object({ data: z.array(MakeSchema) }).openapi('MakeList')
export const YearListSchema = z.object({ data: z.array(YearSchema), seo: MakeSeoSchema.nullable() }).openapi('YearList')
export const ModelListSchema = z.object({ data: z.array(ModelSchema) }).openapi('ModelList')
export const EngineListSchema = z.object({ data: z.array(EngineSummarySchema) }).openapi('EngineList')
export const TransmissionListSchema = z.object({ data: z.array(TransmissionSummarySchema) }).openapi('TransmissionList')
export const EngineDetailSchema = z.object({ ...EngineSchema.shape, currency: currencyField }).openapi('EngineDetail')
export const TransmissionDetailSchema = z
  .object({ ...TransmissionSchema.shape, currency: currencyField })
  .openapi('TransmissionDetail')
export const ToolListSchema = z.object({ currency: currencyField, data: z.array(ToolSchema) }).openapi('ToolList')
export const GlobalCompatRuleListSchema = z
  .object({ data: z.array(GlobalCompatRuleSchema) })
  .openapi('GlobalCompatRuleList')
export const DynoCsvDetailSchema = z.object(DynoCsvSchema.shape).openapi('DynoCsv')
export const VehicleListSchema = z
  .object({ currency: currencyField, data: z.array(VehicleListEntrySchema) })
  .openapi('VehicleList')

/** A vehicle as a path of slugs and names; `path` is its page (`/catalog/{make}/{year}/{model}/{engine}[/{transmission}]`). */
export const VehicleRefSchema = z
  .object({
    make: z.string(),
    make_name: z.string(),
    year: YearSchema,
    model: z.string(),
    model_name: z.string(),
    engine: z.string(),
    engine_name: z.string(),
    transmission: z.string().nullable(),
    transmission_name: z.string().nullable(),
    path: z.string(),
  })
  .openapi('VehicleRef')
export type VehicleRef = z.infer<typeof VehicleRefSchema>

export const COMPAT_KINDS = ['fzl', 'fz3'] as const
export type CompatKind = (typeof COMPAT_KINDS)[number]

export const CompatListSchema = z
  .object({
    kind: z.enum(COMPAT_KINDS),
    /** The tools of that kind. */
    tools: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
    /** Every engine (and transmission) with at least one tune such a tool may flash, in catalog order. */
    data: z.array(VehicleRefSchema.extend({ tune_count: z.number().int() })),
  })
  .openapi('CompatList')
export type CompatList = z.infer<typeof CompatListSchema>

export const SubscribeBodySchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'Email is too long')
      .pipe(z.email('Email is not a valid email address')),
  })
  .openapi('CompatSubscribeBody')

export const SubscriptionSchema = z
  .object({ kind: z.enum(COMPAT_KINDS), email: z.string(), subscribed: z.literal(true) })
  .openapi('CompatSubscription')

/** One tune on a category page: what it is, its price and gains, and the vehicle page it belongs to. */
export const CategoryTuneSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    stage: z.number().int().nullable(),
    /** ECU tunes belong to an engine, TCU tunes to a transmission. */
    kind: z.enum(['ecu', 'tcu']),
    tune_types: z.array(z.string()),
    price: MoneySchema,
    baseprice: MoneySchema,
    dealerprice: MoneySchema.nullable(),
    /** Crank horsepower and torque over the stock tune of the same engine (null when there is no stock tune). */
    gain_hp: z.number().nullable(),
    gain_torque: z.number().nullable(),
    vehicle: VehicleRefSchema,
  })
  .openapi('CategoryTune')
export type CategoryTune = z.infer<typeof CategoryTuneSchema>

export const CategoryPageSchema = z
  .object({
    category: z.enum(CATEGORY_SLUGS),
    currency: currencyField,
    /** The make filter in force, or null. */
    make: z.string().nullable(),
    /** The makes that have tunes in this category, for the filter. */
    makes: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    data: z.array(CategoryTuneSchema),
    meta: pageMetaSchema,
  })
  .openapi('CategoryPage')
export type CategoryPage = z.infer<typeof CategoryPageSchema>

const GuideTuneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stage: z.number().int().nullable(),
  price: MoneySchema,
  dealerprice: MoneySchema.nullable(),
})
const GuideToolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  product_slug: z.string(),
  price: MoneySchema,
  rent_price: MoneySchema.nullable(),
  install_fee: MoneySchema,
})

/** One step of a guide: editorial text, optionally with the tunes or tools it is about. */
export const GuideStepSchema = z
  .object({
    kind: z.enum(['vehicle', 'tune', 'transmission', 'tool', 'add-ons', 'note']),
    title: z.string(),
    body: z.string(),
    tunes: z.array(GuideTuneSchema),
    tools: z.array(GuideToolSchema),
    /** Where the step is done (a vehicle page or a product page), or null. */
    href: z.string().nullable(),
  })
  .openapi('GuideStep')
export type GuideStep = z.infer<typeof GuideStepSchema>

export const GuideSchema = z
  .object({
    currency: currencyField,
    make: z.object({ slug: z.string(), name: z.string() }),
    /** Set when the guide is for one vehicle (make, year, model and, when given, engine). */
    year: YearSchema.nullable(),
    model: z.object({ slug: z.string(), name: z.string() }).nullable(),
    engine: z.object({ slug: z.string(), name: z.string() }).nullable(),
    title: z.string(),
    steps: z.array(GuideStepSchema),
  })
  .openapi('Guide')
export type Guide = z.infer<typeof GuideSchema>

// ---- request parts

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

export const CurrencyQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO currency code')
    .optional()
    .openapi({
      param: { name: 'currency', in: 'query' },
      example: 'USD',
      description:
        "The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5).",
    }),
})

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
    query: CurrencyQuerySchema.extend({
      make: z
        .string()
        .max(200)
        .optional()
        .openapi({ param: { name: 'make', in: 'query' }, example: 'audi' }),
      page: z.coerce
        .number()
        .int('page must be a whole number')
        .min(1, 'page must be 1 or more')
        .max(100_000)
        .default(1)
        .openapi({ param: { name: 'page', in: 'query' }, example: 1 }),
      per_page: z.coerce
        .number()
        .int()
        .min(1)
        .max(100)
        .default(20)
        .openapi({ param: { name: 'per_page', in: 'query' }, example: 20 }),
    }),
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
    request: { body: { required: true, content: { 'application/json': { schema: SubscribeBodySchema } } } },
    responses: { 200: { description: 'Subscribed', ...json(SubscriptionSchema) }, ...errorResponses(403, 422) },
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
