import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { saleCountdown } from './sale-countdown'

const end = Date.parse('2026-11-30T05:00:00Z')
const sale = { start: '2026-11-20T05:00:00Z', end: '2026-11-30T05:00:00Z', countdown: true }
const at = (msBeforeEnd: number) => new Date(end - msBeforeEnd)
const H = 3600_000

describe('saleCountdown', () => {
  it.each([
    [48 * H, null],
    [48 * H - 1000, '47:59:59'],
    [25 * H + 61_000, '25:01:01'],
    [1000, '00:00:01'],
    [1, '00:00:01'],
    [0, null],
  ])('%i ms before the end → %s', (ms, text) => {
    expect(saleCountdown(sale, at(ms))).toBe(text)
  })
  it('is null when the countdown is off or the sale has not started', () => {
    expect(saleCountdown({ ...sale, countdown: false }, at(H))).toBeNull()
    expect(saleCountdown({ ...sale, start: '2026-11-30T04:30:00Z' }, at(H))).toBeNull()
  })
  it('reads as hh:mm:ss that adds up to the seconds left (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 * H - 1 }), (ms) => {
        const text = saleCountdown(sale, at(ms))!
        expect(text).toMatch(/^[0-4]\d:[0-5]\d:[0-5]\d$/)
        const [h, m, s] = text.split(':').map(Number) as [number, number, number]
        expect(h * 3600 + m * 60 + s).toBe(Math.ceil(ms / 1000))
      }),
    )
  })
})
