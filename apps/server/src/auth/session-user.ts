import { asc, eq, sql } from 'drizzle-orm'
import { rolesOf, type User } from '@shop/domain/accounts'
import type { Db } from '../db/client'
import { member, organization, user } from '../db/schema/auth'
import { dealerChoice } from '../db/schema/dealer-members'

/** A user with memberships as the global state shows them, the stamp of their last change, and whether banned. */
export type UserWithStamp = { user: User; updatedAt: Date; banned: boolean }

/**
 * The user of a session (or a download token's owner), with memberships, in one query: what the HTTP layer's
 * session lookup and the accounts feature both read (decision 0073: it lives beside the auth library, so the
 * HTTP layer needs no feature). Undefined when no such user.
 */
export async function findUserWithStamp(db: Db, userId: string): Promise<UserWithStamp | undefined> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      flags: user.flags,
      preferredDisplayCurrency: user.preferredDisplayCurrency,
      updatedAt: user.updatedAt,
      banned: user.banned,
      organizationId: organization.id,
      kind: organization.kind,
      slug: organization.slug,
      orgName: organization.name,
      membershipRole: member.role,
    })
    .from(user)
    .leftJoin(member, eq(member.userId, user.id))
    .leftJoin(organization, eq(organization.id, member.organizationId))
    .leftJoin(dealerChoice, eq(dealerChoice.userId, user.id))
    .where(eq(user.id, userId))
    // The dealer the user chose to be priced for first (decision 0104), then in the order they joined.
    .orderBy(
      sql`case when ${member.organizationId} = ${dealerChoice.organizationId} then 0 else 1 end`,
      asc(member.createdAt),
      asc(member.id),
    )
  const first = rows[0]
  if (!first) return undefined
  const memberships = rows.flatMap((row) =>
    row.organizationId && row.kind && row.slug && row.orgName && row.membershipRole
      ? [
          {
            organizationId: row.organizationId,
            kind: row.kind as 'dealer' | 'tuner' | 'affiliate',
            role: row.membershipRole as 'owner' | 'manager' | 'member',
            slug: row.slug,
            name: row.orgName,
          },
        ]
      : [],
  )
  const role = first.role as User['role']
  const f = first.flags as User['f']
  return {
    updatedAt: first.updatedAt,
    banned: Boolean(first.banned),
    user: {
      id: first.id,
      email: first.email,
      name: first.name,
      role,
      f,
      preferred_display_currency: first.preferredDisplayCurrency,
      memberships,
      roles: rolesOf({ role, f, memberships }),
    },
  }
}

/**
 * Who is logged in, as the global state shows them, in one query after the session lookup: null when
 * logged out or banned (as `getActor` treats them).
 */
export async function loadSessionUser(db: Db, sessionUserId: string | null): Promise<User | null> {
  if (!sessionUserId) return null
  const loaded = await findUserWithStamp(db, sessionUserId)
  return loaded && !loaded.banned ? loaded.user : null
}
