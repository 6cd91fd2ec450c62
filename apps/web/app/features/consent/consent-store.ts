import { CONSENT_COOKIE, parseConsent, serializeConsent, type Consent } from '@shop/domain/consent'
import { useSyncExternalStore } from 'react'

const STORAGE_KEY = 'tuneshop.consent'
const CHANGED = 'tuneshop:consent-changed'
const ONE_YEAR_S = 365 * 24 * 60 * 60

function readCookie(): string | null {
  const pair = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
  return pair ? decodeURIComponent(pair.slice(CONSENT_COOKIE.length + 1)) : null
}

/** The visitor's choice: the first-party cookie (the server reads it for the CSP), else the local copy. */
export function readConsent(): Consent | null {
  const fromCookie = parseConsent(readCookie())
  if (fromCookie) return fromCookie
  try {
    return parseConsent(localStorage.getItem(STORAGE_KEY))
  } catch {
    return null
  }
}

/** SPEC §4: accepting stores the choice (unset → accepted) and tells every listener on the page. */
export function saveConsent(choice: { analytics: boolean; pixel: boolean }) {
  const value = serializeConsent(choice)
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`
  try {
    localStorage.setItem(STORAGE_KEY, value)
  } catch {
    // The cookie alone keeps the choice.
  }
  cached = undefined
  window.dispatchEvent(new Event(CHANGED))
}

let cached: Consent | null | undefined

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange)
  return () => window.removeEventListener(CHANGED, onChange)
}

const snapshot = () => {
  if (cached === undefined) cached = readConsent()
  return cached
}

/** The consent choice, `undefined` while rendering on the server (where it is unknown to the page). */
export function useConsent(): Consent | null | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined)
}
