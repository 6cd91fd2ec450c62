import { desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { rescueSession } from '../../db/schema/rescue-sessions'
import { tuneRequest } from '../../db/schema/tune-requests'

export type RescueSessionRow = typeof rescueSession.$inferSelect

export async function insertSession(db: Db, values: typeof rescueSession.$inferInsert) {
  const [row] = await db.insert(rescueSession).values(values).returning()
  return row!
}

export async function findSession(db: Db, id: number) {
  const [row] = await db.select().from(rescueSession).where(eq(rescueSession.id, id))
  return row ?? null
}

export async function lockSession(db: Db, id: number) {
  const [row] = await db.select().from(rescueSession).where(eq(rescueSession.id, id)).for('update')
  return row ?? null
}

export async function updateSession(db: Db, id: number, values: Partial<typeof rescueSession.$inferInsert>) {
  const [row] = await db.update(rescueSession).set(values).where(eq(rescueSession.id, id)).returning()
  return row!
}

/** A page of sessions, newest first, with the owner's name and email (staff list). */
export async function listSessions(
  db: Db,
  scope: { all: true; statuses?: string[] } | { userId: string; dealerIds: string[] },
  page: { limit: number; offset: number },
) {
  let where: SQL | undefined
  if ('all' in scope) where = scope.statuses ? inArray(rescueSession.status, scope.statuses) : undefined
  else
    where = or(
      eq(rescueSession.ownerUserId, scope.userId),
      scope.dealerIds.length ? inArray(rescueSession.dealerOrgId, scope.dealerIds) : undefined,
    )
  const [rows, [count]] = await Promise.all([
    db
      .select({ session: rescueSession, ownerName: user.name, ownerEmail: user.email })
      .from(rescueSession)
      .innerJoin(user, eq(user.id, rescueSession.ownerUserId))
      .where(where)
      .orderBy(desc(rescueSession.createdAt), desc(rescueSession.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(rescueSession)
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

export async function ownerOf(db: Db, userId: string) {
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId))
  return row!
}

/** The tune request a promotion creates: owned by the session's customer, described from the session. */
export async function insertLinkedTuneRequest(
  db: Db,
  values: { ownerUserId: string; dealerOrgId: string | null; vehicle: string; ecu: string; note: string; at: Date },
) {
  const [row] = await db
    .insert(tuneRequest)
    .values({
      ownerUserId: values.ownerUserId,
      dealerOrgId: values.dealerOrgId,
      vehicleDescription: values.vehicle.slice(0, 200),
      ecuDescription: values.ecu.slice(0, 200),
      customerNote: values.note.slice(0, 2000),
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: tuneRequest.id, status: tuneRequest.status })
  return row!
}

export async function findTuneRequestAccess(db: Db, id: number) {
  const [row] = await db
    .select({
      ownerUserId: tuneRequest.ownerUserId,
      dealerOrgId: tuneRequest.dealerOrgId,
      assignedTunerOrgId: tuneRequest.assignedTunerOrgId,
    })
    .from(tuneRequest)
    .where(eq(tuneRequest.id, id))
  return row ?? null
}
