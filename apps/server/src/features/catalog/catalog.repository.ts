import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { tunesWithVehicle } from './catalog-filters'
import {
  catalogCompatSubscription,
  catalogDynoCsv,
  catalogEngine,
  catalogGlobalCompatRule,
  catalogGuide,
  catalogMake,
  catalogModel,
  catalogRoleDiscount,
  catalogTool,
  catalogToolPrice,
  catalogToolRestriction,
  catalogTransmission,
  catalogTune,
  catalogTunePrice,
  catalogTuneRecommended,
  catalogTuneRequires,
  catalogTuneTool,
  catalogTuneTuneType,
  catalogTuneType,
} from '../../db/schema/catalog'

/**
 * Reads of the public catalog. Each lookup of a path segment is scoped by its parent (a model only within its
 * make and year, an engine only within its model...), so a slug of another vehicle is simply not found.
 */

export type MakeRow = typeof catalogMake.$inferSelect
export type ModelRow = typeof catalogModel.$inferSelect
export type EngineRow = typeof catalogEngine.$inferSelect
export type TransmissionRow = typeof catalogTransmission.$inferSelect
export type TuneRow = typeof catalogTune.$inferSelect
export type TunePriceRow = typeof catalogTunePrice.$inferSelect
export type TuneTypeRow = typeof catalogTuneType.$inferSelect
export type ToolRow = typeof catalogTool.$inferSelect
export type ToolPriceRow = typeof catalogToolPrice.$inferSelect

// ---- the vehicle tree

export function listMakes(db: Db) {
  return db.select().from(catalogMake).orderBy(asc(catalogMake.name), asc(catalogMake.id))
}

export async function findMake(db: Db, slug: string): Promise<MakeRow | undefined> {
  const [row] = await db.select().from(catalogMake).where(eq(catalogMake.slug, slug)).limit(1)
  return row
}

export async function listYearsOfMake(db: Db, makeId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ year: catalogModel.year })
    .from(catalogModel)
    .where(eq(catalogModel.makeId, makeId))
  return rows.map((row) => row.year)
}

export function listModels(db: Db, makeId: number, year: string) {
  return db
    .select()
    .from(catalogModel)
    .where(and(eq(catalogModel.makeId, makeId), eq(catalogModel.year, year)))
    .orderBy(asc(catalogModel.name), asc(catalogModel.id))
}

export async function findModel(db: Db, path: { make: string; year: string; model: string }) {
  const [row] = await db
    .select({ make: catalogMake, model: catalogModel })
    .from(catalogModel)
    .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
    .where(and(eq(catalogMake.slug, path.make), eq(catalogModel.year, path.year), eq(catalogModel.slug, path.model)))
    .limit(1)
  return row
}

export function listEngines(db: Db, modelId: number) {
  return db
    .select()
    .from(catalogEngine)
    .where(eq(catalogEngine.modelId, modelId))
    .orderBy(asc(catalogEngine.name), asc(catalogEngine.id))
}

export async function findEngine(db: Db, path: { make: string; year: string; model: string; engine: string }) {
  const [row] = await db
    .select({ make: catalogMake, model: catalogModel, engine: catalogEngine })
    .from(catalogEngine)
    .innerJoin(catalogModel, eq(catalogModel.id, catalogEngine.modelId))
    .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
    .where(
      and(
        eq(catalogMake.slug, path.make),
        eq(catalogModel.year, path.year),
        eq(catalogModel.slug, path.model),
        eq(catalogEngine.slug, path.engine),
      ),
    )
    .limit(1)
  return row
}

