import { z } from 'zod'
import { MoneySchema } from '../money/money.schema'
import { COMPAT_TYPES, DYNO_SOURCES, FUELS, POWER_UNITS, TORQUE_UNITS } from './catalog.constants'

/**
 * The public catalog API's payloads (SPEC §3, §7): what `/api/v1/ecu/*` answers and what the web app
 * reads. Prices are in the one display currency the request asked for (`?currency=`), resolved as
 * everywhere (SPEC §5); dealer prices are null unless the caller may see them (`showDealerPricing`).
 */

/** A value plus its unit (SPEC §3: horsepower, torque, torque_limit, crank_horsepower, crank_torque). */
export const PowerSchema = z.object({ value: z.number(), unit: z.enum(POWER_UNITS) })
export const TorqueSchema = z.object({ value: z.number(), unit: z.enum(TORQUE_UNITS) })
export type Power = z.infer<typeof PowerSchema>
export type Torque = z.infer<typeof TorqueSchema>

export const MakeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Where the make comes from, for grouping in the picker. */
  origin: z.enum(['europe', 'north-america', 'asia']),
})
export type Make = z.infer<typeof MakeSchema>

export const MakeSeoSchema = z.object({ title: z.string(), description: z.string(), body: z.string() })
export type MakeSeo = z.infer<typeof MakeSeoSchema>

/** SPEC §2: a year is the word Series or a number with an optional single decimal digit. */
export const YearSchema = z.string().regex(/^(Series|\d{4}(\.\d)?)$/)

export const ModelSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })
export type Model = z.infer<typeof ModelSchema>

export const TuneTypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  is_awd: z.boolean(),
  is_dsg: z.boolean(),
  group: z.string().nullable(),
})
export type TuneType = z.infer<typeof TuneTypeSchema>

/** SPEC §3 Tune, in vehicle context (slug, tune types with is_awd and is_dsg), priced in one currency. */
export const VehicleTuneSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  part_number: z.string(),
  is_stock: z.boolean(),
  /** An add-on: bought together with a main tune of its kind, at `addonprice`. */
  optional: z.boolean(),
  /** 1 to 4 for staged tunes, else null. */
  stage: z.number().int().min(1).max(4).nullable(),
  description: z.string(),
  notes: z.string(),
  /** At the wheels (the "regular" display). */
  horsepower: PowerSchema,
  torque: TorqueSchema,
  torque_limit: TorqueSchema,
  crank_horsepower: PowerSchema,
  crank_torque: TorqueSchema,
  price: MoneySchema,
  addonprice: MoneySchema,
  baseprice: MoneySchema,
  baseaddonprice: MoneySchema,
  dealerprice: MoneySchema.nullable(),
  dealeraddonprice: MoneySchema.nullable(),
  requires: z.array(z.number().int()),
  recommended: z.array(z.number().int()),
  give_split_credits: z.boolean(),
  split_ecu_credit_amt: z.number().int(),
  split_tcu_credit_amt: z.number().int(),
  split_awd_credit_amt: z.number().int(),
  /** Ids of the tools that can flash it. */
  tools: z.array(z.number().int()),
  tune_types: z.array(TuneTypeSchema),
  dyno_csv_ids: z.array(z.number().int()),
})
export type VehicleTune = z.infer<typeof VehicleTuneSchema>

/** An engine's or transmission's restriction: this tool cannot be used on it (for any of its tunes). */
export const ToolRestrictionSchema = z.object({ tool_id: z.number().int(), reason: z.string() })
export type ToolRestriction = z.infer<typeof ToolRestrictionSchema>

export const TransmissionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
})
export type TransmissionSummary = z.infer<typeof TransmissionSummarySchema>

export const TransmissionSchema = TransmissionSummarySchema.extend({
  tunes: z.array(VehicleTuneSchema),
  tool_restrictions: z.array(ToolRestrictionSchema),
})
export type Transmission = z.infer<typeof TransmissionSchema>

export const EngineSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  fuel: z.enum(FUELS),
  /** Stock output at the crank, for the picker. */
  stock_horsepower: PowerSchema,
  stock_torque: TorqueSchema,
})
export type EngineSummary = z.infer<typeof EngineSummarySchema>

export const EngineSchema = EngineSummarySchema.extend({
  make: MakeSchema,
  year: YearSchema,
  model: ModelSchema,
  tunes: z.array(VehicleTuneSchema),
  tool_restrictions: z.array(ToolRestrictionSchema),
  /** Percent off per role for roles other than the buyer's own price column, e.g. { tuner: 15 }. */
  other_role_discounts: z.record(z.string(), z.number()),
  transmissions: z.array(TransmissionSummarySchema),
  seo: MakeSeoSchema.nullable(),
})
export type Engine = z.infer<typeof EngineSchema>

/** SPEC §3 Tool, priced in the display currency. */
export const ToolSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The store product that sells it (`/products/{slug}/`). */
  product_slug: z.string(),
  compat_type: z.enum(COMPAT_TYPES).nullable(),
  price: MoneySchema,
  rent_price: MoneySchema.nullable(),
  install_fee: MoneySchema,
  is_fz3: z.boolean(),
  is_fzl: z.boolean(),
  is_benchflash: z.boolean(),
  is_dealer_ownable: z.boolean(),
  is_inhouse: z.boolean(),
  is_rentable: z.boolean(),
})
export type Tool = z.infer<typeof ToolSchema>

/**
 * A rule for every vehicle (`/api/v1/ecu/global-compat-rules`): the tool cannot flash tunes of the tune
 * type (any tune when null) on the make (any make when null).
 */
export const GlobalCompatRuleSchema = z.object({
  id: z.number().int(),
  tool_id: z.number().int(),
  tune_type_id: z.number().int().nullable(),
  make_id: z.number().int().nullable(),
  description: z.string(),
})
export type GlobalCompatRule = z.infer<typeof GlobalCompatRuleSchema>

/** One dyno run of a tune (SPEC §3 Dyno csv entry) with its curves, wheel figures; crank = wheel × crank_factor. */
export const DynoCsvSchema = z.object({
  id: z.number().int(),
  tune_id: z.number().int(),
  label: z.string(),
  source: z.enum(DYNO_SOURCES),
  horsepower: PowerSchema,
  torque: TorqueSchema,
  torque_limit: TorqueSchema,
  crank_horsepower: PowerSchema,
  crank_torque: TorqueSchema,
  /** The original csv file's name. */
  file: z.string(),
  crank_factor: z.number().positive(),
  curves: z.object({
    rpm: z.array(z.number()),
    stock_hp: z.array(z.number()),
    stock_torque: z.array(z.number()),
    tuned_hp: z.array(z.number()),
    tuned_torque: z.array(z.number()),
  }),
})
export type DynoCsv = z.infer<typeof DynoCsvSchema>

/** `/api/v1/ecu/list-all`: every vehicle path, for the sitemap and the all-tunes page. */
export const VehicleListEntrySchema = z.object({
  make: z.string(),
  make_name: z.string(),
  year: YearSchema,
  model: z.string(),
  model_name: z.string(),
  engine: z.string(),
  engine_name: z.string(),
  transmissions: z.array(z.string()),
  tune_count: z.number().int(),
  /** Lowest retail price of a non-stock tune, in the display currency. */
  from_price: MoneySchema.nullable(),
})
export type VehicleListEntry = z.infer<typeof VehicleListEntrySchema>
