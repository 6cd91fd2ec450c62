import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditEvent } from '../../db/schema/audit'

export type NewAuditEvent = typeof auditEvent.$inferInsert

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<number> {
  const [row] = await db.insert(auditEvent).values(event).returning({ id: auditEvent.id })
  return row!.id
}

/** What happened to one subject, oldest first (the id breaks ties between events of the same instant). */
export function findAuditEventsOf(db: Db, subjectType: string, subjectId: string) {
  return db
    .select({
      id: auditEvent.id,
      at: auditEvent.at,
      actorUserId: auditEvent.actorUserId,
      action: auditEvent.action,
      subjectType: auditEvent.subjectType,
      subjectId: auditEvent.subjectId,
      details: auditEvent.details,
      requestId: auditEvent.requestId,
    })
    .from(auditEvent)
    .where(and(eq(auditEvent.subjectType, subjectType), eq(auditEvent.subjectId, subjectId)))
    .orderBy(asc(auditEvent.at), asc(auditEvent.id))
}
