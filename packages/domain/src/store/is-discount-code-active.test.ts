import { describe, expect, it } from 'vitest'
import { isDiscountCodeActive } from './is-discount-code-active'

const now = new Date('2026-11-28T00:00:00Z')

describe('isDiscountCodeActive', () => {
  it.each([
    [{ active: true, startsAt: null, endsAt: null }, true],
    [{ active: false, startsAt: null, endsAt: null }, false],
    [{ active: true, startsAt: '2026-11-29T00:00:00Z', endsAt: null }, false],
    [{ active: true, startsAt: '2026-11-28T00:00:00Z', endsAt: '2026-11-28T00:00:01Z' }, true],
    [{ active: true, startsAt: null, endsAt: '2026-11-28T00:00:00Z' }, false],
  ])('%o → %s', (code, active) => {
    expect(isDiscountCodeActive(code, now)).toBe(active)
  })
})
