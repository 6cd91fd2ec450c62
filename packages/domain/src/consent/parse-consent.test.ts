import { describe, expect, it } from 'vitest'
import { parseConsent, serializeConsent } from './parse-consent'

describe('parseConsent / serializeConsent (SPEC §4: unset, then accepted)', () => {
  it.each([
    [{ analytics: true, pixel: false }, 'v1.a1.p0'],
    [{ analytics: false, pixel: true }, 'v1.a0.p1'],
    [{ analytics: false, pixel: false }, 'v1.a0.p0'],
  ])('round-trips %j as %s', (choice, text) => {
    expect(serializeConsent(choice)).toBe(text)
    expect(parseConsent(text)).toEqual({ state: 'accepted', ...choice })
  })

  it.each([undefined, null, '', 'v1.a2.p0', 'v0.a1.p1', 'accepted', 'v1.a1.p1; x'])('%j is unset', (value) => {
    expect(parseConsent(value)).toBeNull()
  })
})
