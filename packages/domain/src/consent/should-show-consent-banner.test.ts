import { describe, expect, it } from 'vitest'
import { shouldShowConsentBanner } from './should-show-consent-banner'

const accepted = { state: 'accepted' as const, analytics: false, pixel: false }

describe('shouldShowConsentBanner (SPEC §2 cookie dialog)', () => {
  it.each([
    ['first visit', null, null, false, true],
    ['"hidden when Do Not Track is 1"', null, '1', false, false],
    ['DNT 0 still asks', null, '0', false, true],
    ['DNT unspecified still asks', null, 'unspecified', false, true],
    ['already accepted', accepted, null, false, false],
    ['suppressed on the payment step', null, null, true, false],
  ])('%s', (_case, consent, doNotTrack, suppressed, shown) => {
    expect(shouldShowConsentBanner({ consent, doNotTrack, suppressed })).toBe(shown)
  })
})
