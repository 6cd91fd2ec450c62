import type { Context } from 'hono'
import type { AppEnv } from './app-env'
import { preconditionFailed } from './app-error'

/**
 * ARCHITECTURE §4: an update that carries If-Unmodified-Since is refused with 412 when the object
 * changed after that moment (HTTP dates have whole seconds, so the stored time is compared likewise).
 */
export function assertUnmodifiedSince(c: Context<AppEnv>, updatedAt: Date): void {
  const header = c.req.header('if-unmodified-since')
  if (!header) return
  const since = Date.parse(header)
  if (Number.isNaN(since)) return
  if (Math.floor(updatedAt.getTime() / 1000) * 1000 > since) throw preconditionFailed()
}

/** Sets Last-Modified so that a client can send it back as If-Unmodified-Since. */
export function setLastModified(c: Context<AppEnv>, updatedAt: Date): void {
  c.header('Last-Modified', updatedAt.toUTCString())
}