export function listTransmissions(db: Db, engineIds: number[]) {
  if (engineIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(catalogTransmission)
    .where(inArray(catalogTransmission.engineId, engineIds))
    .orderBy(asc(catalogTransmission.name), asc(catalogTransmission.id))
}

export async function findTransmission(db: Db, engineId: number, slug: string) {
  const [row] = await db
    .select()
    .from(catalogTransmission)
    .where(and(eq(catalogTransmission.engineId, engineId), eq(catalogTransmission.slug, slug)))
    .limit(1)
  return row
}

// ---- tunes with everything a vehicle page shows

export type TuneBundle = {
  tunes: TuneRow[]
  prices: Map<number, TunePriceRow>
  types: Map<number, TuneTypeRow[]>
  requires: Map<number, number[]>
  recommended: Map<number, number[]>
  tools: Map<number, number[]>
  dynoIds: Map<number, number[]>
}

function groupBy<T, V>(rows: readonly T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>()
  for (const row of rows) {
    const list = groups.get(key(row))
    if (list) list.push(value(row))
    else groups.set(key(row), [value(row)])
  }
  return groups
}

/** The tunes of one engine or one transmission in display order, with prices in `currency` and their links. */
export async function loadTunes(
  db: Db,
  owner: { engineId: number } | { transmissionId: number },
  currency: string,
): Promise<TuneBundle> {
  const where =
    'engineId' in owner
      ? eq(catalogTune.engineId, owner.engineId)
      : eq(catalogTune.transmissionId, owner.transmissionId)
  const tunes = await db.select().from(catalogTune).where(where).orderBy(asc(catalogTune.position), asc(catalogTune.id))
  const ids = tunes.map((tune) => tune.id)
  if (ids.length === 0) {
    return {
      tunes,
      prices: new Map(),
      types: new Map(),
      requires: new Map(),
      recommended: new Map(),
      tools: new Map(),
      dynoIds: new Map(),
    }
  }
  const [prices, types, requires, recommended, tools, dynos] = await Promise.all([
    db
      .select()
      .from(catalogTunePrice)
      .where(and(inArray(catalogTunePrice.tuneId, ids), eq(catalogTunePrice.currency, currency))),
    db
      .select({ tuneId: catalogTuneTuneType.tuneId, type: catalogTuneType })
      .from(catalogTuneTuneType)
      .innerJoin(catalogTuneType, eq(catalogTuneType.id, catalogTuneTuneType.tuneTypeId))
      .where(inArray(catalogTuneTuneType.tuneId, ids))
      .orderBy(asc(catalogTuneType.id)),
    db
      .select()
      .from(catalogTuneRequires)
      .where(inArray(catalogTuneRequires.tuneId, ids))
      .orderBy(asc(catalogTuneRequires.requiredTuneId)),
    db
      .select()
      .from(catalogTuneRecommended)
      .where(inArray(catalogTuneRecommended.tuneId, ids))
      .orderBy(asc(catalogTuneRecommended.recommendedTuneId)),
    db.select().from(catalogTuneTool).where(inArray(catalogTuneTool.tuneId, ids)).orderBy(asc(catalogTuneTool.toolId)),
    db
      .select({ id: catalogDynoCsv.id, tuneId: catalogDynoCsv.tuneId })
      .from(catalogDynoCsv)
      .where(inArray(catalogDynoCsv.tuneId, ids))
      .orderBy(asc(catalogDynoCsv.position), asc(catalogDynoCsv.id)),
  ])
  return {
    tunes,
    prices: new Map(prices.map((row) => [row.tuneId, row])),
    types: groupBy(
      types,
      (row) => row.tuneId,
      (row) => row.type,
    ),
    requires: groupBy(
      requires,
      (row) => row.tuneId,
      (row) => row.requiredTuneId,
    ),
    recommended: groupBy(
      recommended,
      (row) => row.tuneId,
      (row) => row.recommendedTuneId,
    ),
    tools: groupBy(
      tools,
      (row) => row.tuneId,
      (row) => row.toolId,
    ),
    dynoIds: groupBy(
      dynos,
      (row) => row.tuneId,
      (row) => row.id,
    ),
  }
}

export function listRestrictions(db: Db, owner: { engineId: number } | { transmissionId: number }) {
  const where =
    'engineId' in owner
      ? eq(catalogToolRestriction.engineId, owner.engineId)
      : eq(catalogToolRestriction.transmissionId, owner.transmissionId)
  return db
    .select({ toolId: catalogToolRestriction.toolId, reason: catalogToolRestriction.reason })
    .from(catalogToolRestriction)
    .where(where)
    .orderBy(asc(catalogToolRestriction.toolId), asc(catalogToolRestriction.id))
}

export function listRoleDiscounts(db: Db, engineId: number) {
  return db
    .select({ role: catalogRoleDiscount.role, percent: catalogRoleDiscount.percent })
    .from(catalogRoleDiscount)
    .where(eq(catalogRoleDiscount.engineId, engineId))
    .orderBy(asc(catalogRoleDiscount.role))
}

// ---- tools, rules, dyno runs

export function listToolsPriced(db: Db, currency: string) {
  return db
    .select({ tool: catalogTool, price: catalogToolPrice })
    .from(catalogTool)
    .leftJoin(
      catalogToolPrice,
      and(eq(catalogToolPrice.toolId, catalogTool.id), eq(catalogToolPrice.currency, currency)),
    )
    .orderBy(asc(catalogTool.position), asc(catalogTool.id))
}

export function listGlobalCompatRules(db: Db) {
  return db.select().from(catalogGlobalCompatRule).orderBy(asc(catalogGlobalCompatRule.id))
}

export async function findDynoCsv(db: Db, id: number) {
  const [row] = await db.select().from(catalogDynoCsv).where(eq(catalogDynoCsv.id, id)).limit(1)
  return row
}

// ---- every vehicle

/** Every make/year/model/engine, in make name, year (sorted later), model name and engine name order. */
export function listAllEngines(db: Db) {
  return db
    .select({
      engineId: catalogEngine.id,
      make: catalogMake.slug,
      makeName: catalogMake.name,
      year: catalogModel.year,
      model: catalogModel.slug,
      modelName: catalogModel.name,
      engine: catalogEngine.slug,
      engineName: catalogEngine.name,
    })
    .from(catalogEngine)
    .innerJoin(catalogModel, eq(catalogModel.id, catalogEngine.modelId))
    .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
    .orderBy(asc(catalogMake.name), asc(catalogModel.name), asc(catalogEngine.name), asc(catalogEngine.id))
}

/** Per engine: the number of tunes (its own and its transmissions') and the lowest retail price of a non-stock one. */
export async function tuneFiguresByEngine(db: Db, currency: string) {
  const owner = sql<number>`coalesce(${catalogTune.engineId}, ${catalogTransmission.engineId})`
  const rows = await db
    .select({
      engineId: owner,
      tuneCount: count(catalogTune.id),
      fromPrice: sql<
        number | null
      >`min(${catalogTunePrice.price}) filter (where not ${catalogTune.isStock} and not ${catalogTune.optional})`,
    })
    .from(catalogTune)
    .leftJoin(catalogTransmission, eq(catalogTransmission.id, catalogTune.transmissionId))
    .leftJoin(
      catalogTunePrice,
      and(eq(catalogTunePrice.tuneId, catalogTune.id), eq(catalogTunePrice.currency, currency)),
    )
    .groupBy(owner)
  return new Map(
    rows.map((row) => [
      Number(row.engineId),
      { tuneCount: Number(row.tuneCount), fromPrice: row.fromPrice === null ? null : Number(row.fromPrice) },
    ]),
  )
}

/** Prices of some tunes in one currency. */
export async function tunePrices(db: Db, tuneIds: number[], currency: string) {
  if (tuneIds.length === 0) return new Map<number, TunePriceRow>()
  const rows = await db
    .select()
    .from(catalogTunePrice)
    .where(and(inArray(catalogTunePrice.tuneId, tuneIds), eq(catalogTunePrice.currency, currency)))
  return new Map(rows.map((row) => [row.tuneId, row]))
}

/** Tune type slugs of some tunes. */
export async function tuneTypeSlugs(db: Db, tuneIds: number[]) {
  if (tuneIds.length === 0) return new Map<number, string[]>()
  const rows = await db
    .select({ tuneId: catalogTuneTuneType.tuneId, slug: catalogTuneType.slug })
    .from(catalogTuneTuneType)
    .innerJoin(catalogTuneType, eq(catalogTuneType.id, catalogTuneTuneType.tuneTypeId))
    .where(inArray(catalogTuneTuneType.tuneId, tuneIds))
    .orderBy(asc(catalogTuneType.id))
  return groupBy(
    rows,
    (row) => row.tuneId,
    (row) => row.slug,
  )
}

/** The crank figures of the stock tunes of some engines (for gains). */
export async function stockFigures(db: Db, engineIds: number[]) {
  if (engineIds.length === 0) return new Map<number, TuneRow>()
  const rows = await db
    .select()
    .from(catalogTune)
    .where(and(inArray(catalogTune.engineId, engineIds), eq(catalogTune.isStock, true)))
    .orderBy(asc(catalogTune.position), asc(catalogTune.id))
  const byEngine = new Map<number, TuneRow>()
  for (const row of rows) if (row.engineId !== null && !byEngine.has(row.engineId)) byEngine.set(row.engineId, row)
  return byEngine
}

export async function crankFigures(db: Db, tuneIds: number[]) {
  if (tuneIds.length === 0) return new Map<number, TuneRow>()
  const rows = await db.select().from(catalogTune).where(inArray(catalogTune.id, tuneIds))
  return new Map(rows.map((row) => [row.id, row]))
}

// ---- flash tool compatibility

export function listToolsOfKind(db: Db, kind: 'fz3' | 'fzl') {
  return db
    .select({ id: catalogTool.id, slug: catalogTool.slug, name: catalogTool.name })
    .from(catalogTool)
    .where(kind === 'fz3' ? eq(catalogTool.isFz3, true) : eq(catalogTool.isFzl, true))
    .orderBy(asc(catalogTool.position), asc(catalogTool.id))
}

/** Every non-stock tune one of the tools can flash, with its vehicle, its tools among them and its type ids. */
export async function tunesFlashableBy(db: Db, toolIds: number[]) {
  if (toolIds.length === 0) return []
  return tunesWithVehicle(db)
    .where(
      and(
        eq(catalogTune.isStock, false),
        sql`exists (select 1 from ${catalogTuneTool} where ${catalogTuneTool.tuneId} = ${catalogTune.id} and ${inArray(catalogTuneTool.toolId, toolIds)})`,
      ),
    )
    .orderBy(
      asc(catalogMake.name),
      sql`case when ${catalogModel.year} = 'Series' then -1 else ${catalogModel.year}::numeric end desc`,
      asc(catalogModel.name),
      asc(catalogEngine.name),
      asc(catalogTransmission.name),
      asc(catalogTune.position),
      asc(catalogTune.id),
    )
}

export async function tuneToolLinks(db: Db, tuneIds: number[]) {
  if (tuneIds.length === 0) return new Map<number, number[]>()
  const rows = await db.select().from(catalogTuneTool).where(inArray(catalogTuneTool.tuneId, tuneIds))
  return groupBy(
    rows,
    (row) => row.tuneId,
    (row) => row.toolId,
  )
}

export async function tuneTypeIds(db: Db, tuneIds: number[]) {
  if (tuneIds.length === 0) return new Map<number, number[]>()
  const rows = await db.select().from(catalogTuneTuneType).where(inArray(catalogTuneTuneType.tuneId, tuneIds))
  return groupBy(
    rows,
    (row) => row.tuneId,
    (row) => row.tuneTypeId,
  )
}

export function listAllRestrictions(db: Db, toolIds: number[]) {
  if (toolIds.length === 0) return Promise.resolve([])
  return db
    .select({
      engineId: catalogToolRestriction.engineId,
      transmissionId: catalogToolRestriction.transmissionId,
      toolId: catalogToolRestriction.toolId,
    })
    .from(catalogToolRestriction)
    .where(inArray(catalogToolRestriction.toolId, toolIds))
}

export async function insertCompatSubscription(db: Db, kind: 'fz3' | 'fzl', email: string, now: Date) {
  await db.insert(catalogCompatSubscription).values({ kind, email, createdAt: now }).onConflictDoNothing()
}

// ---- guides

/** The guides of a make that fit: make-wide ones, the model's and the engine's, most specific first. */
export function listGuides(db: Db, scope: { makeId: number; modelId?: number; engineId?: number }) {
  const fits = [and(sql`${catalogGuide.modelId} is null`, sql`${catalogGuide.engineId} is null`)]
  if (scope.modelId !== undefined)
    fits.push(and(eq(catalogGuide.modelId, scope.modelId), sql`${catalogGuide.engineId} is null`))
  if (scope.engineId !== undefined) fits.push(eq(catalogGuide.engineId, scope.engineId))
  return db
    .select()
    .from(catalogGuide)
    .where(and(eq(catalogGuide.makeId, scope.makeId), or(...fits)))
    .orderBy(
      sql`case when ${catalogGuide.engineId} is not null then 0 when ${catalogGuide.modelId} is not null then 1 else 2 end`,
      asc(catalogGuide.id),
    )
}
