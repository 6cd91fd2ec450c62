import type { MiddlewareHandler } from 'hono'
import { addressMailWait } from '../../auth/account-mail-gate'
import type { AppEnv } from '../../http/app-env'
import { rateLimited } from '../../http/app-error'
import { CLIENT_IP_HEADER } from '../../auth/client-ip-header'

/** The auth library's calls that mail an account (sign-up, reset, verification, e-mail change). */
export const ACCOUNT_MAIL_PATHS = [
  '/auth/sign-up/email',
  '/auth/request-password-reset',
  '/auth/send-verification-email',
  '/auth/change-email',
] as const

/**
 * An address that has asked for its share of account mails this hour (MAIL_MAX_PER_IP) gets 429 before the
 * library runs. The per-account limit is kept where the mail is sent (auth/account-mail-gate.ts), silently.
 */
export const mailLimiter: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next()
  const { db, clock, limits } = c.get('deps')
  const gate = { db, clock, limits: { maxPerAccount: limits.mailMaxPerAccount, maxPerAddress: limits.mailMaxPerIp } }
  const wait = await addressMailWait(gate, c.req.header(CLIENT_IP_HEADER) ?? 'unknown')
  if (wait !== null) throw rateLimited(wait)
  await next()
}
