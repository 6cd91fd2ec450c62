import { and, eq, gte, not, or, type SQL } from 'drizzle-orm'
import {
  compareYears,
  gainsOf,
  parseYearSegment,
  solveToolCompatibility,
  sortYears,
  vehiclePath,
  type CategorySlug,
  type DynoCsv,
  type Engine,
  type EngineSummary,
  type GlobalCompatRule,
  type Make,
  type MakeSeo,
  type Model,
  type Tool,
  type ToolRestriction,
  type Transmission,
  type TransmissionSummary,
  type TuneType,
  type VehicleListEntry,
  type VehicleTune,
  CATEGORY_SLUGS,
} from '@shop/domain/catalog'
import type { Money } from '@shop/domain/money'
import { pageWindow } from '@shop/domain/paging'
import { paths } from '@shop/domain/paths'
import type { Db } from '../../db/client'
import { notFound } from '../../http/app-error'
import type { CatalogCaller } from './catalog-audience'
import * as repo from './catalog.repository'
import type { CategoryPage, CategoryTune, CompatKind, CompatList, Guide, GuideStep, VehicleRef } from './catalog.routes'

type MakePath = { make: string }
type ModelPath = MakePath & { year: string; model: string }
type EnginePath = ModelPath & { engine: string }
type TransmissionPath = EnginePath & { transmission: string }

// ---- mapping rows to the payload contract

const money = (amountMinor: number, currency: string): Money => ({ amount_minor: amountMinor, currency })

function toMake(row: repo.MakeRow): Make {
  return { id: row.id, slug: row.slug, name: row.name, origin: row.origin }
}

function makeSeoOf(make: repo.MakeRow): MakeSeo | null {
  return make.seoTitle
    ? { title: make.seoTitle, description: make.seoDescription ?? '', body: make.seoBody ?? '' }
    : null
}

function toModel(row: repo.ModelRow): Model {
  return { id: row.id, slug: row.slug, name: row.name }
}

function toEngineSummary(row: repo.EngineRow): EngineSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    fuel: row.fuel,
    stock_horsepower: { value: row.stockHorsepowerValue, unit: row.stockHorsepowerUnit },
    stock_torque: { value: row.stockTorqueValue, unit: row.stockTorqueUnit },
  }
}

function toTransmissionSummary(row: repo.TransmissionRow): TransmissionSummary {
  return { id: row.id, slug: row.slug, name: row.name }
}

function toTuneType(row: repo.TuneTypeRow): TuneType {
  return { id: row.id, slug: row.slug, name: row.name, is_awd: row.isAwd, is_dsg: row.isDsg, group: row.groupName }
}

/**
 * A dealer price as the caller may see it (decision 0015): null for the public audience; for dealers the stored
 * one, except that 0 on a tune that has a retail price means "not set" (SPEC §9 default prices 0.00), so that
 * the retail price applies instead of a free tune.
 */
function dealerAmount(
  dealer: number,
  retail: number,
  currency: string,
  caller: Pick<CatalogCaller, 'audience'>,
): Money | null {
  if (caller.audience !== 'dealer') return null
  if (dealer === 0 && retail > 0) return null
  return money(dealer, currency)
}

