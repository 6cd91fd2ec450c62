import { and, eq, gt, inArray, isNull, notExists, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { alert, alertClosure, systemSetting } from '../../db/schema/site'

/**
 * Alerts not ended at `now` (live or still to start) for everyone, plus the user's own ones they have not closed,
 * with their time windows: the caller decides which are live at a given moment.
 */
export function findAlertsNotEnded(db: Db, userId: string | null, now: Date) {
  const audience = userId ? or(isNull(alert.userId), eq(alert.userId, userId)) : isNull(alert.userId)
  const notClosed = userId
    ? notExists(
        db
          .select({ one: sql`1` })
          .from(alertClosure)
          .where(and(eq(alertClosure.alertId, alert.id), eq(alertClosure.userId, userId))),
      )
    : undefined
  return db
    .select({
      id: alert.id,
      type: alert.type,
      title: alert.title,
      body: alert.body,
      startsAt: alert.startsAt,
      endsAt: alert.endsAt,
    })
    .from(alert)
    .where(and(audience, or(isNull(alert.endsAt), gt(alert.endsAt, now)), notClosed))
    .orderBy(alert.id)
}

export async function findAlertFor(db: Db, id: number, userId: string) {
  const [row] = await db
    .select({ id: alert.id })
    .from(alert)
    .where(and(eq(alert.id, id), or(isNull(alert.userId), eq(alert.userId, userId))))
  return row
}

export async function insertAlertClosure(db: Db, alertId: number, userId: string, now: Date) {
  await db.insert(alertClosure).values({ alertId, userId, closedAt: now }).onConflictDoNothing()
}

export function findSettings(db: Db, keys: readonly string[]) {
  return db
    .select({ key: systemSetting.key, value: systemSetting.value })
    .from(systemSetting)
    .where(inArray(systemSetting.key, [...keys]))
}

export async function upsertSettings(db: Db, values: Record<string, string>, now: Date) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: now }))
  if (rows.length === 0) return
  await db
    .insert(systemSetting)
    .values(rows)
    .onConflictDoUpdate({
      target: systemSetting.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    })
}
