import {
  compareYears,
  gainsOf,
  parseYearSegment,
  sortYears,
  type DynoCsv,
  type Engine,
  type GlobalCompatRule,
  type Tool,
  type Transmission,
  type VehicleListEntry,
  type CategoryPage,
  type CategoryTune,
  type CompatKind,
  type CompatList,
  CATEGORY_SLUGS,
} from '@shop/domain/catalog'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import { notFound } from '../../http/app-error'
import type { CatalogCaller } from './catalog-audience'
import { pageCategoryTunes } from './catalog-filters'
import * as repo from './catalog.repository'
import {
  dealerAmount,
  figuresOf,
  makeSeoOf,
  money,
  toEngineSummary,
  toMake,
  toModel,
  toRestriction,
  toTransmissionSummary,
  toVehicleTune,
  vehicleRefOf,
} from './catalog-views'

export type MakePath = { make: string }
export type ModelPath = MakePath & { year: string; model: string }
export type EnginePath = ModelPath & { engine: string }
type TransmissionPath = EnginePath & { transmission: string }

// ---- finding path segments (an unknown or invalid one is a 404)

function yearOf(segment: string): string {
  const year = parseYearSegment(segment)
  if (year === null) throw notFound('This year')
  return year
}

export async function makeOf(db: Db, path: MakePath) {
  const make = await repo.findMake(db, path.make)
  if (!make) throw notFound('This make')
  return make
}

export async function modelOf(db: Db, path: ModelPath) {
  const found = await repo.findModel(db, { ...path, year: yearOf(path.year) })
  if (!found) throw notFound('This model')
  return found
}

export async function engineOf(db: Db, path: EnginePath) {
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

export function toGlobalRule(row: Awaited<ReturnType<typeof repo.listGlobalCompatRules>>[number]): GlobalCompatRule {
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

export async function listCategory(
  db: Db,
  categorySegment: string,
  query: { make?: string; page: number; per_page: number },
  caller: CatalogCaller,
): Promise<CategoryPage> {
  const category = CATEGORY_SLUGS.find((slug) => slug === categorySegment)
  if (!category) throw notFound('This category')
  const first = pageWindow(query, 0)
  // An unknown make is a 404 rather than an empty page, so that invented filters are never cached.
  if (query.make !== undefined && !(await repo.findMake(db, query.make))) throw notFound('This make')
  const { rows, makes } = await pageCategoryTunes(db, category, query.make, first)
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
