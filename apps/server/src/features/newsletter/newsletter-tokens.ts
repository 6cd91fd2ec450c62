import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { AppDeps } from '../../http/app-env'

// The newsletter's two links: the confirmation token is random, mailed once, and kept as its SHA-256; the
// unsubscribe token is an HMAC of the subscriber's random nonce under the server's secret, so every mail can carry it
// while the database keeps only its SHA-256 (a copy of the database alone unsubscribes nobody). A new nonce revokes it.

/** A token's shape: 32 bytes in base64url. Anything else is no token of ours (a 404, not a lookup). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export const randomToken = () => randomBytes(32).toString('base64url')
export const randomNonce = () => randomBytes(16).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The server's secret (AUTH_SECRET, or the one generated at first start), as the auth library holds it. */
function secretOf(deps: Pick<AppDeps, 'auth'>): string {
  const secret = (deps.auth.options as { secret?: string }).secret
  if (!secret) throw new Error('the server has no secret to sign newsletter links with')
  return secret
}

export function unsubscribeTokenOf(deps: Pick<AppDeps, 'auth'>, nonce: string): string {
  return createHmac('sha256', secretOf(deps)).update(`newsletter-unsubscribe:${nonce}`).digest('base64url')
}

/** A new subscriber's unsubscribe nonce and the hash its token is found by. */
export function newUnsubscribeKey(deps: Pick<AppDeps, 'auth'>): {
  unsubscribeNonce: string
  unsubscribeTokenHash: string
} {
  const unsubscribeNonce = randomNonce()
  return { unsubscribeNonce, unsubscribeTokenHash: hashToken(unsubscribeTokenOf(deps, unsubscribeNonce)) }
}
