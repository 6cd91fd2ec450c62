import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSaleShown } from '../store/is-sale-shown'
import { isDiscountCodeActive } from '../store/is-discount-code-active'
import { discountCodeProblems, discountCodeStatusAt, saleProblems, saleRemovalAt, saleStatusAt } from './sale-rules'

const at = (iso: string) => new Date(iso)
const sale = { starts_at: '2026-11-27T00:00:00Z', ends_at: '2026-11-30T00:00:00Z' }

describe('saleStatusAt (SPEC §4: a sale is shown between its start and end)', () => {
  it.each([
    ['2026-11-26T23:59:59Z', 'scheduled'],
    ['2026-11-27T00:00:00Z', 'running'],
    ['2026-11-29T23:59:59Z', 'running'],
    ['2026-11-30T00:00:00Z', 'ended'],
  ])('at %s the sale is %s', (now, status) => {
    expect(saleStatusAt(sale, at(now))).toBe(status)
  })

  it('is running exactly when the storefront shows it', () => {
    const ms = fc.integer({ min: 0, max: 4_000_000_000_000 })
    fc.assert(
      fc.property(ms, ms, ms, (a, b, now) => {
        const [start, end] = a < b ? [a, b] : [b, a + 1]
        const times = { starts_at: new Date(start).toISOString(), ends_at: new Date(end).toISOString() }
        const shown = isSaleShown({ start: times.starts_at, end: times.ends_at }, new Date(now))
        expect(saleStatusAt(times, new Date(now)) === 'running').toBe(shown)
      }),
    )
  })
})

describe('saleRemovalAt (decision 0099)', () => {
  it.each([
    ['2026-11-26T00:00:00Z', 'delete'],
    ['2026-11-28T00:00:00Z', 'end'],
    ['2026-12-01T00:00:00Z', 'none'],
  ])('at %s DELETE does %s', (now, removal) => {
    expect(saleRemovalAt(sale, at(now))).toBe(removal)
  })
})

describe('saleProblems', () => {
  const valid = { amount: 15, amount_type: 'percent' as const, ...sale }
  it('finds nothing wrong with a valid sale', () => {
    expect(saleProblems(valid)).toEqual({})
  })
  it.each([
    [{ ends_at: sale.starts_at }, ['ends_at']],
    [{ ends_at: '2026-11-01T00:00:00Z' }, ['ends_at']],
    [{ amount: 101 }, ['amount']],
    [{ amount: 101, amount_type: 'dollar' as const }, []],
    [{ amount: 100_001, amount_type: 'dollar' as const }, ['amount']],
  ])('%j is wrong on %j', (change, fields) => {
    expect(Object.keys(saleProblems({ ...valid, ...change }))).toEqual(fields)
  })
  it('a percent from 1 to 100 always passes, above 100 never', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (amount) => {
        expect('amount' in saleProblems({ ...valid, amount })).toBe(amount > 100)
      }),
    )
  })
})

describe('discountCodeStatusAt / discountCodeProblems', () => {
  const code = {
    kind: 'percent' as const,
    percent: 10,
    amounts: {},
    product_id: null,
    category: null,
    automatic: false,
    hidden: false,
    starts_at: null,
    ends_at: null,
  }
  it('finds nothing wrong with a valid code', () => {
    expect(discountCodeProblems(code)).toEqual({})
    expect(discountCodeProblems({ ...code, kind: 'amount', percent: null, amounts: { EUR: 500 } })).toEqual({})
  })
  it.each([
    [{ percent: null }, ['percent']],
    [{ kind: 'amount' as const, percent: null }, ['amounts']],
    [{ product_id: 3, category: 'cables' }, ['category']],
    [{ hidden: true }, ['hidden']],
    [{ starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-11-01T00:00:00Z' }, ['ends_at']],
  ])('%j is wrong on %j', (change, fields) => {
    expect(Object.keys(discountCodeProblems({ ...code, ...change }))).toEqual(fields)
  })
  it('is active exactly when checkout takes the code', () => {
    const instant = fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 }), { nil: null })
    fc.assert(
      fc.property(fc.boolean(), instant, instant, fc.integer({ min: 0, max: 4_000_000_000_000 }), (active, s, e, n) => {
        const times = {
          active,
          starts_at: s === null ? null : new Date(s).toISOString(),
          ends_at: e === null ? null : new Date(e).toISOString(),
        }
        const takes = isDiscountCodeActive({ active, startsAt: times.starts_at, endsAt: times.ends_at }, new Date(n))
        expect(discountCodeStatusAt(times, new Date(n)) === 'active').toBe(takes)
      }),
    )
  })
})