function toVehicleTune(tune: repo.TuneRow, bundle: repo.TuneBundle, caller: CatalogCaller): VehicleTune {
  const { currency } = caller
  const price = bundle.prices.get(tune.id)
  const amounts = {
    price: price?.price ?? 0,
    addonprice: price?.addonprice ?? 0,
    baseprice: price?.baseprice ?? 0,
    baseaddonprice: price?.baseaddonprice ?? 0,
    dealerprice: price?.dealerprice ?? 0,
    dealeraddonprice: price?.dealeraddonprice ?? 0,
  }
  return {
    id: tune.id,
    slug: tune.slug,
    name: tune.name,
    part_number: tune.partNumber,
    is_stock: tune.isStock,
    optional: tune.optional,
    stage: tune.stage,
    description: tune.description,
    notes: tune.notes,
    horsepower: { value: tune.horsepowerValue, unit: tune.horsepowerUnit },
    torque: { value: tune.torqueValue, unit: tune.torqueUnit },
    torque_limit: { value: tune.torqueLimitValue, unit: tune.torqueLimitUnit },
    crank_horsepower: { value: tune.crankHorsepowerValue, unit: tune.crankHorsepowerUnit },
    crank_torque: { value: tune.crankTorqueValue, unit: tune.crankTorqueUnit },
    price: money(amounts.price, currency),
    addonprice: money(amounts.addonprice, currency),
    baseprice: money(amounts.baseprice, currency),
    baseaddonprice: money(amounts.baseaddonprice, currency),
    dealerprice: dealerAmount(amounts.dealerprice, amounts.price, currency, caller),
    dealeraddonprice: dealerAmount(amounts.dealeraddonprice, amounts.addonprice, currency, caller),
    requires: bundle.requires.get(tune.id) ?? [],
    recommended: bundle.recommended.get(tune.id) ?? [],
    give_split_credits: tune.giveSplitCredits,
    split_ecu_credit_amt: tune.splitEcuCreditAmt,
    split_tcu_credit_amt: tune.splitTcuCreditAmt,
    split_awd_credit_amt: tune.splitAwdCreditAmt,
    tools: bundle.tools.get(tune.id) ?? [],
    tune_types: (bundle.types.get(tune.id) ?? []).map(toTuneType),
    dyno_csv_ids: bundle.dynoIds.get(tune.id) ?? [],
  }
}

const toRestriction = (row: { toolId: number; reason: string }): ToolRestriction => ({
  tool_id: row.toolId,
  reason: row.reason,
})

// ---- finding path segments (an unknown or invalid one is a 404)

function yearOf(segment: string): string {
  const year = parseYearSegment(segment)
  if (year === null) throw notFound('This year')
  return year
}

async function makeOf(db: Db, path: MakePath) {
  const make = await repo.findMake(db, path.make)
  if (!make) throw notFound('This make')
  return make
}

async function modelOf(db: Db, path: ModelPath) {
  const found = await repo.findModel(db, { ...path, year: yearOf(path.year) })
  if (!found) throw notFound('This model')
  return found
}

async function engineOf(db: Db, path: EnginePath) {
  const found = await repo.findEngine(db, { ...path, year: yearOf(path.year) })
  if (!found) throw notFound('This engine')
  return found
}

// ---- the vehicle tree

export async function listMakes(db: Db) {
  return { data: (await repo.listMakes(db)).map(toMake) }
}

export async function listYears(db: Db, path: MakePath) {
  const make = await makeOf(db, path)
  return { data: sortYears(await repo.listYearsOfMake(db, make.id)), seo: makeSeoOf(make) }
}

export async function listModels(db: Db, path: MakePath & { year: string }) {
  const year = yearOf(path.year)
  const make = await makeOf(db, path)
  const models = await repo.listModels(db, make.id, year)
  // A year the make has no model in is not a page.
  if (models.length === 0) throw notFound('This year')
  return { data: models.map(toModel) }
}

export async function listEngines(db: Db, path: ModelPath) {
  const { model } = await modelOf(db, path)
  return { data: (await repo.listEngines(db, model.id)).map(toEngineSummary) }
}

export async function getEngine(
  db: Db,
  path: EnginePath,
  caller: CatalogCaller,
): Promise<Engine & { currency: string }> {
  const { make, model, engine } = await engineOf(db, path)
  const [bundle, restrictions, discounts, transmissions] = await Promise.all([
    repo.loadTunes(db, { engineId: engine.id }, caller.currency),
    repo.listRestrictions(db, { engineId: engine.id }),
    repo.listRoleDiscounts(db, engine.id),
    repo.listTransmissions(db, [engine.id]),
  ])
  return {
    ...toEngineSummary(engine),
    make: toMake(make),
    year: model.year,
    model: toModel(model),
    tunes: bundle.tunes.map((tune) => toVehicleTune(tune, bundle, caller)),
    tool_restrictions: restrictions.map(toRestriction),
    other_role_discounts: Object.fromEntries(discounts.map((row) => [row.role, row.percent])),
    transmissions: transmissions.map(toTransmissionSummary),
    seo: makeSeoOf(make),
    currency: caller.currency,
  }
}

