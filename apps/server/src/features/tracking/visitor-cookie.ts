import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { VISITOR_COOKIE } from '@shop/domain/site'
import type { AppEnv } from '../../http/app-env'

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ONE_YEAR_S = 365 * 24 * 60 * 60

/**
 * The visitor's first-party id (a random UUID in an httpOnly cookie, docs/decisions/0019): read, or
 * made and set on this response. It names no one; it ties a tag to the visitor's later orders.
 */
export function visitorIdOf(c: Context<AppEnv>): string {
  const current = getCookie(c, VISITOR_COOKIE)
  if (current && VISITOR_ID.test(current)) return current
  const id = randomUUID()
  setCookie(c, VISITOR_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('deps').publicUrl.startsWith('https:'),
    maxAge: ONE_YEAR_S,
  })
  return id
}
