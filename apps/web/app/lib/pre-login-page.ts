import { safeRedirectTarget } from '@shop/domain/accounts'
import { isPreLoginPageFresh } from '@shop/domain/site'

const KEY = 'tuneshop.pre-login-page'

/** Remembers where the visitor was before being sent to log in. */
export function rememberPreLoginPage(path: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ path: safeRedirectTarget(path), at: Date.now() }))
  } catch {
    // Storage may be off (private mode); the redirect parameter still carries the page.
  }
}

/** The remembered page if it is under 5 minutes old (SPEC §4), then forgets it. */
export function takePreLoginPage(): string | null {
  try {
    const raw = localStorage.getItem(KEY)
    localStorage.removeItem(KEY)
    if (!raw) return null
    const saved = JSON.parse(raw) as { path?: string; at?: number }
    if (typeof saved.at !== 'number' || !isPreLoginPageFresh(saved.at, Date.now())) return null
    return safeRedirectTarget(saved.path, '/')
  } catch {
    return null
  }
}
