import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The vehicle catalog (SPEC §3, decision 0013): make → year → model → engine → transmission, the tunes of an
 * engine or a transmission, the tools that flash them and the rules that restrict those tools.
 *
 * Money follows ARCHITECTURE §4: integer minor units (`bigint`) stored once per store currency in the
 * `*_price` tables, never converted on the fly. Power and torque are a value plus its unit (SPEC §9 default
 * units hp, lb-ft, and Nm for the torque limit); values are `numeric` read as JS numbers.
 */

const value = () => numeric({ precision: 10, scale: 2, mode: 'number' })
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

export const catalogMake = pgTable(
  'catalog_make',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    origin: text().$type<'europe' | 'north-america' | 'asia'>().notNull(),
    /** Make SEO (SPEC §3): used on the make's pages when set, else generated titles are used. */
    seoTitle: text(),
    seoDescription: text(),
    seoBody: text(),
    updatedAt: updatedAt(),
  },
  (t) => [check('catalog_make_origin_check', sql`${t.origin} in ('europe', 'north-america', 'asia')`)],
)

/** A model in one year of a make; the year is 'Series' or a number with an optional single decimal digit. */
export const catalogModel = pgTable(
  'catalog_model',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    makeId: integer()
      .notNull()
      .references(() => catalogMake.id, { onDelete: 'cascade' }),
    year: text().notNull(),
    slug: text().notNull(),
    name: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.makeId, t.year, t.slug),
    check('catalog_model_year_check', sql`${t.year} ~ '^(Series|[0-9]{4}(\\.[0-9])?)$'`),
  ],
)

export const catalogEngine = pgTable(
  'catalog_engine',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    modelId: integer()
      .notNull()
      .references(() => catalogModel.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: text().notNull(),
    fuel: text().$type<'petrol' | 'diesel' | 'hybrid'>().notNull(),
    /** Stock output at the crank, for the picker. */
    stockHorsepowerValue: value().notNull(),
    stockHorsepowerUnit: text().$type<'hp' | 'kW' | 'PS'>().notNull().default('hp'),
    stockTorqueValue: value().notNull(),
    stockTorqueUnit: text().$type<'lb-ft' | 'Nm'>().notNull().default('lb-ft'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.modelId, t.slug),
    check('catalog_engine_fuel_check', sql`${t.fuel} in ('petrol', 'diesel', 'hybrid')`),
  ],
)

export const catalogTransmission = pgTable(
  'catalog_transmission',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    engineId: integer()
      .notNull()
      .references(() => catalogEngine.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.engineId, t.slug)],
)

/** Tune types carry the flags the vehicle selection needs (is_awd, is_dsg) and an optional display group. */
export const catalogTuneType = pgTable('catalog_tune_type', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  isAwd: boolean().notNull().default(false),
  isDsg: boolean().notNull().default(false),
  /** The tune type group, e.g. 'ECU', 'TCU', 'AWD', 'Add-on'; "group" is avoided as an SQL keyword. */
  groupName: text(),
})

/** SPEC §3 Tune (admin default). Owned by exactly one engine (ECU, AWD) or one transmission (TCU/DSG). */
export const catalogTune = pgTable(
  'catalog_tune',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    engineId: integer().references(() => catalogEngine.id, { onDelete: 'cascade' }),
    transmissionId: integer().references(() => catalogTransmission.id, { onDelete: 'cascade' }),
    /** Order within its owner: stock first, then stages, then add-ons. */
    position: integer().notNull().default(0),
    isStock: boolean().notNull().default(false),
    name: text().notNull(),
    slug: text().notNull(),
    partNumber: text().notNull(),
    /** An add-on, bought with a main tune of its kind at `addonprice`. */
    optional: boolean().notNull().default(false),
    /** 1 to 4 for staged tunes. */
    stage: integer(),
    description: text().notNull().default(''),
    notes: text().notNull().default(''),
    horsepowerValue: value().notNull().default(0),
    horsepowerUnit: text().$type<'hp' | 'kW' | 'PS'>().notNull().default('hp'),
    torqueValue: value().notNull().default(0),
    torqueUnit: text().$type<'lb-ft' | 'Nm'>().notNull().default('lb-ft'),
    torqueLimitValue: value().notNull().default(0),
    torqueLimitUnit: text().$type<'lb-ft' | 'Nm'>().notNull().default('Nm'),
    crankHorsepowerValue: value().notNull().default(0),
    crankHorsepowerUnit: text().$type<'hp' | 'kW' | 'PS'>().notNull().default('hp'),
    crankTorqueValue: value().notNull().default(0),
    crankTorqueUnit: text().$type<'lb-ft' | 'Nm'>().notNull().default('lb-ft'),
    giveSplitCredits: boolean().notNull().default(false),
    splitEcuCreditAmt: integer().notNull().default(0),
    splitTcuCreditAmt: integer().notNull().default(0),
    splitAwdCreditAmt: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('catalog_tune_owner_check', sql`(${t.engineId} is null) <> (${t.transmissionId} is null)`),
    check('catalog_tune_stage_check', sql`${t.stage} is null or ${t.stage} between 1 and 4`),
    uniqueIndex('catalog_tune_engine_slug_idx')
      .on(t.engineId, t.slug)
      .where(sql`${t.engineId} is not null`),
    uniqueIndex('catalog_tune_transmission_slug_idx')
      .on(t.transmissionId, t.slug)
      .where(sql`${t.transmissionId} is not null`),
  ],
)