export async function listTransmissions(db: Db, path: EnginePath) {
  const { engine } = await engineOf(db, path)
  return { data: (await repo.listTransmissions(db, [engine.id])).map(toTransmissionSummary) }
}

export async function getTransmission(
  db: Db,
  path: TransmissionPath,
  caller: CatalogCaller,
): Promise<Transmission & { currency: string }> {
  const { engine } = await engineOf(db, path)
  const transmission = await repo.findTransmission(db, engine.id, path.transmission)
  if (!transmission) throw notFound('This transmission')
  const [bundle, restrictions] = await Promise.all([
    repo.loadTunes(db, { transmissionId: transmission.id }, caller.currency),
    repo.listRestrictions(db, { transmissionId: transmission.id }),
  ])
  return {
    ...toTransmissionSummary(transmission),
    tunes: bundle.tunes.map((tune) => toVehicleTune(tune, bundle, caller)),
    tool_restrictions: restrictions.map(toRestriction),
    currency: caller.currency,
  }
}

/**
 * The engine, and the transmission when the path names one, of a vehicle being bought: priced for the buyer's
 * pricing role in the currency the purchase is in (already decided, so the region plays no part). The checkout's
 * catalog-tune lines and the catalog purchase estimate read the vehicle this one way.
 */
export function readVehicleForPurchase(
  db: Db,
  path: EnginePath & { transmission?: string | null },
  role: 'customer' | 'dealer',
  currency: string,
) {
  const caller: CatalogCaller = {
    audience: role === 'dealer' ? 'dealer' : 'public',
    currency,
    preferredCurrency: null,
    region: null,
  }
  const enginePath = { make: path.make, year: path.year, model: path.model, engine: path.engine }
  return Promise.all([
    getEngine(db, enginePath, caller),
    path.transmission ? getTransmission(db, { ...enginePath, transmission: path.transmission }, caller) : null,
  ])
}

// ---- tools, rules, dyno runs, every vehicle

export async function listTools(db: Db, currency: string): Promise<{ currency: string; data: Tool[] }> {
  const rows = await repo.listToolsPriced(db, currency)
  return {
    currency,
    data: rows.map(({ tool, price }) => ({
      id: tool.id,
      slug: tool.slug,
      name: tool.name,
      product_slug: tool.productSlug,
      compat_type: tool.compatType,
      price: money(price?.price ?? 0, currency),
      // Only a rentable tool has a rent price, whatever a price row says.
      rent_price: tool.isRentable && price?.rentPrice != null ? money(price.rentPrice, currency) : null,
      install_fee: money(price?.installFee ?? 0, currency),
      is_fz3: tool.isFz3,
      is_fzl: tool.isFzl,
      is_benchflash: tool.isBenchflash,
      is_dealer_ownable: tool.isDealerOwnable,
      is_inhouse: tool.isInhouse,
      is_rentable: tool.isRentable,
    })),
  }
}

function toGlobalRule(row: Awaited<ReturnType<typeof repo.listGlobalCompatRules>>[number]): GlobalCompatRule {
  return {
    id: row.id,
    tool_id: row.toolId,
    tune_type_id: row.tuneTypeId,
    make_id: row.makeId,
    description: row.description,
  }
}

export async function listGlobalCompatRules(db: Db) {
  return { data: (await repo.listGlobalCompatRules(db)).map(toGlobalRule) }
}

/** Dyno ids are PostgreSQL integers: anything else in the path is no dyno of ours. */
const DYNO_ID = /^[1-9]\d{0,9}$/

export async function getDynoCsv(db: Db, idSegment: string): Promise<DynoCsv> {
  const id = DYNO_ID.test(idSegment) ? Number(idSegment) : Number.NaN
  const row = id <= 2_147_483_647 ? await repo.findDynoCsv(db, id) : undefined
  if (!row) throw notFound('This dyno run')
  return {
    id: row.id,
    tune_id: row.tuneId,
    label: row.label,
    source: row.source,
    horsepower: { value: row.horsepowerValue, unit: row.horsepowerUnit },
    torque: { value: row.torqueValue, unit: row.torqueUnit },
    torque_limit: { value: row.torqueLimitValue, unit: row.torqueLimitUnit },
    crank_horsepower: { value: row.crankHorsepowerValue, unit: row.crankHorsepowerUnit },
    crank_torque: { value: row.crankTorqueValue, unit: row.crankTorqueUnit },
    file: row.fileName,
    crank_factor: row.crankFactor,
    curves: row.curves,
  }
}

