import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSaleShown } from './is-sale-shown'
import { saleBannerNextChangeMs } from './sale-banner-next-change'
import { saleCountdown } from './sale-countdown'

const start = Date.parse('2026-11-20T05:00:00Z')
const end = Date.parse('2026-11-30T05:00:00Z')
const sale = { start: '2026-11-20T05:00:00Z', end: '2026-11-30T05:00:00Z', countdown: true }
const H = 3600_000
/** What the banner shows at `t`: whether it is there, and its countdown text. */
const looks = (s: typeof sale, t: number) => `${isSaleShown(s, new Date(t))}|${saleCountdown(s, new Date(t))}`

describe('saleBannerNextChangeMs', () => {
  it.each([
    ['before the start', start - 5000, 5000],
    ['a week before the end', end - 168 * H, 120 * H + 1],
    ['just over 48 hours before the end', end - 48 * H, 1],
    ['with 1.5 s left', end - 1500, 500],
    ['with exactly 3 s left', end - 3000, 1000],
    ['at the end', end, null],
  ])('%s', (_, t, wait) => {
    expect(saleBannerNextChangeMs(sale, new Date(t))).toBe(wait)
  })
  it('waits for the end when the countdown is off', () => {
    expect(saleBannerNextChangeMs({ ...sale, countdown: false }, new Date(end - H))).toBe(H)
  })
  it('names the first moment the banner looks different, and nothing changes before it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: start - 72 * H, max: end + H }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (t, countdown, fraction) => {
          const s = { ...sale, countdown }
          const wait = saleBannerNextChangeMs(s, new Date(t))
          if (wait === null) {
            expect(looks(s, t)).toBe(looks(s, t + 365 * 24 * H))
            return
          }
          expect(wait).toBeGreaterThan(0)
          const before = t + Math.floor(fraction * (wait - 1))
          expect(looks(s, before)).toBe(looks(s, t))
          expect(looks(s, t + wait)).not.toBe(looks(s, t))
        },
      ),
      { numRuns: 2000 },
    )
  })
})