/** A tune's prices in one store currency, minor units; every tune has a row per store currency. */
export const catalogTunePrice = pgTable(
  'catalog_tune_price',
  {
    tuneId: integer()
      .notNull()
      .references(() => catalogTune.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    price: bigint({ mode: 'number' }).notNull().default(0),
    addonprice: bigint({ mode: 'number' }).notNull().default(0),
    baseprice: bigint({ mode: 'number' }).notNull().default(0),
    baseaddonprice: bigint({ mode: 'number' }).notNull().default(0),
    dealerprice: bigint({ mode: 'number' }).notNull().default(0),
    dealeraddonprice: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tuneId, t.currency] })],
)

export const catalogTuneTuneType = pgTable(
  'catalog_tune_tune_type',
  {
    tuneId: integer()
      .notNull()
      .references(() => catalogTune.id, { onDelete: 'cascade' }),
    tuneTypeId: integer()
      .notNull()
      .references(() => catalogTuneType.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tuneId, t.tuneTypeId] }), index().on(t.tuneTypeId)],
)

/** `tuneId` requires `requiredTuneId` (SPEC §3 requires). */
export const catalogTuneRequires = pgTable(
  'catalog_tune_requires',
  {
    tuneId: integer()
      .notNull()
      .references(() => catalogTune.id, { onDelete: 'cascade' }),
    requiredTuneId: integer()
      .notNull()
      .references(() => catalogTune.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tuneId, t.requiredTuneId] })],
)

/** `tuneId` recommends `recommendedTuneId` (SPEC §3 recommended). */
export const catalogTuneRecommended = pgTable(
  'catalog_tune_recommended',
  {
    tuneId: integer()
      .notNull()
      .references(() => catalogTune.id, { onDelete: 'cascade' }),
    recommendedTuneId: integer()
      .notNull()
      .references(() => catalogTune.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tuneId, t.recommendedTuneId] })],
)

/** SPEC §3 Tool: a flash tool, sold as the store product `productSlug`. */
export const catalogTool = pgTable(
  'catalog_tool',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    productSlug: text().notNull(),
    compatType: text().$type<'FZPRO' | 'FLASHZILLAV3'>(),
    position: integer().notNull().default(0),
    isFz3: boolean().notNull().default(false),
    isFzl: boolean().notNull().default(false),
    isBenchflash: boolean().notNull().default(false),
    isDealerOwnable: boolean().notNull().default(false),
    isInhouse: boolean().notNull().default(false),
    isRentable: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'catalog_tool_compat_type_check',
      sql`${t.compatType} is null or ${t.compatType} in ('FZPRO', 'FLASHZILLAV3')`,
    ),
  ],
)

export const catalogToolPrice = pgTable(
  'catalog_tool_price',
  {
    toolId: integer()
      .notNull()
      .references(() => catalogTool.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    price: bigint({ mode: 'number' }).notNull().default(0),
    /** Null when the tool is not rentable. */
    rentPrice: bigint({ mode: 'number' }),
    installFee: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.toolId, t.currency] })],
)

/** The tools that can flash a tune. */
export const catalogTuneTool = pgTable(
  'catalog_tune_tool',
  {
    tuneId: integer()
      .notNull()
      .references(() => catalogTune.id, { onDelete: 'cascade' }),
    toolId: integer()
      .notNull()
      .references(() => catalogTool.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tuneId, t.toolId] }), index().on(t.toolId)],
)

