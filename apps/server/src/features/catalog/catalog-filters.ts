import { and, asc, count, eq, gte, inArray, isNotNull, not, or, sql, type SQL } from 'drizzle-orm'
import type { CategorySlug } from '@shop/domain/catalog'
import type { Db } from '../../db/client'
import {
  catalogEngine,
  catalogMake,
  catalogModel,
  catalogTransmission,
  catalogTune,
  catalogTuneTuneType,
  catalogTuneType,
} from '../../db/schema/catalog'

/**
 * The catalog's Drizzle filters and the query that pages tunes with their vehicle by them (decision 0075: query
 * building is the repository's, the service names the rule it wants).
 */

const tuneVehicleColumns = {
  tuneId: catalogTune.id,
  tuneSlug: catalogTune.slug,
  tuneName: catalogTune.name,
  stage: catalogTune.stage,
  isStock: catalogTune.isStock,
  optional: catalogTune.optional,
  transmissionId: catalogTune.transmissionId,
  transmission: catalogTransmission.slug,
  transmissionName: catalogTransmission.name,
  engineId: catalogEngine.id,
  engine: catalogEngine.slug,
  engineName: catalogEngine.name,
  fuel: catalogEngine.fuel,
  year: catalogModel.year,
  model: catalogModel.slug,
  modelName: catalogModel.name,
  makeId: catalogMake.id,
  make: catalogMake.slug,
  makeName: catalogMake.name,
}

/** A tune's engine: its own, or its transmission's. */
const engineOfTune = sql`coalesce(${catalogTune.engineId}, ${catalogTransmission.engineId})`

/** Tunes joined with their transmission, engine, model and make. */
export function tunesWithVehicle(db: Db) {
  return db
    .select(tuneVehicleColumns)
    .from(catalogTune)
    .leftJoin(catalogTransmission, eq(catalogTransmission.id, catalogTune.transmissionId))
    .innerJoin(catalogEngine, eq(catalogEngine.id, engineOfTune))
    .innerJoin(catalogModel, eq(catalogModel.id, catalogEngine.modelId))
    .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
}

/** Tune ids that have a tune type with one of these slugs. */
export const hasTuneType = (slugs: readonly string[]): SQL =>
  sql`exists (select 1 from ${catalogTuneTuneType} inner join ${catalogTuneType} on ${catalogTuneType.id} = ${catalogTuneTuneType.tuneTypeId} where ${catalogTuneTuneType.tuneId} = ${catalogTune.id} and ${inArray(catalogTuneType.slug, [...slugs])})`

/** The tune has an AWD tune type (an AWD tune belongs to an engine but is not an ECU tune). */
export const hasAwdTuneType: SQL = sql`exists (select 1 from ${catalogTuneTuneType} inner join ${catalogTuneType} on ${catalogTuneType.id} = ${catalogTuneTuneType.tuneTypeId} where ${catalogTuneTuneType.tuneId} = ${catalogTune.id} and ${catalogTuneType.isAwd})`

/**
 * The tune's engine is turbocharged. The catalog has no aspiration column; what marks a forced-induction engine
 * in it is a Stage 3 or 4 tune (bigger turbo or hybrid turbo stages), and every diesel here is turbocharged.
 */
export const turboEngine: SQL = sql`(${catalogEngine.fuel} = 'diesel' or exists (select 1 from ${catalogTune} as staged where staged.engine_id = ${catalogEngine.id} and staged.stage >= 3))`

const c = {
  engineOwned: isNotNull(catalogTune.engineId),
  transmissionOwned: isNotNull(catalogTune.transmissionId),
  isStock: catalogTune.isStock,
  optional: catalogTune.optional,
  stage: catalogTune.stage,
  fuel: catalogEngine.fuel,
  engineId: catalogEngine.id,
}

/** A tune bought on its own: not the stock tune, not an add-on. */
const mainTune = and(eq(c.isStock, false), eq(c.optional, false))!
const ecuTune = and(mainTune, c.engineOwned, not(hasAwdTuneType))!

/**
 * Which tunes each SPEC §2 category page lists (decision 0015). Stock tunes and add-ons are never listed: a
 * category page sells tunes bought on their own.
 */
const CATEGORY_RULES: Record<CategorySlug, SQL> = {
  'engine-tuning': ecuTune,
  'turbo-tuning': and(ecuTune, turboEngine)!,
  'performance-tuning': and(mainTune, or(gte(c.stage, 2), hasTuneType(['performance'])))!,
  'eco-tuning': and(mainTune, hasTuneType(['eco']))!,
  'tcu-tuning': and(mainTune, c.transmissionOwned)!,
  'stage-1-tuning': and(mainTune, eq(c.stage, 1))!,
  'stage-2-tuning': and(mainTune, eq(c.stage, 2))!,
  'stage-3-tuning': and(mainTune, eq(c.stage, 3))!,
  'stage-4-tuning': and(mainTune, eq(c.stage, 4))!,
  'diesel-tuning': and(ecuTune, eq(c.fuel, 'diesel'))!,
}

/** One page of a category's tunes (and the make filter), with the matching count per make. */
export async function pageCategoryTunes(
  db: Db,
  category: CategorySlug,
  makeSlug: string | undefined,
  window: { offset: number; limit: number },
) {
  const where = CATEGORY_RULES[category]
  const filtered = makeSlug ? and(where, eq(catalogMake.slug, makeSlug))! : where
  const [rows, makes] = await Promise.all([
    tunesWithVehicle(db)
      .where(filtered)
      .orderBy(
        asc(catalogMake.name),
        sql`case when ${catalogModel.year} = 'Series' then -1 else ${catalogModel.year}::numeric end desc`,
        asc(catalogModel.name),
        asc(catalogEngine.name),
        asc(catalogTransmission.name),
        asc(catalogTune.position),
        asc(catalogTune.id),
      )
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ slug: catalogMake.slug, name: catalogMake.name, count: count(catalogTune.id) })
      .from(catalogTune)
      .leftJoin(catalogTransmission, eq(catalogTransmission.id, catalogTune.transmissionId))
      .innerJoin(catalogEngine, eq(catalogEngine.id, engineOfTune))
      .innerJoin(catalogModel, eq(catalogModel.id, catalogEngine.modelId))
      .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
      .where(where)
      .groupBy(catalogMake.id, catalogMake.slug, catalogMake.name)
      .orderBy(asc(catalogMake.name)),
  ])
  return { rows, makes: makes.map((make) => ({ ...make, count: Number(make.count) })) }
}