/** Catalog order of vehicles: make name, year as SPEC §5 sorts it, model name, engine name. */
function byCatalogOrder<T extends { makeName: string; year: string; modelName: string; engineName: string }>(
  a: T,
  b: T,
): number {
  return (
    a.makeName.localeCompare(b.makeName) ||
    compareYears(a.year, b.year) ||
    a.modelName.localeCompare(b.modelName) ||
    a.engineName.localeCompare(b.engineName)
  )
}

export async function listAll(db: Db, currency: string): Promise<{ currency: string; data: VehicleListEntry[] }> {
  const [engines, figures] = await Promise.all([repo.listAllEngines(db), repo.tuneFiguresByEngine(db, currency)])
  const transmissions = repo.listTransmissions(
    db,
    engines.map((engine) => engine.engineId),
  )
  const transmissionsByEngine = new Map<number, string[]>()
  for (const transmission of await transmissions) {
    const list = transmissionsByEngine.get(transmission.engineId) ?? []
    list.push(transmission.slug)
    transmissionsByEngine.set(transmission.engineId, list)
  }
  return {
    currency,
    data: [...engines].sort(byCatalogOrder).map((engine) => {
      const figure = figures.get(engine.engineId)
      return {
        make: engine.make,
        make_name: engine.makeName,
        year: engine.year,
        model: engine.model,
        model_name: engine.modelName,
        engine: engine.engine,
        engine_name: engine.engineName,
        transmissions: transmissionsByEngine.get(engine.engineId) ?? [],
        tune_count: figure?.tuneCount ?? 0,
        from_price: figure?.fromPrice == null ? null : money(figure.fromPrice, currency),
      }
    }),
  }
}

// ---- category pages

function vehicleRefOf(row: {
  make: string
  makeName: string
  year: string
  model: string
  modelName: string
  engine: string
  engineName: string
  transmission: string | null
  transmissionName: string | null
}): VehicleRef {
  return {
    make: row.make,
    make_name: row.makeName,
    year: row.year,
    model: row.model,
    model_name: row.modelName,
    engine: row.engine,
    engine_name: row.engineName,
    transmission: row.transmission,
    transmission_name: row.transmissionName,
    path: vehiclePath({
      make: row.make,
      year: row.year,
      model: row.model,
      engine: row.engine,
      transmission: row.transmission,
    }),
  }
}

/** The power figures of a tune row, as the domain's `gainsOf` reads them. */
function figuresOf(tune: repo.TuneRow) {
  return {
    horsepower: { value: tune.horsepowerValue, unit: tune.horsepowerUnit },
    torque: { value: tune.torqueValue, unit: tune.torqueUnit },
    crank_horsepower: { value: tune.crankHorsepowerValue, unit: tune.crankHorsepowerUnit },
    crank_torque: { value: tune.crankTorqueValue, unit: tune.crankTorqueUnit },
  }
}

const c = repo.categoryColumns
/** A tune bought on its own: not the stock tune, not an add-on. */
const mainTune = and(eq(c.isStock, false), eq(c.optional, false))!
const ecuTune = and(mainTune, c.engineOwned, not(repo.hasAwdTuneType))!

/**
 * Which tunes each SPEC §2 category page lists (decision 0015). Stock tunes and add-ons are never listed: a
 * category page sells tunes bought on their own.
 */