/** The tool cannot be used on this engine or this transmission (exactly one of them). */
export const catalogToolRestriction = pgTable(
  'catalog_tool_restriction',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    engineId: integer().references(() => catalogEngine.id, { onDelete: 'cascade' }),
    transmissionId: integer().references(() => catalogTransmission.id, { onDelete: 'cascade' }),
    toolId: integer()
      .notNull()
      .references(() => catalogTool.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
  },
  (t) => [
    check('catalog_tool_restriction_owner_check', sql`(${t.engineId} is null) <> (${t.transmissionId} is null)`),
    index().on(t.engineId),
    index().on(t.transmissionId),
  ],
)

/** The tool cannot flash tunes of the tune type (any when null) on the make (any when null). */
export const catalogGlobalCompatRule = pgTable('catalog_global_compat_rule', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  toolId: integer()
    .notNull()
    .references(() => catalogTool.id, { onDelete: 'cascade' }),
  tuneTypeId: integer().references(() => catalogTuneType.id, { onDelete: 'cascade' }),
  makeId: integer().references(() => catalogMake.id, { onDelete: 'cascade' }),
  description: text().notNull(),
})

/** SPEC §3 Engine other_role_discounts: percent off for a role, keyed by role. */
export const catalogRoleDiscount = pgTable(
  'catalog_role_discount',
  {
    engineId: integer()
      .notNull()
      .references(() => catalogEngine.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    percent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.engineId, t.role] }),
    check('catalog_role_discount_percent_check', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
  ],
)

/** Dyno curves, sampled at the same rpm points; figures at the wheels. */
export type DynoCurves = {
  rpm: number[]
  stock_hp: number[]
  stock_torque: number[]
  tuned_hp: number[]
  tuned_torque: number[]
}

/** SPEC §3 Dyno csv entry: one dyno run of a tune; peaks at the wheels, crank = wheel × crank_factor. */
export const catalogDynoCsv = pgTable(
  'catalog_dyno_csv',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tuneId: integer()
      .notNull()
      .references(() => catalogTune.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    label: text().notNull(),
    source: text().$type<'upload' | 'other'>().notNull(),
    fileName: text().notNull(),
    crankFactor: numeric({ precision: 5, scale: 3, mode: 'number' }).notNull(),
    horsepowerValue: value().notNull(),
    horsepowerUnit: text().$type<'hp' | 'kW' | 'PS'>().notNull().default('hp'),
    torqueValue: value().notNull(),
    torqueUnit: text().$type<'lb-ft' | 'Nm'>().notNull().default('lb-ft'),
    torqueLimitValue: value().notNull(),
    torqueLimitUnit: text().$type<'lb-ft' | 'Nm'>().notNull().default('Nm'),
    crankHorsepowerValue: value().notNull(),
    crankHorsepowerUnit: text().$type<'hp' | 'kW' | 'PS'>().notNull().default('hp'),
    crankTorqueValue: value().notNull(),
    crankTorqueUnit: text().$type<'lb-ft' | 'Nm'>().notNull().default('lb-ft'),
    curves: jsonb().$type<DynoCurves>().notNull(),
  },
  (t) => [
    index().on(t.tuneId, t.position),
    check('catalog_dyno_csv_source_check', sql`${t.source} in ('upload', 'other')`),
    check('catalog_dyno_csv_crank_factor_check', sql`${t.crankFactor} > 0`),
  ],
)

export type GuideStep = {
  title: string
  body: string
}

/** What to buy for a vehicle, step by step; scoped to a make, optionally narrowed to a model or an engine. */
export const catalogGuide = pgTable(
  'catalog_guide',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    makeId: integer()
      .notNull()
      .references(() => catalogMake.id, { onDelete: 'cascade' }),
    modelId: integer().references(() => catalogModel.id, { onDelete: 'cascade' }),
    engineId: integer().references(() => catalogEngine.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    steps: jsonb().$type<GuideStep[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.makeId), index().on(t.modelId), index().on(t.engineId)],
)

/** Price bands for the catalog filters, one row per tier and currency; max null = no upper bound. */
export const catalogPriceTier = pgTable(
  'catalog_price_tier',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    currency: text().notNull(),
    position: integer().notNull().default(0),
    minPrice: bigint({ mode: 'number' }).notNull().default(0),
    maxPrice: bigint({ mode: 'number' }),
  },
  (t) => [unique().on(t.slug, t.currency)],
)

/** "Tell me when my vehicle is supported" sign-ups for the FZ3 and FZL compatibility pages. */
export const catalogCompatSubscription = pgTable(
  'catalog_compat_subscription',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<'fz3' | 'fzl'>().notNull(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.kind, t.email),
    check('catalog_compat_subscription_kind_check', sql`${t.kind} in ('fz3', 'fzl')`),
  ],
)
