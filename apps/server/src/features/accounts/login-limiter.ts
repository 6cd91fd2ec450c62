import { and, count, eq, gt } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { loginFailure } from '../../db/schema/accounts'
import type { AppEnv } from '../../http/app-env'
import { rateLimited } from '../../http/app-error'
import { CLIENT_IP_HEADER } from '../../http/client-ip'

const WINDOW_MS = 15 * 60 * 1000

/**
 * Slows down password guessing: after too many failed sign-ins for one account, or from one client
 * address, within 15 minutes, further attempts get 429 until the window has passed. Counted in the
 * database so that every process of the shop sees the same numbers.
 */
export const loginLimiter: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, clock, limits } = c.get('deps')
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  const ip = c.req.header(CLIENT_IP_HEADER) ?? 'unknown'
  const since = new Date(clock().getTime() - WINDOW_MS)
  const [byAccount, byIp] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailure)
      .where(and(eq(loginFailure.email, email), gt(loginFailure.at, since))),
    db
      .select({ n: count() })
      .from(loginFailure)
      .where(and(eq(loginFailure.ip, ip), gt(loginFailure.at, since))),
  ])
  if ((byAccount[0]?.n ?? 0) >= limits.loginMaxPerAccount || (byIp[0]?.n ?? 0) >= limits.loginMaxPerIp) {
    throw rateLimited(WINDOW_MS / 1000)
  }
  await next()
  if (c.res.status === 401 || c.res.status === 403) {
    await db.insert(loginFailure).values({ email, ip, at: clock() })
  } else if (c.res.ok && email) {
    await db.delete(loginFailure).where(eq(loginFailure.email, email))
  }
}
