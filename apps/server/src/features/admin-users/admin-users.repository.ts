import type { AdminUserListQuery } from '@shop/domain/admin-users'
import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { session, user } from '../../db/schema/auth'

/** `%typed%` for ILIKE, with `%`, `_` and `\` matching themselves. */
const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const isBanned = sql<boolean>`coalesce(${user.banned}, false)`

function userFilters(query: AdminUserListQuery): SQL | undefined {
  return and(
    query.q ? or(ilike(user.email, likeText(query.q)), ilike(user.name, likeText(query.q))) : undefined,
    query.role ? eq(user.role, query.role) : undefined,
    query.status === 'disabled' ? sql`${isBanned}` : query.status === 'active' ? sql`not ${isBanned}` : undefined,
  )
}

const COLUMNS = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  flags: user.flags,
  banned: isBanned,
  createdAt: user.createdAt,
}

const SORTS: Record<AdminUserListQuery['sort'], SQL[]> = {
  '-created_at': [desc(user.createdAt), asc(user.id)],
  created_at: [asc(user.createdAt), asc(user.id)],
  email: [asc(user.email)],
  '-email': [desc(user.email)],
  name: [asc(sql`lower(${user.name})`), asc(user.email)],
  '-name': [desc(sql`lower(${user.name})`), asc(user.email)],
}

export async function countUsers(db: Db, query: AdminUserListQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(user).where(userFilters(query))
  return row?.total ?? 0
}

/** One page of accounts, filtered and sorted in the database. */
export function findUsers(db: Db, query: AdminUserListQuery, offset: number, limit: number) {
  return db
    .select(COLUMNS)
    .from(user)
    .where(userFilters(query))
    .orderBy(...SORTS[query.sort])
    .offset(offset)
    .limit(limit)
}
export type UserListRow = Awaited<ReturnType<typeof findUsers>>[number]

/** One account with what its page shows; `forUpdate` locks its row for a change in the same transaction. */
export async function findUser(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      ...COLUMNS,
      emailVerified: user.emailVerified,
      updatedAt: user.updatedAt,
      banReason: user.banReason,
    })
    .from(user)
    .where(eq(user.id, id))
  const [row] = await (options.forUpdate ? query.for('update') : query)
  return row
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>

/** Sessions of the user that have not expired. */
export async function countLiveSessions(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
  return row?.total ?? 0
}

export async function setRole(db: Db, id: string, role: string, now: Date) {
  await db.update(user).set({ role, updatedAt: now }).where(eq(user.id, id))
}

export async function setFlags(db: Db, id: string, flags: string[], now: Date) {
  await db.update(user).set({ flags, updatedAt: now }).where(eq(user.id, id))
}
