import { and, count, eq, gt, max, ne } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { loginThrottle, type LoginHistory, type LoginLimits } from '@shop/domain/accounts'
import type { Db } from '../../db/client'
import { loginFailure } from '../../db/schema/accounts'
import { session, user } from '../../db/schema/auth'
import type { AppDeps, AppEnv } from '../../http/app-env'
import { rateLimited } from '../../http/app-error'
import { CLIENT_IP_HEADER } from '../../auth/client-ip-header'

const WINDOW_MS = 15 * 60 * 1000

const limitsOf = ({ limits }: AppDeps): LoginLimits => ({
  maxPerAccountAndAddress: limits.loginMaxPerAccountAndIp,
  maxPerAddress: limits.loginMaxPerIp,
  backoffAfter: limits.loginMaxPerAccount,
  backoffMaxSeconds: limits.loginBackoffMaxSeconds,
  windowMs: WINDOW_MS,
})

/**
 * The failures the rule needs, from the database (so that every process of the shop sees the same numbers), but
 * the attempt's own provisional row (`attempt`).
 */
async function historyOf(db: Db, attempt: { id: number; email: string; ip: string; now: Date }): Promise<LoginHistory> {
  const { email, ip, now } = attempt
  const recent = and(gt(loginFailure.at, new Date(now.getTime() - WINDOW_MS)), ne(loginFailure.id, attempt.id))
  const [pair, address, account, known] = await Promise.all([
    db
      .select({ at: loginFailure.at })
      .from(loginFailure)
      .where(and(eq(loginFailure.email, email), eq(loginFailure.ip, ip), recent)),
    db
      .select({ at: loginFailure.at })
      .from(loginFailure)
      .where(and(eq(loginFailure.ip, ip), recent)),
    db
      .select({ n: count(), last: max(loginFailure.at) })
      .from(loginFailure)
      .where(and(eq(loginFailure.email, email), recent)),
    // The owner's own place: a live session of this account opened from this address.
    db
      .select({ id: session.id })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(user.email, email), eq(session.ipAddress, ip), gt(session.expiresAt, now)))
      .limit(1),
  ])
  return {
    pair: pair.map((row) => row.at),
    address: address.map((row) => row.at),
    account: { count: account[0]?.n ?? 0, last: account[0]?.last ?? null },
    knownAddress: known.length > 0,
  }
}

/**
 * Slows down password guessing without letting a stranger lock an owner out (decision 0067): a tight limit per
 * (account, client address), a limit per address, and a capped per-account back-off of seconds. A refusal is
 * 429 with Retry-After; the rule itself is `loginThrottle` in the domain.
 */
export const loginLimiter: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get('deps')
  const { db, clock } = deps
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  const ip = c.req.header(CLIENT_IP_HEADER) ?? 'unknown'
  const now = clock()
  // The attempt counts as a failure from the start, so that guesses sent side by side see each other; it is
  // taken back when refused here or when the password was not wrong (a refused attempt never lengthens a wait).
  const [attempt] = await db.insert(loginFailure).values({ email, ip, at: now }).returning({ id: loginFailure.id })
  const forget = () => db.delete(loginFailure).where(eq(loginFailure.id, attempt!.id))
  const verdict = loginThrottle(await historyOf(db, { id: attempt!.id, email, ip, now }), limitsOf(deps), now)
  if (!verdict.allowed) {
    await forget()
    throw rateLimited(verdict.retryAfterSeconds)
  }
  await next()
  // Only a wrong password counts: 403 is a right password for an account that cannot log in yet (unverified e-mail).
  if (c.res.status === 401) return
  if (c.res.ok && email) {
    // The owner got in from here: this address's failures on the account are forgiven, not a stranger's elsewhere.
    await db.delete(loginFailure).where(and(eq(loginFailure.email, email), eq(loginFailure.ip, ip)))
  } else await forget()
}
