import { and, desc, eq, gte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pageView, shortLink, tagAttribution } from '../../db/schema/site'

export async function insertPageView(db: Db, row: typeof pageView.$inferInsert) {
  await db.insert(pageView).values(row)
}

/** The last time this visitor (or user) recorded this tag, if at or after `since`. */
export async function findRecentTag(
  db: Db,
  who: { visitorId: string | null; userId: string | null },
  tag: string,
  since: Date,
) {
  const owner = ownerCondition(who)
  if (!owner) return undefined
  const [row] = await db
    .select({ id: tagAttribution.id })
    .from(tagAttribution)
    .where(and(owner, eq(tagAttribution.tag, tag), gte(tagAttribution.createdAt, since)))
    .limit(1)
  return row
}

export async function insertTag(db: Db, row: typeof tagAttribution.$inferInsert) {
  await db.insert(tagAttribution).values(row)
}

/** The newest tag of the user or the visitor, recorded at or after `since`. */
export async function findLatestTag(db: Db, who: { visitorId: string | null; userId: string | null }, since: Date) {
  const owner = ownerCondition(who)
  if (!owner) return undefined
  const [row] = await db
    .select({ tag: tagAttribution.tag, createdAt: tagAttribution.createdAt })
    .from(tagAttribution)
    .where(and(owner, gte(tagAttribution.createdAt, since)))
    .orderBy(desc(tagAttribution.createdAt), desc(tagAttribution.id))
    .limit(1)
  return row
}

function ownerCondition(who: { visitorId: string | null; userId: string | null }) {
  const conditions = [
    ...(who.userId ? [eq(tagAttribution.userId, who.userId)] : []),
    ...(who.visitorId ? [eq(tagAttribution.visitorId, who.visitorId)] : []),
  ]
  return conditions.length > 0 ? or(...conditions) : undefined
}

const shortLinkColumns = {
  hash: shortLink.hash,
  targetPath: shortLink.targetPath,
  hits: shortLink.hits,
  createdAt: shortLink.createdAt,
}

/** Inserts a short link; undefined when the hash is taken. */
export async function insertShortLink(db: Db, row: typeof shortLink.$inferInsert) {
  const [created] = await db.insert(shortLink).values(row).onConflictDoNothing().returning(shortLinkColumns)
  return created
}

export function findShortLinks(db: Db) {
  return db.select(shortLinkColumns).from(shortLink).orderBy(desc(shortLink.createdAt), shortLink.hash)
}

/** Counts one visit and answers the target, in one statement; undefined for an unknown hash. */
export async function countShortLinkHit(db: Db, hash: string) {
  const [row] = await db
    .update(shortLink)
    .set({ hits: sql`${shortLink.hits} + 1` })
    .where(eq(shortLink.hash, hash))
    .returning({ targetPath: shortLink.targetPath })
  return row
}