export const CATEGORY_RULES: Record<CategorySlug, SQL> = {
  'engine-tuning': ecuTune,
  'turbo-tuning': and(ecuTune, repo.turboEngine)!,
  'performance-tuning': and(mainTune, or(gte(c.stage, 2), repo.hasTuneType(['performance'])))!,
  'eco-tuning': and(mainTune, repo.hasTuneType(['eco']))!,
  'tcu-tuning': and(mainTune, c.transmissionOwned)!,
  'stage-1-tuning': and(mainTune, eq(c.stage, 1))!,
  'stage-2-tuning': and(mainTune, eq(c.stage, 2))!,
  'stage-3-tuning': and(mainTune, eq(c.stage, 3))!,
  'stage-4-tuning': and(mainTune, eq(c.stage, 4))!,
  'diesel-tuning': and(ecuTune, eq(c.fuel, 'diesel'))!,
}

export async function listCategory(
  db: Db,
  categorySegment: string,
  query: { make?: string; page: number; per_page: number },
  caller: CatalogCaller,
): Promise<CategoryPage> {
  const category = CATEGORY_SLUGS.find((slug) => slug === categorySegment)
  if (!category) throw notFound('This category')
  const rule = CATEGORY_RULES[category]
  const first = pageWindow(query, 0)
  // An unknown make is a 404 rather than an empty page, so that invented filters are never cached.
  if (query.make !== undefined && !(await repo.findMake(db, query.make))) throw notFound('This make')
  const { rows, makes } = await repo.pageTunesWithVehicle(db, rule, query.make, first)
  const total = query.make
    ? (makes.find((make) => make.slug === query.make)?.count ?? 0)
    : makes.reduce((sum, make) => sum + make.count, 0)
  const { meta } = pageWindow(query, total)
  const ids = rows.map((row) => row.tuneId)
  const [prices, types, figures, stock] = await Promise.all([
    repo.tunePrices(db, ids, caller.currency),
    repo.tuneTypeSlugs(db, ids),
    repo.crankFigures(db, ids),
    repo.stockFigures(db, [...new Set(rows.map((row) => row.engineId))]),
  ])
  const data = rows.map((row): CategoryTune => {
    const price = prices.get(row.tuneId)
    const figure = figures.get(row.tuneId)
    const stockTune = stock.get(row.engineId)
    // The domain's gains (crank display), which also convert a stock figure kept in other units.
    const gains =
      figure && stockTune && row.transmissionId === null
        ? gainsOf(figuresOf(figure), figuresOf(stockTune), 'crank')
        : null
    return {
      id: row.tuneId,
      slug: row.tuneSlug,
      name: row.tuneName,
      stage: row.stage,
      kind: row.transmissionId === null ? 'ecu' : 'tcu',
      tune_types: types.get(row.tuneId) ?? [],
      price: money(price?.price ?? 0, caller.currency),
      baseprice: money(price?.baseprice ?? 0, caller.currency),
      dealerprice: dealerAmount(price?.dealerprice ?? 0, price?.price ?? 0, caller.currency, caller),
      gain_hp: gains?.horsepower.value ?? null,
      gain_torque: gains?.torque.value ?? null,
      vehicle: vehicleRefOf(row),
    }
  })
  return {
    category,
    currency: caller.currency,
    make: query.make ?? null,
    makes: makes.map(({ slug, name, count }) => ({ slug, name, count })),
    data,
    meta,
  }
}

// ---- flash tool compatibility lists

/**
 * The vehicles a tool kind can tune: engines with at least one non-stock tune (its own or its transmissions')
 * that a tool of the kind may flash — the tune lists the tool, the tool is not restricted on the tune's engine
 * or transmission, and no global rule denies it for the make and the tune's types (SPEC §9).
 */
