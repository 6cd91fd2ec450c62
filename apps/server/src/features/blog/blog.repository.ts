import { and, arrayContains, asc, count, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { BlogPostStatus, BlogTag } from '@shop/domain/blog'
import type { Db } from '../../db/client'
import { user } from '../../db/schema/auth'
import { blogPost, staffBio } from '../../db/schema/blog'

// Queries of the blog and the bios (decision 0116): explicit columns, the public read condition in one place.

export type PostRow = typeof blogPost.$inferSelect
export type BioRow = typeof staffBio.$inferSelect
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** SPEC §7 blog-posts, public: published, or scheduled and its time has come. */
export const isLiveAt = (now: Date): SQL => and(ne(blogPost.status, 'draft'), lte(blogPost.publishAt, now)) as SQL

/** The stored condition of a state at `now` (the admin list's filter). */
function stateIs(state: BlogPostStatus, now: Date): SQL {
  if (state === 'draft') return eq(blogPost.status, 'draft')
  if (state === 'published') return isLiveAt(now)
  return and(ne(blogPost.status, 'draft'), gt(blogPost.publishAt, now)) as SQL
}

const summaryColumns = {
  id: blogPost.id,
  slug: blogPost.slug,
  title: blogPost.title,
  excerpt: blogPost.excerpt,
  tags: blogPost.tags,
  status: blogPost.status,
  publishAt: blogPost.publishAt,
  coverImage: blogPost.coverImage,
  updatedAt: blogPost.updatedAt,
  authorId: blogPost.authorId,
}
export type PostSummaryRow = { [K in keyof typeof summaryColumns]: PostRow[K] }

export type PostFilter = { tag?: BlogTag; authorId?: number; state?: BlogPostStatus; since?: Date }

function whereOf(filter: PostFilter, now: Date, live: boolean): SQL | undefined {
  return and(
    live ? isLiveAt(now) : undefined,
    filter.state ? stateIs(filter.state, now) : undefined,
    filter.tag ? arrayContains(blogPost.tags, [filter.tag]) : undefined,
    filter.authorId !== undefined ? eq(blogPost.authorId, filter.authorId) : undefined,
    filter.since ? gt(blogPost.publishAt, filter.since) : undefined,
  )
}

/** One page of posts, newest first (by publication; drafts by their last change), and how many there are. */
export async function listPosts(
  db: Db,
  filter: PostFilter,
  options: { now: Date; live: boolean; offset: number; limit: number },
): Promise<{ rows: PostSummaryRow[]; total: number }> {
  const where = whereOf(filter, options.now, options.live)
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPost)
      .where(where)
      .orderBy(sql`${blogPost.publishAt} desc nulls first`, desc(blogPost.updatedAt), desc(blogPost.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(blogPost).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

export async function findPost(db: Db | Tx, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(blogPost).where(eq(blogPost.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

export async function insertPost(db: Db, values: typeof blogPost.$inferInsert) {
  const [row] = await db.insert(blogPost).values(values).returning()
  return row!
}

export async function updatePost(db: Db | Tx, id: number, values: Partial<typeof blogPost.$inferInsert>) {
  const [row] = await db.update(blogPost).set(values).where(eq(blogPost.id, id)).returning()
  return row!
}

export async function deletePost(db: Db | Tx, id: number) {
  await db.delete(blogPost).where(eq(blogPost.id, id))
}

// ---- bios

export async function biosByIds(db: Db, ids: number[]): Promise<BioRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(staffBio)
    .where(inArray(staffBio.id, [...new Set(ids)]))
}

export async function findBio(db: Db | Tx, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(staffBio).where(eq(staffBio.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

export async function findBioBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(staffBio).where(eq(staffBio.slug, slug))
  return row
}

export async function allBios(db: Db): Promise<BioRow[]> {
  return db.select().from(staffBio).orderBy(asc(staffBio.name), asc(staffBio.id))
}

/** Each bio's number of posts: live ones only, or every one (staff's list). */
export async function postCounts(db: Db, options: { now: Date; live: boolean }): Promise<Map<number, number>> {
  const rows = await db
    .select({ authorId: blogPost.authorId, posts: count() })
    .from(blogPost)
    .where(options.live ? isLiveAt(options.now) : undefined)
    .groupBy(blogPost.authorId)
  return new Map(rows.map((row) => [row.authorId, row.posts]))
}

export async function insertBio(db: Db, values: typeof staffBio.$inferInsert) {
  const [row] = await db.insert(staffBio).values(values).returning()
  return row!
}

export async function updateBio(db: Db | Tx, id: number, values: Partial<typeof staffBio.$inferInsert>) {
  const [row] = await db.update(staffBio).set(values).where(eq(staffBio.id, id)).returning()
  return row!
}

export async function usersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]))
}

/** Staff accounts (employees, calibrators, admins) a bio may be tied to. */
export async function staffUsers(db: Db) {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.role, ['staff', 'calibrator', 'admin', 'superadmin']))
    .orderBy(asc(user.name), asc(user.email))
}

/** The latest live posts with their HTML, for the feeds. */
export async function latestLivePosts(db: Db, now: Date, limit: number, tag?: BlogTag) {
  return db
    .select({
      id: blogPost.id,
      slug: blogPost.slug,
      title: blogPost.title,
      excerpt: blogPost.excerpt,
      html: blogPost.html,
      tags: blogPost.tags,
      publishAt: blogPost.publishAt,
      updatedAt: blogPost.updatedAt,
      coverImage: blogPost.coverImage,
      authorName: staffBio.name,
      authorSlug: staffBio.slug,
    })
    .from(blogPost)
    .innerJoin(staffBio, eq(staffBio.id, blogPost.authorId))
    .where(and(isLiveAt(now), tag ? arrayContains(blogPost.tags, [tag]) : undefined))
    .orderBy(desc(blogPost.publishAt), desc(blogPost.id))
    .limit(limit)
}
