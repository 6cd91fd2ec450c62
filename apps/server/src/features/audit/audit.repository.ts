import type { AuditEventListQuery } from '@shop/domain/audit'
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { auditEvent } from '../../db/schema/audit'
import { user } from '../../db/schema/auth'

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

/** `%typed%` for ILIKE, with `%`, `_` and `\` matching themselves. */
const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const DAY_MS = 24 * 60 * 60 * 1000

const actorUser = alias(user, 'actor_user')
const subjectUser = alias(user, 'subject_user')

function auditFilters(query: AuditEventListQuery): SQL | undefined {
  return and(
    query.subject_type ? eq(auditEvent.subjectType, query.subject_type) : undefined,
    query.subject_id ? eq(auditEvent.subjectId, query.subject_id) : undefined,
    query.actor ? ilike(actorUser.email, likeText(query.actor)) : undefined,
    query.action ? eq(auditEvent.action, query.action) : undefined,
    query.from ? gte(auditEvent.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditEvent.at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  )
}

/** How many audit records match the log's filters. */
export async function countAuditEvents(db: Db, query: AuditEventListQuery): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(auditEvent)
    .leftJoin(actorUser, eq(actorUser.id, auditEvent.actorUserId))
    .where(auditFilters(query))
  return row?.total ?? 0
}

/** One page of the audit log, newest first unless `sort=at`, with who did it and, for a user, whom. */
export function findAuditEvents(db: Db, query: AuditEventListQuery, offset: number, limit: number) {
  const direction = query.sort === 'at' ? asc : desc
  return db
    .select({
      id: auditEvent.id,
      at: auditEvent.at,
      actorUserId: auditEvent.actorUserId,
      actorEmail: actorUser.email,
      actorName: actorUser.name,
      action: auditEvent.action,
      subjectType: auditEvent.subjectType,
      subjectId: auditEvent.subjectId,
      subjectEmail: subjectUser.email,
      details: auditEvent.details,
      requestId: auditEvent.requestId,
    })
    .from(auditEvent)
    .leftJoin(actorUser, eq(actorUser.id, auditEvent.actorUserId))
    .leftJoin(subjectUser, and(eq(auditEvent.subjectType, 'user'), eq(subjectUser.id, auditEvent.subjectId)))
    .where(auditFilters(query))
    .orderBy(direction(auditEvent.at), direction(auditEvent.id))
    .offset(offset)
    .limit(limit)
}
export type AuditEventListRow = Awaited<ReturnType<typeof findAuditEvents>>[number]