export async function listCompatible(db: Db, kind: CompatKind): Promise<CompatList> {
  const tools = await repo.listToolsOfKind(db, kind)
  const toolIds = tools.map((tool) => tool.id)
  const [tunes, restrictions, rules] = await Promise.all([
    repo.tunesFlashableBy(db, toolIds),
    repo.listAllRestrictions(db, toolIds),
    repo.listGlobalCompatRules(db),
  ])
  const ids = tunes.map((tune) => tune.tuneId)
  const [links, typeIds] = await Promise.all([repo.tuneToolLinks(db, ids), repo.tuneTypeIds(db, ids)])
  const restricted = new Set(
    restrictions.map((r) => (r.engineId !== null ? `e${r.engineId}:${r.toolId}` : `t${r.transmissionId}:${r.toolId}`)),
  )
  const kindTools = new Set(toolIds)
  const byEngine = new Map<number, CompatList['data'][number]>()
  for (const tune of tunes) {
    const types = typeIds.get(tune.tuneId) ?? []
    const allowed = (links.get(tune.tuneId) ?? []).some(
      (toolId) =>
        kindTools.has(toolId) &&
        !restricted.has(
          tune.transmissionId === null ? `e${tune.engineId}:${toolId}` : `t${tune.transmissionId}:${toolId}`,
        ) &&
        !rules.some(
          (rule) =>
            rule.toolId === toolId &&
            (rule.makeId === null || rule.makeId === tune.makeId) &&
            (rule.tuneTypeId === null || types.includes(rule.tuneTypeId)),
        ),
    )
    if (!allowed) continue
    const entry = byEngine.get(tune.engineId)
    if (entry) entry.tune_count += 1
    else
      byEngine.set(tune.engineId, {
        ...vehicleRefOf({ ...tune, transmission: null, transmissionName: null }),
        tune_count: 1,
      })
  }
  return { kind, tools, data: [...byEngine.values()] }
}

export async function subscribeToCompat(db: Db, kind: CompatKind, email: string, now: Date) {
  await repo.insertCompatSubscription(db, kind, email, now)
  return { kind, email, subscribed: true as const }
}

// ---- guides

export async function getGuide(db: Db, path: MakePath & Partial<EnginePath>, caller: CatalogCaller): Promise<Guide> {
  if (path.year !== undefined && path.model !== undefined) {
    return path.engine !== undefined
      ? engineGuide(db, { ...path, year: path.year, model: path.model, engine: path.engine }, caller)
      : modelGuide(db, { ...path, year: path.year, model: path.model }, caller)
  }
  const make = await makeOf(db, path)
  const guides = await repo.listGuides(db, { makeId: make.id })
  return {
    currency: caller.currency,
    make: { slug: make.slug, name: make.name },
    year: null,
    model: null,
    engine: null,
    title: guides[0]?.title ?? `${make.name} tuning guide`,
    steps: withEditorial(
      [
        step('vehicle', 'Find your vehicle', `Pick the year, model and engine of your ${make.name}.`, {
          href: vehiclePath({ make: make.slug }),
        }),
      ],
      guides,
    ),
  }
}

function step(
  kind: GuideStep['kind'],
  title: string,
  body: string,
  extra: Partial<Pick<GuideStep, 'tunes' | 'tools' | 'href'>> = {},
): GuideStep {
  return { kind, title, body, tunes: extra.tunes ?? [], tools: extra.tools ?? [], href: extra.href ?? null }
}

/** The steps, then the editorial steps of the most specific guide that fits, less those that repeat a step's title. */
function withEditorial(steps: GuideStep[], guides: Awaited<ReturnType<typeof repo.listGuides>>): GuideStep[] {
  const titles = new Set(steps.map((s) => s.title.toLowerCase()))
  const editorial = (guides[0]?.steps ?? []).filter((s) => !titles.has(s.title.toLowerCase()))
  return [...steps, ...editorial.map((s) => step('note', s.title, s.body))]
}

async function modelGuide(db: Db, path: ModelPath, caller: CatalogCaller): Promise<Guide> {
  const { make, model } = await modelOf(db, path)
  const guides = await repo.listGuides(db, { makeId: make.id, modelId: model.id })
  const name = `${make.name} ${model.name} (${model.year})`
  return {
    currency: caller.currency,
    make: { slug: make.slug, name: make.name },
    year: model.year,
    model: { slug: model.slug, name: model.name },
    engine: null,
    title: guides[0]?.title ?? `${name} tuning guide`,
    steps: withEditorial(
      [
        step(
          'vehicle',
          'Choose your engine',
          `Pick the engine of your ${name} to see its tunes and the tool you need.`,
          {
            href: vehiclePath({ make: make.slug, year: model.year, model: model.slug }),
          },
        ),
      ],
      guides,
    ),
  }
}

