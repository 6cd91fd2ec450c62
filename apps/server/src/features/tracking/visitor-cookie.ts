import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { VISITOR_COOKIE } from '@shop/domain/tracking'
import type { AppEnv } from '../../http/app-env'
import { cookiesAreSecure } from '../../auth/secure-cookies'

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ONE_YEAR_S = 365 * 24 * 60 * 60
const IN_COOKIE_HEADER = new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE.replace('.', '\\.')}=([^;]*)`)

/** The well-formed visitor id a request's Cookie header carries, or null. */
function visitorIdIn(cookieHeader: string | undefined): string | null {
  const value = cookieHeader === undefined ? undefined : IN_COOKIE_HEADER.exec(cookieHeader)?.[1]
  return value !== undefined && VISITOR_ID.test(value) ? value : null
}

/** Whether a request's Cookie header carries a well-formed visitor id. */
export function hasVisitorId(cookieHeader: string | undefined): boolean {
  return visitorIdIn(cookieHeader) !== null
}

/** The Set-Cookie value that gives a visitor the id `id`: httpOnly, for a year, Secure on https. */
function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Max-Age=${ONE_YEAR_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * A Set-Cookie value that gives a visitor a new id. Every page response sends one to a browser without an id
 * (decision 0061), so that the requests its scripts then make at once (the page view beacon, a tag from the URL)
 * carry one id between them, instead of each making its own and the last response's winning.
 */
export function newVisitorCookie(secure: boolean): string {
  return visitorCookie(randomUUID(), secure)
}

/**
 * The visitor's first-party id (a random UUID in an httpOnly cookie, docs/decisions/0019): read, or
 * made and set on this response. It names no one; it ties a tag to the visitor's later orders.
 */
export function visitorIdOf(c: Context<AppEnv>): string {
  const current = visitorIdIn(c.req.header('cookie'))
  if (current) return current
  const id = randomUUID()
  c.header('Set-Cookie', visitorCookie(id, cookiesAreSecure(c.get('deps').publicUrl)), { append: true })
  return id
}
