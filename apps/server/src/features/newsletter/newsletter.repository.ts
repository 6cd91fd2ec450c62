import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { newsletterIssue, newsletterList, newsletterSubscriber } from '../../db/schema/newsletter'

// The newsletter's queries (explicit columns).

export type ListRow = { id: number; slug: string; title: string; description: string }
const listColumns = {
  id: newsletterList.id,
  slug: newsletterList.slug,
  title: newsletterList.title,
  description: newsletterList.description,
}

export async function listBySlug(db: Db, slug: string): Promise<ListRow | null> {
  const [row] = await db.select(listColumns).from(newsletterList).where(eq(newsletterList.slug, slug))
  return row ?? null
}

export async function listById(db: Db, id: number): Promise<ListRow | null> {
  const [row] = await db.select(listColumns).from(newsletterList).where(eq(newsletterList.id, id))
  return row ?? null
}

export async function allLists(db: Db): Promise<ListRow[]> {
  return db.select(listColumns).from(newsletterList).orderBy(asc(newsletterList.id))
}

/** Subscribers per list and status. */
export async function subscriberCounts(db: Db) {
  return db
    .select({ listId: newsletterSubscriber.listId, status: newsletterSubscriber.status, n: count() })
    .from(newsletterSubscriber)
    .groupBy(newsletterSubscriber.listId, newsletterSubscriber.status)
}

export async function confirmedCount(db: Db, listId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscriber)
    .where(and(eq(newsletterSubscriber.listId, listId), eq(newsletterSubscriber.status, 'confirmed')))
  return row?.n ?? 0
}

export const issueColumns = {
  id: newsletterIssue.id,
  slug: newsletterIssue.slug,
  listId: newsletterIssue.listId,
  subject: newsletterIssue.subject,
  markdown: newsletterIssue.markdown,
  html: newsletterIssue.html,
  status: newsletterIssue.status,
  total: newsletterIssue.total,
  delivered: newsletterIssue.delivered,
  createdAt: newsletterIssue.createdAt,
  updatedAt: newsletterIssue.updatedAt,
  sentAt: newsletterIssue.sentAt,
}
export type IssueRow = {
  id: number
  slug: string
  listId: number
  subject: string
  markdown: string
  html: string
  status: string
  total: number
  delivered: number
  createdAt: Date
  updatedAt: Date
  sentAt: Date | null
}

export async function issueById(db: Db, id: number): Promise<IssueRow | null> {
  const [row] = await db.select(issueColumns).from(newsletterIssue).where(eq(newsletterIssue.id, id))
  return row ?? null
}

export async function issueBySlug(db: Db, slug: string): Promise<IssueRow | null> {
  const [row] = await db.select(issueColumns).from(newsletterIssue).where(eq(newsletterIssue.slug, slug))
  return row ?? null
}

/** The back office's issues: those being sent first, then newest first. */
export async function recentIssues(db: Db, limit: number): Promise<IssueRow[]> {
  return db
    .select(issueColumns)
    .from(newsletterIssue)
    .orderBy(sql`${newsletterIssue.status} = 'sending' desc`, desc(newsletterIssue.createdAt), desc(newsletterIssue.id))
    .limit(limit)
}