async function engineGuide(db: Db, path: EnginePath, caller: CatalogCaller): Promise<Guide> {
  const { make, model, engine } = await engineOf(db, path)
  const [guides, bundle, restrictions, transmissions, toolList, rules] = await Promise.all([
    repo.listGuides(db, { makeId: make.id, modelId: model.id, engineId: engine.id }),
    repo.loadTunes(db, { engineId: engine.id }, caller.currency),
    repo.listRestrictions(db, { engineId: engine.id }),
    repo.listTransmissions(db, [engine.id]),
    listTools(db, caller.currency),
    repo.listGlobalCompatRules(db),
  ])
  const tunes = bundle.tunes.map((tune) => toVehicleTune(tune, bundle, caller))
  const isAwd = (tune: VehicleTune) => tune.tune_types.some((type) => type.is_awd)
  const main = tunes.filter((tune) => !tune.is_stock && !tune.optional && !isAwd(tune))
  const addOns = tunes.filter((tune) => tune.optional || isAwd(tune))
  const transmissionTunes: VehicleTune[] = []
  for (const transmission of transmissions) {
    const tBundle = await repo.loadTunes(db, { transmissionId: transmission.id }, caller.currency)
    for (const tune of tBundle.tunes) {
      if (!tune.isStock && !tune.optional) transmissionTunes.push(toVehicleTune(tune, tBundle, caller))
    }
  }
  const asGuideTune = (tune: VehicleTune) => ({
    id: tune.id,
    name: tune.name,
    stage: tune.stage,
    price: tune.price,
    dealerprice: tune.dealerprice,
  })

  // The tool for the first stage (the usual first purchase), chosen by the same solver as the vehicle page.
  const first = main[0]
  const solved = first
    ? solveToolCompatibility({
        tunes: [{ id: first.id, tools: first.tools, tune_types: first.tune_types, scope: 'engine' }],
        tools: toolList.data,
        engineRestrictions: restrictions.map(toRestriction),
        transmissionRestrictions: [],
        globalRules: rules.map(toGlobalRule),
        makeId: make.id,
        owned: [],
        rent: false,
        currency: caller.currency,
      })
    : null
  const chosenTools =
    solved?.ok === true
      ? toolList.data
          .filter((tool) => solved.tools.includes(tool.id))
          .map((tool) => ({
            id: tool.id,
            name: tool.name,
            product_slug: tool.product_slug,
            price: tool.price,
            rent_price: tool.rent_price,
            install_fee: tool.install_fee,
          }))
      : []
  const vehicle = `${make.name} ${model.name} ${engine.name}`
  const href = vehiclePath({ make: make.slug, year: model.year, model: model.slug, engine: engine.slug })

  const steps: GuideStep[] = [
    step('tune', 'Choose your engine tune', `The ECU tunes for the ${vehicle}, from a mild Stage 1 upward.`, {
      tunes: main.map(asGuideTune),
      href,
    }),
  ]
  if (transmissionTunes.length > 0) {
    steps.push(
      step('transmission', 'Add a transmission tune', 'Shift points and torque limits matched to the engine tune.', {
        tunes: transmissionTunes.map(asGuideTune),
        href,
      }),
    )
  }
  steps.push(
    step(
      'tool',
      'Get the tool that flashes it',
      solved === null
        ? 'Choose a tune first.'
        : solved.ok
          ? solved.tools.length === 0
            ? 'No tool is needed.'
            : `The cheapest way to flash ${first!.name}: the tool below, or one you already own.`
          : `No compatible tool: ${solved.message}`,
      { tools: chosenTools, ...(chosenTools[0] ? { href: paths.product(chosenTools[0].product_slug) } : {}) },
    ),
  )
  if (addOns.length > 0) {
    steps.push(
      step('add-ons', 'Pick your add-ons', 'Optional extras, priced as add-ons when bought with a tune.', {
        tunes: addOns.map(asGuideTune),
        href,
      }),
    )
  }
  return {
    currency: caller.currency,
    make: { slug: make.slug, name: make.name },
    year: model.year,
    model: { slug: model.slug, name: model.name },
    engine: { slug: engine.slug, name: engine.name },
    title: guides[0]?.title ?? `${vehicle} tuning guide`,
    steps: withEditorial(steps, guides),
  }
}
