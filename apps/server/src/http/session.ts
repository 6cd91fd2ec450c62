import type { Context, MiddlewareHandler } from 'hono'
import { can, type Action, type Actor, type Resource, type User } from '@shop/domain/accounts'
import type { Db } from '../db/client'
import { findUserWithStamp, loadSessionUser } from '../auth/session-user'
import type { KnownSession } from '../platform/cache/global-state-cache'
import type { AppEnv, SessionUser } from './app-env'
import { forbidden, notFound, unauthorized } from './app-error'
import { setAnswerHeader } from './api-headers'

const SESSION_TOKEN = /(?:^|;\s*)(?:__Secure-)?tuneshop\.session_token=([^;]+)/

/** The session token of a Cookie header (as signed by the auth library), if it carries one. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? SESSION_TOKEN.exec(cookieHeader)?.[1] : undefined
}

const ANONYMOUS: KnownSession = { sessionUser: null, user: null, userUpdatedAt: null, actor: null }

const actorOf = (user: User): Actor => ({
  id: user.id,
  role: user.role,
  flags: user.f,
  memberships: user.memberships,
})

/**
 * THE session lookup (decision 0020), once per request: the session cookie's token → who is logged in, from the
 * per-process memo (`deps.globalState.sessions`, a few seconds, evicted by logout, ban, role, membership and
 * profile changes here and in the other processes), else the auth library's session table and one query for
 * the user with memberships. Every caller — permission checks, the identity header, the global state, catalog
 * prices and the catalog fast lane — reads this one memo.
 */
export async function lookUpSession(c: Context<AppEnv>): Promise<KnownSession> {
  const known = c.get('session')
  if (known) return known
  const token = sessionTokenOf(c.req.header('cookie'))
  if (!token) return remember(c, ANONYMOUS)
  const { globalState, auth, db } = c.get('deps')
  const hit = globalState.sessions.get(token)
  if (hit) return remember(c, hit)
  const version = globalState.sessions.version
  const session = await auth.api.getSession({ headers: c.req.raw.headers })
  let entry = ANONYMOUS
  if (session) {
    const loaded = await findUserWithStamp(db, session.user.id)
    const user = loaded && !loaded.banned ? loaded.user : null
    entry = {
      sessionUser: { id: session.user.id, email: session.user.email, name: session.user.name },
      user,
      userUpdatedAt: user ? loaded!.updatedAt : null,
      actor: user ? actorOf(user) : null,
    }
  }
  // Not kept past the session's own end, nor when a logout or a change came in while we were asking.
  globalState.sessions.setIfUnchanged(token, entry, version, session?.session.expiresAt.getTime())
  return remember(c, entry)
}

function remember(c: Context<AppEnv>, entry: KnownSession): KnownSession {
  c.set('session', entry)
  c.set('sessionUser', entry.sessionUser)
  c.set('actor', entry.actor)
  return entry
}

/** After a logout (or the like) in this request: it goes on as anonymous, and the user's sessions are evicted. */
export async function forgetSession(c: Context<AppEnv>, userId: string | null) {
  const token = sessionTokenOf(c.req.header('cookie'))
  const { globalState } = c.get('deps')
  if (token) globalState.sessions.delete(token)
  if (userId) await globalState.forgetUser(userId)
  remember(c, ANONYMOUS)
}

/** The session's user, as the auth library has them (also when banned); null when not logged in. */
export async function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('sessionUser')
  if (cached !== undefined) return cached
  return (await lookUpSession(c)).sessionUser
}

/** The logged-in user with memberships, as the global state shows them; null when logged out or banned. */
export async function getUser(c: Context<AppEnv>): Promise<User | null> {
  return (await lookUpSession(c)).user
}

/** Who is asking (role, flags, memberships); null when not logged in or banned. */
export async function getActor(c: Context<AppEnv>): Promise<Actor | null> {
  const cached = c.get('actor')
  if (cached !== undefined) return cached
  return (await lookUpSession(c)).actor
}

/** Who a user is (role, flags, memberships) by id, without a session (a download token's owner); null when unknown or banned. */
export async function loadActor(db: Db, userId: string): Promise<Actor | null> {
  const user = await loadSessionUser(db, userId)
  return user ? actorOf(user) : null
}

/** SPEC §4: the identity rides in a response header on every API response; `anonymous` when logged out. */
export const IDENTITY_HEADER = 'X-Identity'

/** An answer any cache may keep and hand to anyone (`Cache-Control: public`). */
const PUBLICLY_CACHEABLE = /(?:^|,)\s*public\b/i

/**
 * Except on a publicly cacheable answer: it is the same for everyone, and a shared cache would hand one
 * caller's identity to the next (a browser seeing `anonymous` while logged in refreshes its user). Dropping the
 * header keeps such answers cacheable, where `private` or `Vary: Cookie` would not; the browser reads no identity
 * from them.
 */
export const identityHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (PUBLICLY_CACHEABLE.test(c.res.headers.get('Cache-Control') ?? '')) return
  const sessionUser = await getSessionUser(c).catch(() => null)
  setAnswerHeader(c, IDENTITY_HEADER, sessionUser ? sessionUser.id : 'anonymous')
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
