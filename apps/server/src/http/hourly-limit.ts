import { and, count, gt, min, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { rateLimited } from './app-error'

// The public forms' limits (a ticket, contact-us, a newsletter sign-up, a message to the dealer team): each keeps a
// row per request it took, and a client past its number of rows in the last hour gets a 429 whose Retry-After is
// when the oldest of them leaves the hour. The rows are the record; this is the one rule read over them.

export const HOUR_MS = 60 * 60 * 1000

/** How many of a client's rows fall within the window, and when the oldest of them was taken. */
export type RequestWindow = { n: number; oldest: Date | null }

/** Seconds until the window has room again once `limit` rows fill it (at least 1), or null while it has room. */
export function retryAfterSeconds(window: RequestWindow, limit: number, now: Date, windowMs = HOUR_MS): number | null {
  if (window.n < limit || !window.oldest) return null
  return Math.max(1, Math.ceil((window.oldest.getTime() + windowMs - now.getTime()) / 1000))
}

/** Throws the 429 (with Retry-After) once `limit` rows fill the last `windowMs` before `now`. */
export function assertWithinLimit(window: RequestWindow, limit: number, now: Date, windowMs = HOUR_MS): void {
  const wait = retryAfterSeconds(window, limit, now, windowMs)
  if (wait !== null) throw rateLimited(wait)
}

/**
 * Counts the rows of `at`'s table taken after `since` that `who` matches (one query: count and oldest). `at` is the
 * row's timestamp column; its table is where the form keeps its record.
 */
export async function requestWindow(
  db: Pick<Db, 'select'>,
  at: PgColumn,
  who: SQL | undefined,
  since: Date,
): Promise<RequestWindow> {
  const [row] = await db
    .select({ n: count(), oldest: min(at) })
    .from(at.table as PgTable)
    .where(and(who, gt(at, since)))
  const oldest = row?.oldest ?? null
  return { n: row?.n ?? 0, oldest: oldest === null ? null : new Date(oldest as Date | string) }
}
