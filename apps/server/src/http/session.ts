import { eq } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { ActorSchema, can, type Action, type Actor, type Resource } from '@shop/domain/accounts'
import type { Db } from '../db/client'
import { member, organization, user } from '../db/schema/auth'
import type { AppEnv, SessionUser } from './app-env'
import { forbidden, notFound, unauthorized } from './app-error'

const SESSION_COOKIE = /(^|;\s*)(__Secure-)?tuneshop\.session_token=/

/** The session's user, from the signed session cookie (cached for a minute) or the session table. */
export async function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('sessionUser')
  if (cached !== undefined) return cached
  const cookie = c.req.header('cookie') ?? ''
  if (!SESSION_COOKIE.test(cookie)) {
    c.set('sessionUser', null)
    return null
  }
  const session = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers })
  const sessionUser = session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null
  c.set('sessionUser', sessionUser)
  return sessionUser
}

/** Loads who is asking (role, flags, memberships) once per request; null when not logged in. */
export async function getActor(c: Context<AppEnv>): Promise<Actor | null> {
  const cached = c.get('actor')
  if (cached !== undefined) return cached
  const sessionUser = await getSessionUser(c)
  if (!sessionUser) return remember(c, null)
  return remember(c, await loadActor(c.get('deps').db, sessionUser.id))
}

/** Who a user is (role, flags, memberships), by id; null when unknown or banned. */
export async function loadActor(db: Db, userId: string): Promise<Actor | null> {
  const rows = await db
    .select({
      role: user.role,
      flags: user.flags,
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
    .where(eq(user.id, userId))
  const first = rows[0]
  if (!first || first.banned) return null
  return ActorSchema.parse({
    id: userId,
    role: first.role,
    flags: first.flags,
    memberships: rows
      .filter((row) => row.organizationId)
      .map((row) => ({
        organizationId: row.organizationId,
        kind: row.kind,
        role: row.membershipRole,
        slug: row.slug,
        name: row.orgName,
      })),
  })
}

function remember(c: Context<AppEnv>, actor: Actor | null) {
  c.set('actor', actor)
  return actor
}

/** SPEC §4: the identity rides in a response header on every API response; `anonymous` when logged out. */
export const IDENTITY_HEADER = 'X-Identity'

export const identityHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const sessionUser = await getSessionUser(c).catch(() => null)
  c.header(IDENTITY_HEADER, sessionUser ? sessionUser.id : 'anonymous')
}

/** The logged-in actor, or 401. */
export async function requireActor(c: Context<AppEnv>): Promise<Actor> {
  const actor = await getActor(c)
  if (!actor) throw unauthorized()
  return actor
}

/**
 * PERMISSIONS.md enforcement: a refused read of someone else's object is a 404 (its existence is not
 * revealed); any other refusal is a 403, or a 401 when not logged in.
 */
export async function authorize(
  c: Context<AppEnv>,
  action: Action,
  resource: Resource = {},
  options: { hideAs404?: boolean } = {},
): Promise<Actor | null> {
  const actor = await getActor(c)
  if (can(actor, action, resource)) return actor
  if (options.hideAs404) throw notFound()
  throw actor ? forbidden() : unauthorized()
}
