import { and, count, eq, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { member, organization, user } from '../../db/schema/auth'
import { checkoutOrder } from '../../db/schema/checkout'

// The reads of a user's snapshot (decision 0106), each as it stood before `end`.

export async function findUser(db: Db, id: string) {
  const [row] = await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.id, id))
  return row ?? null
}

/** Store orders the user had paid before `end`, per currency: how many and their sum. */
export async function paidOrdersBy(db: Db, userId: string, end: Date) {
  return db
    .select({
      currency: checkoutOrder.currency,
      count: count(),
      total: sql<string>`coalesce(sum(${checkoutOrder.totalMinor}), 0)::text`,
    })
    .from(checkoutOrder)
    .where(and(eq(checkoutOrder.userId, userId), isNotNull(checkoutOrder.paidAt), lt(checkoutOrder.paidAt, end)))
    .groupBy(checkoutOrder.currency)
    .orderBy(checkoutOrder.currency)
}

/** The dealers the user had joined before `end`, in the order joined. */
export async function dealersJoinedBy(db: Db, userId: string, end: Date) {
  return db
    .select({ slug: organization.slug, name: organization.name, role: member.role, joinedAt: member.createdAt })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(organization.kind, 'dealer'), lt(member.createdAt, end)))
    .orderBy(member.createdAt)
}
