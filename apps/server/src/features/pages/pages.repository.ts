import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import {
  catalogEngine,
  catalogGlobalCompatRule,
  catalogMake,
  catalogModel,
  catalogTool,
  catalogToolRestriction,
  catalogTransmission,
  catalogTune,
  catalogTuneTool,
  catalogTuneType,
} from '../../db/schema/catalog'
import { page, pageVersion } from '../../db/schema/pages'

// Queries only (explicit columns): pages, their versions, and what the catalog says a tool flashes.

export type PageRow = typeof page.$inferSelect
export type PageVersionRow = typeof pageVersion.$inferSelect
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const pageColumns = {
  id: page.id,
  slug: page.slug,
  title: page.title,
  description: page.description,
  markdown: page.markdown,
  html: page.html,
  version: page.version,
  updatedByUserId: page.updatedByUserId,
  updatedAt: page.updatedAt,
  createdAt: page.createdAt,
}

export async function findPage(db: Db | Tx, slug: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select(pageColumns).from(page).where(eq(page.slug, slug))
  const [row] = await (options.forUpdate ? query.for('update') : query)
  return row
}

/** Every page with who saved it last, by path. */
export function listPages(db: Db) {
  return db
    .select({
      slug: page.slug,
      title: page.title,
      version: page.version,
      updatedAt: page.updatedAt,
      updatedByUserId: page.updatedByUserId,
      updatedByName: user.name,
      updatedByEmail: user.email,
    })
    .from(page)
    .leftJoin(user, eq(user.id, page.updatedByUserId))
    .orderBy(asc(page.slug))
}

/** People's names by id (authors of versions), for the answers. */
export async function peopleNamed(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, ids))
  return new Map(rows.map((row) => [row.id, row.name || row.email]))
}

export function updatePage(
  db: Tx,
  id: number,
  values: Pick<PageRow, 'title' | 'description' | 'markdown' | 'html' | 'version' | 'updatedByUserId' | 'updatedAt'>,
) {
  return db.update(page).set(values).where(eq(page.id, id))
}

export async function insertVersion(db: Db | Tx, values: typeof pageVersion.$inferInsert) {
  await db.insert(pageVersion).values(values)
}

/** A new page and its version 1 by `by` (null: the shop), unless a page has that slug already (then nothing); answers whether it was new. */
export async function insertPageIfMissing(
  db: Db | Tx,
  values: Pick<PageRow, 'slug' | 'title' | 'description' | 'markdown' | 'html'> & { at: Date; by: string | null },
): Promise<boolean> {
  const [created] = await db
    .insert(page)
    .values({
      slug: values.slug,
      title: values.title,
      description: values.description,
      markdown: values.markdown,
      html: values.html,
      version: 1,
      updatedByUserId: values.by,
      updatedAt: values.at,
      createdAt: values.at,
    })
    .onConflictDoNothing({ target: page.slug })
    .returning({ id: page.id })
  if (!created) return false
  await insertVersion(db, {
    pageId: created.id,
    number: 1,
    title: values.title,
    description: values.description,
    markdown: values.markdown,
    authorUserId: values.by,
    restoredFrom: null,
    createdAt: values.at,
  })
  return true
}

const versionSummary = {
  number: pageVersion.number,
  title: pageVersion.title,
  authorUserId: pageVersion.authorUserId,
  createdAt: pageVersion.createdAt,
  restoredFrom: pageVersion.restoredFrom,
}

export function listVersions(db: Db, pageId: number) {
  return db
    .select(versionSummary)
    .from(pageVersion)
    .where(eq(pageVersion.pageId, pageId))
    .orderBy(desc(pageVersion.number))
}

export async function findVersion(db: Db | Tx, pageId: number, number: number) {
  const [row] = await db
    .select({ ...versionSummary, description: pageVersion.description, markdown: pageVersion.markdown })
    .from(pageVersion)
    .where(and(eq(pageVersion.pageId, pageId), eq(pageVersion.number, number)))
  return row
}

// ---- the tool compatibility chart (SPEC §2 /tcc/{id}/)

export async function findTool(db: Db, id: number) {
  const [row] = await db
    .select({
      id: catalogTool.id,
      name: catalogTool.name,
      slug: catalogTool.slug,
      productSlug: catalogTool.productSlug,
    })
    .from(catalogTool)
    .where(eq(catalogTool.id, id))
  return row
}

/** The engines (with make, model and year) that have a tune of their own, or of a transmission, the tool flashes. */
export function enginesFlashedBy(db: Db, toolId: number) {
  const tuneOwnerEngine = sql<number>`coalesce(${catalogTune.engineId}, ${catalogTransmission.engineId})`
  return db
    .selectDistinct({
      engineId: catalogEngine.id,
      engine: catalogEngine.name,
      engineSlug: catalogEngine.slug,
      model: catalogModel.name,
      modelSlug: catalogModel.slug,
      year: catalogModel.year,
      make: catalogMake.name,
      makeSlug: catalogMake.slug,
    })
    .from(catalogTuneTool)
    .innerJoin(catalogTune, eq(catalogTune.id, catalogTuneTool.tuneId))
    .leftJoin(catalogTransmission, eq(catalogTransmission.id, catalogTune.transmissionId))
    .innerJoin(catalogEngine, eq(catalogEngine.id, tuneOwnerEngine))
    .innerJoin(catalogModel, eq(catalogModel.id, catalogEngine.modelId))
    .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
    .where(eq(catalogTuneTool.toolId, toolId))
    .orderBy(asc(catalogMake.name), asc(catalogModel.name), desc(catalogModel.year), asc(catalogEngine.name))
}

/** Where the tool may not be used: the engine or transmission (with its engine, model and make) and why. */
export function restrictionsOf(db: Db, toolId: number) {
  const ownerEngine = sql<number>`coalesce(${catalogToolRestriction.engineId}, ${catalogTransmission.engineId})`
  return db
    .select({
      engineId: catalogToolRestriction.engineId,
      transmission: catalogTransmission.name,
      engine: catalogEngine.name,
      model: catalogModel.name,
      year: catalogModel.year,
      make: catalogMake.name,
      reason: catalogToolRestriction.reason,
    })
    .from(catalogToolRestriction)
    .leftJoin(catalogTransmission, eq(catalogTransmission.id, catalogToolRestriction.transmissionId))
    .innerJoin(catalogEngine, eq(catalogEngine.id, ownerEngine))
    .innerJoin(catalogModel, eq(catalogModel.id, catalogEngine.modelId))
    .innerJoin(catalogMake, eq(catalogMake.id, catalogModel.makeId))
    .where(eq(catalogToolRestriction.toolId, toolId))
    .orderBy(asc(catalogMake.name), asc(catalogModel.name), asc(catalogEngine.name))
}

/** The tool's global rules: a tune type and/or make it never flashes, in the catalog's words. */
export function globalRulesOf(db: Db, toolId: number) {
  return db
    .select({
      description: catalogGlobalCompatRule.description,
      tuneType: catalogTuneType.name,
      make: catalogMake.name,
    })
    .from(catalogGlobalCompatRule)
    .leftJoin(catalogTuneType, eq(catalogTuneType.id, catalogGlobalCompatRule.tuneTypeId))
    .leftJoin(catalogMake, eq(catalogMake.id, catalogGlobalCompatRule.makeId))
    .where(eq(catalogGlobalCompatRule.toolId, toolId))
}
