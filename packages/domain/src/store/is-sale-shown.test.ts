import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSaleShown } from './is-sale-shown'

const sale = { start: '2026-11-27T05:00:00Z', end: '2026-11-30T05:00:00Z' }

describe('isSaleShown', () => {
  it.each([
    ['2026-11-27T04:59:59Z', false],
    ['2026-11-27T05:00:00Z', true],
    ['2026-11-29T12:00:00Z', true],
    ['2026-11-30T04:59:59Z', true],
    ['2026-11-30T05:00:00Z', false],
  ])('at %s → %s', (now, shown) => {
    expect(isSaleShown(sale, new Date(now))).toBe(shown)
  })
  it('is shown exactly within [start, end) (property)', () => {
    const s = Date.parse(sale.start)
    const e = Date.parse(sale.end)
    fc.assert(
      fc.property(fc.integer({ min: s - 1e9, max: e + 1e9 }), (t) => {
        expect(isSaleShown(sale, new Date(t))).toBe(t >= s && t < e)
      }),
    )
  })
})
