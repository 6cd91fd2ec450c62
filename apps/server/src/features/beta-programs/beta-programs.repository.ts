import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { betaApplication, betaProgram } from '../../db/schema/beta-programs'
import { catalogMake, catalogTool } from '../../db/schema/catalog'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type ProgramRow = typeof betaProgram.$inferSelect
export type ApplicationRow = typeof betaApplication.$inferSelect

/** The catalog's makes (those among `slugs` when given), by name. */
export async function makes(db: Db | Tx, slugs?: readonly string[]) {
  if (slugs && slugs.length === 0) return []
  return db
    .select({ slug: catalogMake.slug, name: catalogMake.name })
    .from(catalogMake)
    .where(slugs ? inArray(catalogMake.slug, [...slugs]) : undefined)
    .orderBy(asc(catalogMake.name))
}

/** The catalog's flash tools (those among `ids` when given), by position. */
export async function tools(db: Db | Tx, ids?: readonly number[]) {
  if (ids && ids.length === 0) return []
  return db
    .select({ id: catalogTool.id, name: catalogTool.name })
    .from(catalogTool)
    .where(ids ? inArray(catalogTool.id, [...ids]) : undefined)
    .orderBy(asc(catalogTool.position), asc(catalogTool.id))
}

/** Open programs first, then closed ones; newest first within each. Drafts only when `drafts`. */
export async function listPrograms(db: Db, options: { drafts: boolean }) {
  return db
    .select()
    .from(betaProgram)
    .where(options.drafts ? undefined : inArray(betaProgram.status, ['open', 'closed']))
    .orderBy(
      sql`case ${betaProgram.status} when 'open' then 0 when 'draft' then 1 else 2 end`,
      desc(betaProgram.createdAt),
      desc(betaProgram.id),
    )
}

export async function findProgram(db: Db | Tx, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(betaProgram).where(eq(betaProgram.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

/** Applications per program and status. */
export async function countsOf(db: Db | Tx, programIds: number[]) {
  if (programIds.length === 0) return []
  return db
    .select({ programId: betaApplication.programId, status: betaApplication.status, n: count() })
    .from(betaApplication)
    .where(inArray(betaApplication.programId, programIds))
    .groupBy(betaApplication.programId, betaApplication.status)
}

export async function acceptedIn(db: Db | Tx, programId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(betaApplication)
    .where(and(eq(betaApplication.programId, programId), eq(betaApplication.status, 'accepted')))
  return row?.n ?? 0
}

export async function insertProgram(db: Db, values: typeof betaProgram.$inferInsert) {
  const [row] = await db.insert(betaProgram).values(values).returning()
  return row!
}

export async function updateProgram(tx: Tx, id: number, values: Partial<typeof betaProgram.$inferInsert>) {
  const [row] = await tx.update(betaProgram).set(values).where(eq(betaProgram.id, id)).returning()
  return row!
}

export async function deleteProgram(tx: Tx, id: number) {
  await tx.delete(betaProgram).where(eq(betaProgram.id, id))
}

export async function applicationOf(db: Db | Tx, programId: number, userId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(betaApplication)
    .where(and(eq(betaApplication.programId, programId), eq(betaApplication.userId, userId)))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

export async function findApplication(tx: Db | Tx, programId: number, id: number, options: { lock?: boolean } = {}) {
  const query = tx
    .select()
    .from(betaApplication)
    .where(and(eq(betaApplication.id, id), eq(betaApplication.programId, programId)))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

export async function insertApplication(tx: Tx, values: typeof betaApplication.$inferInsert) {
  const [row] = await tx.insert(betaApplication).values(values).returning()
  return row!
}

export async function updateApplication(tx: Db | Tx, id: number, values: Partial<typeof betaApplication.$inferInsert>) {
  const [row] = await tx.update(betaApplication).set(values).where(eq(betaApplication.id, id)).returning()
  return row!
}

/** A program's applications with their applicants: waiting ones first, then newest first. */
export async function applicationsOf(db: Db, programId: number) {
  return db
    .select({ application: betaApplication, applicant: { id: user.id, name: user.name, email: user.email } })
    .from(betaApplication)
    .innerJoin(user, eq(user.id, betaApplication.userId))
    .where(eq(betaApplication.programId, programId))
    .orderBy(
      sql`case ${betaApplication.status} when 'applied' then 0 when 'accepted' then 1 else 2 end`,
      desc(betaApplication.createdAt),
      desc(betaApplication.id),
    )
}

export async function usersOf(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return []
  return db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, ids))
}
