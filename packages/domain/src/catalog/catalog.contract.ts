import { z } from 'zod'
import { MoneySchema } from '../money'
import { pageMetaSchema } from '../paging'
import { CATEGORY_SLUGS } from './catalog.constants'
import {
  DynoCsvSchema,
  EngineSchema,
  EngineSummarySchema,
  GlobalCompatRuleSchema,
  MakeSchema,
  MakeSeoSchema,
  ModelSchema,
  ToolSchema,
  TransmissionSchema,
  TransmissionSummarySchema,
  VehicleListEntrySchema,
  YearSchema,
} from './catalog.schema'

// The wire contract of the public tune catalog (decision 0081, SPEC §7 "Tune catalog"): the server's routes declare
// it, the web app's client is typed by the document generated from it. The payload shapes are catalog.schema.ts;
// here are the lists and pages that wrap them, the queries and the flash tool compatibility lists.

// Lists carry the currency their prices are in.
const currencyField = z.string().regex(/^[A-Z]{3}$/)

export const CurrencyQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO currency code')
    .optional()
    .meta({
      example: 'USD',
      description:
        "The display currency. Without it, the caller's display currency (their preferred one, else the site's default); one the store does not sell in falls back to the first store currency (SPEC §5).",
    }),
})
export type CurrencyQuery = z.infer<typeof CurrencyQuerySchema>

/** A category page's query: the display currency, a make filter and a 1-based page (SPEC §2). */
export const CategoryQuerySchema = CurrencyQuerySchema.extend({
  make: z.string().max(200).optional().meta({ example: 'audi' }),
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000)
    .default(1)
    .meta({ example: 1 }),
  per_page: z.coerce.number().int().min(1).max(100).default(20).meta({ example: 20 }),
})
export type CategoryQuery = z.infer<typeof CategoryQuerySchema>

export const MakeListSchema = z.object({ data: z.array(MakeSchema) }).meta({ id: 'MakeList' })
export type MakeList = z.infer<typeof MakeListSchema>

/** Years come as text (`2019`, `2019.5`, `Series`), sorted newest first (SPEC §5); `seo` is the make's SEO text. */
export const YearListSchema = z
  .object({ data: z.array(YearSchema), seo: MakeSeoSchema.nullable() })
  .meta({ id: 'YearList' })
export type YearList = z.infer<typeof YearListSchema>

export const ModelListSchema = z.object({ data: z.array(ModelSchema) }).meta({ id: 'ModelList' })
export type ModelList = z.infer<typeof ModelListSchema>

export const EngineListSchema = z.object({ data: z.array(EngineSummarySchema) }).meta({ id: 'EngineList' })
export type EngineList = z.infer<typeof EngineListSchema>

export const TransmissionListSchema = z
  .object({ data: z.array(TransmissionSummarySchema) })
  .meta({ id: 'TransmissionList' })
export type TransmissionList = z.infer<typeof TransmissionListSchema>

export const EngineDetailSchema = z
  .object({ ...EngineSchema.shape, currency: currencyField })
  .meta({ id: 'EngineDetail' })
export type EngineDetail = z.infer<typeof EngineDetailSchema>

export const TransmissionDetailSchema = z
  .object({ ...TransmissionSchema.shape, currency: currencyField })
  .meta({ id: 'TransmissionDetail' })
export type TransmissionDetail = z.infer<typeof TransmissionDetailSchema>

export const ToolListSchema = z.object({ currency: currencyField, data: z.array(ToolSchema) }).meta({ id: 'ToolList' })
export type ToolList = z.infer<typeof ToolListSchema>

export const GlobalCompatRuleListSchema = z
  .object({ data: z.array(GlobalCompatRuleSchema) })
  .meta({ id: 'GlobalCompatRuleList' })
export type GlobalCompatRuleList = z.infer<typeof GlobalCompatRuleListSchema>

// A copy, so that the name is the answer's and DynoCsvSchema stays anonymous where it is nested.
export const DynoCsvDetailSchema = z.object(DynoCsvSchema.shape).meta({ id: 'DynoCsv' })

export const VehicleListSchema = z
  .object({ currency: currencyField, data: z.array(VehicleListEntrySchema) })
  .meta({ id: 'VehicleList' })
export type VehicleList = z.infer<typeof VehicleListSchema>

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
  .meta({ id: 'VehicleRef' })
export type VehicleRef = z.infer<typeof VehicleRefSchema>

export const COMPAT_KINDS = ['fzl', 'fz3'] as const
export type CompatKind = (typeof COMPAT_KINDS)[number]

export const CompatListSchema = z
  .object({
    kind: z.enum(COMPAT_KINDS),
    /** The tools of that kind. */
    tools: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
    /** Every engine (and transmission) with at least one tune such a tool may flash, in catalog order. */
    // An intersection, so that the document says VehicleRef and what is added to it (as `allOf`).
    data: z.array(z.intersection(VehicleRefSchema, z.object({ tune_count: z.number().int() }))),
  })
  .meta({ id: 'CompatList' })
export type CompatList = z.infer<typeof CompatListSchema>

export const CompatSubscribeBodySchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'Email is too long')
      .pipe(z.email('Email is not a valid email address')),
  })
  .meta({ id: 'CompatSubscribeBody' })
export type CompatSubscribeBody = z.infer<typeof CompatSubscribeBodySchema>

export const CompatSubscriptionSchema = z
  .object({ kind: z.enum(COMPAT_KINDS), email: z.string(), subscribed: z.literal(true) })
  .meta({ id: 'CompatSubscription' })
export type CompatSubscription = z.infer<typeof CompatSubscriptionSchema>

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
  .meta({ id: 'CategoryTune' })
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
  .meta({ id: 'CategoryPage' })
export type CategoryPage = z.infer<typeof CategoryPageSchema>
