import { PRE_LOGIN_PAGE_MEMORY_MS } from './site.constants'

/** SPEC §4: the page before login is remembered for 5 minutes only. */
export function isPreLoginPageFresh(savedAt: number, now: number): boolean {
  return now >= savedAt && now - savedAt <= PRE_LOGIN_PAGE_MEMORY_MS
}
