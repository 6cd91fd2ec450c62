import type { Consent } from './consent.schema'

const FORMAT = /^v1\.a([01])\.p([01])$/

/** Reads the consent cookie value `v1.a<0|1>.p<0|1>`; anything else (absent, tampered, old) is unset: `null`. */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = value ? FORMAT.exec(value.trim()) : null
  if (!match) return null
  return { state: 'accepted', analytics: match[1] === '1', pixel: match[2] === '1' }
}

/** The consent cookie value of a choice; `parseConsent` reads it back. */
export function serializeConsent(consent: Pick<Consent, 'analytics' | 'pixel'>): string {
  return `v1.a${consent.analytics ? 1 : 0}.p${consent.pixel ? 1 : 0}`
}
