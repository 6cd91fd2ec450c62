import { and, asc, count, desc, eq, inArray, like, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organization, user } from '../../db/schema/auth'
import { catalogTool } from '../../db/schema/catalog'
import { dealerApplication, dealerApplicationDocument } from '../../db/schema/dealer-applications'
import { dealerSpecialization } from '../../db/schema/dealers'
import { storedFile } from '../../db/schema/stored-files'

export type ApplicationRow = typeof dealerApplication.$inferSelect
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export async function latestOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(dealerApplication)
    .where(eq(dealerApplication.userId, userId))
    .orderBy(desc(dealerApplication.createdAt), desc(dealerApplication.id))
    .limit(1)
  return row
}

export async function findApplication(db: Db | Tx, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(dealerApplication).where(eq(dealerApplication.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

/** The application and its documents in one transaction; the partial unique index keeps one open per user. */
export async function insertApplication(
  db: Db,
  values: typeof dealerApplication.$inferInsert,
  files: Omit<typeof storedFile.$inferInsert, 'ownerUserId' | 'kind'>[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dealerApplication).values(values).returning()
    if (files.length > 0) {
      const stored = await tx
        .insert(storedFile)
        .values(files.map((file) => ({ ...file, ownerUserId: values.userId, kind: 'other' })))
        .returning({ id: storedFile.id })
      await tx
        .insert(dealerApplicationDocument)
        .values(stored.map((file, position) => ({ applicationId: row!.id, storedFileId: file.id, position })))
    }
    return row!
  })
}

export async function documentsOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return []
  return db
    .select({
      id: dealerApplicationDocument.id,
      applicationId: dealerApplicationDocument.applicationId,
      name: storedFile.originalName,
      contentType: storedFile.contentType,
      size: storedFile.size,
      storageKey: storedFile.storageKey,
    })
    .from(dealerApplicationDocument)
    .innerJoin(storedFile, eq(storedFile.id, dealerApplicationDocument.storedFileId))
    .where(inArray(dealerApplicationDocument.applicationId, applicationIds))
    .orderBy(asc(dealerApplicationDocument.position))
}

export async function userOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId))
  return row
}

export async function dealerOf(db: Db, organizationId: string | null) {
  if (!organizationId) return null
  const [row] = await db
    .select({ slug: organization.slug, name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId))
  return row ?? null
}

/** The dealer-ownable tools among `ids` (all of them when `ids` is undefined), by position. */
export async function ownableTools(db: Db | Tx, ids?: number[]) {
  if (ids && ids.length === 0) return []
  return db
    .select({ id: catalogTool.id, name: catalogTool.name, productSlug: catalogTool.productSlug })
    .from(catalogTool)
    .where(and(eq(catalogTool.isDealerOwnable, true), ids ? inArray(catalogTool.id, ids) : undefined))
    .orderBy(asc(catalogTool.position), asc(catalogTool.id))
}

/**
 * The specializations among `ids` (all when undefined), by position. The public list is `GET
 * /v1/dealer-specializations` (the dealer settings' feature); the application reads the table itself.
 */
export async function specializations(db: Db | Tx, ids?: number[]) {
  if (ids && ids.length === 0) return []
  return db
    .select({ id: dealerSpecialization.id, slug: dealerSpecialization.slug, name: dealerSpecialization.name })
    .from(dealerSpecialization)
    .where(ids ? inArray(dealerSpecialization.id, ids) : undefined)
    .orderBy(asc(dealerSpecialization.position), asc(dealerSpecialization.id))
}

export async function listApplications(db: Db, status: string | undefined, offset: number, limit: number) {
  const where = status ? eq(dealerApplication.status, status) : undefined
  const documents = db
    .select({ applicationId: dealerApplicationDocument.applicationId, n: count().as('n') })
    .from(dealerApplicationDocument)
    .groupBy(dealerApplicationDocument.applicationId)
    .as('documents')
  const [rows, [total]] = await Promise.all([
    db
      .select({
        application: dealerApplication,
        applicant: { id: user.id, name: user.name, email: user.email },
        documents: sql<number>`coalesce(${documents.n}, 0)::int`,
      })
      .from(dealerApplication)
      .innerJoin(user, eq(user.id, dealerApplication.userId))
      .leftJoin(documents, eq(documents.applicationId, dealerApplication.id))
      .where(where)
      .orderBy(desc(dealerApplication.createdAt), desc(dealerApplication.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(dealerApplication).where(where),
  ])
  return { rows, total: total?.value ?? 0 }
}

/** The organization slugs that start like `base` (a new dealer's slug must be none of them). */
export async function slugsLike(tx: Tx, base: string) {
  const rows = await tx
    .select({ slug: organization.slug })
    .from(organization)
    .where(or(eq(organization.slug, base), like(organization.slug, `${base}-%`)))
  return new Set(rows.map((row) => row.slug))
}
