import type { Consent } from './consent.schema'

/**
 * SPEC §2: the cookie banner shows while consent is unset, unless the browser says Do Not Track
 * ('1') or the page suppresses it (the checkout's payment step: no third-party script beside the
 * payment form).
 */
export function shouldShowConsentBanner(input: {
  consent: Consent | null
  doNotTrack: string | null | undefined
  suppressed: boolean
}): boolean {
  if (input.suppressed) return false
  if (input.doNotTrack === '1') return false
  return input.consent === null
}
