import { describe, expect, it } from 'vitest'
import { consentedThirdParties } from './consented-third-parties'

const both = { tagId: 'G-TEST', pixelId: '123' }
const none = { tagId: null, pixelId: null }

describe('consentedThirdParties (SPEC §4: "Accept also turns on the analytics tag and the social pixel if their options were ticked")', () => {
  it('nothing loads before consent', () => {
    expect(consentedThirdParties(both, null)).toEqual({ analytics: false, pixel: false })
  })
  it.each([
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ])('accepted with analytics %s and pixel %s loads exactly those', (analytics, pixel) => {
    expect(consentedThirdParties(both, { state: 'accepted', analytics, pixel })).toEqual({ analytics, pixel })
  })
  it('a tag the site does not configure never loads', () => {
    expect(consentedThirdParties(none, { state: 'accepted', analytics: true, pixel: true })).toEqual({
      analytics: false,
      pixel: false,
    })
  })
})
