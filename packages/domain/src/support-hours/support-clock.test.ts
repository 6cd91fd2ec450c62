import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SiteConfigSchema } from '../site/site-config.schema'
import { supportDeadline, supportTimeBetween } from './support-clock'

const PACIFIC = SiteConfigSchema.parse({}).supportHours
const HOUR = 3_600_000
const between = (from: string, to: string, holidays: string[] = []) =>
  supportTimeBetween(PACIFIC, new Date(from), new Date(to), holidays) / HOUR
const due = (from: string, hours: number, holidays: string[] = []) =>
  supportDeadline(PACIFIC, new Date(from), hours * HOUR, holidays).toISOString()

describe('the support-hours clock (SPEC §9: 9 to 17, weekdays, Pacific)', () => {
  it.each([
    // 2025-01-06 is a Monday; PST is UTC-8.
    ['Mon 8:00 → Mon 10:00 PST counts from opening', '2025-01-06T16:00:00Z', '2025-01-06T18:00:00Z', 1],
    ['Mon 10:00 → Mon 20:00 PST stops at closing', '2025-01-06T18:00:00Z', '2025-01-07T04:00:00Z', 7],
    ['a whole week counts five days of eight hours', '2025-01-06T00:00:00Z', '2025-01-13T00:00:00Z', 40],
    ['Fri 16:00 → Mon 10:00 PST skips the weekend', '2025-01-11T00:00:00Z', '2025-01-13T18:00:00Z', 2],
    ['Sat → Sun counts nothing', '2025-01-11T18:00:00Z', '2025-01-12T23:00:00Z', 0],
    ['an end before the start counts nothing', '2025-01-06T20:00:00Z', '2025-01-06T18:00:00Z', 0],
    // DST starts Sunday 2025-03-09: Friday's 16:00 PST is 00:00 UTC, Monday's 10:00 PDT is 17:00 UTC.
    ['Fri 16:00 PST → Mon 10:00 PDT across the spring change', '2025-03-08T00:00:00Z', '2025-03-10T17:00:00Z', 2],
    // DST ends Sunday 2025-11-02: Friday's 16:00 PDT is 23:00 UTC, Monday's 10:00 PST is 18:00 UTC.
    ['Fri 16:00 PDT → Mon 10:00 PST across the autumn change', '2025-10-31T23:00:00Z', '2025-11-03T18:00:00Z', 2],
  ])('%s', (_name, from, to, hours) => {
    expect(between(from, to)).toBe(hours)
  })

  it('counts nothing on a holiday, in the support hours’ own calendar', () => {
    // Thanksgiving 2025 is Thursday 2025-11-27: Wed 16:00 → Fri 10:00 PST is Wednesday's hour and Friday's.
    expect(between('2025-11-27T00:00:00Z', '2025-11-28T18:00:00Z')).toBe(10)
    expect(between('2025-11-27T00:00:00Z', '2025-11-28T18:00:00Z', ['2025-11-27'])).toBe(2)
  })

  it.each([
    ['4 hours from Mon 15:00 PST are due Tue 11:00', '2025-01-06T23:00:00Z', 4, '2025-01-07T19:00:00.000Z'],
    ['8 hours from Fri 16:00 PST are due Mon 16:00', '2025-01-11T00:00:00Z', 8, '2025-01-14T00:00:00.000Z'],
    ['from Saturday, the clock starts Monday 9:00', '2025-01-11T20:00:00Z', 1, '2025-01-13T18:00:00.000Z'],
    ['nothing left from Sunday is due when Monday opens', '2025-01-12T20:00:00Z', 0, '2025-01-13T17:00:00.000Z'],
    [
      'across the spring change: Fri 16:00 PST + 2 h is Mon 10:00 PDT',
      '2025-03-08T00:00:00Z',
      2,
      '2025-03-10T17:00:00.000Z',
    ],
  ])('%s', (_name, from, hours, expected) => {
    expect(due(from, hours)).toBe(expected)
  })

  it('skips a holiday for a due time', () => {
    expect(due('2025-11-27T00:00:00Z', 2, ['2025-11-27'])).toBe('2025-11-28T18:00:00.000Z')
  })

  // Instants over two years around both daylight-saving changes, to the second.
  const instant = fc
    .integer({ min: Date.UTC(2025, 0, 1) / 1000, max: Date.UTC(2027, 0, 1) / 1000 })
    .map((s) => s * 1000)
  const holidays = fc.subarray(['2025-07-04', '2025-11-27', '2025-12-25', '2026-01-01', '2026-05-25', '2026-12-25'])

  // Spans of up to three weeks each: long enough to hold weekends, holidays and a daylight-saving change.
  const span = fc.integer({ min: 0, max: 21 * 24 * 3600 }).map((s) => s * 1000)

  it('adds up: the clock from a to c is the clock from a to b plus b to c', () => {
    fc.assert(
      fc.property(instant, span, span, holidays, (start, first, second, closed) => {
        const [a, b, c] = [start, start + first, start + first + second].map((t) => new Date(t)) as [Date, Date, Date]
        expect(supportTimeBetween(PACIFIC, a, c, closed)).toBe(
          supportTimeBetween(PACIFIC, a, b, closed) + supportTimeBetween(PACIFIC, b, c, closed),
        )
      }),
      { numRuns: 300 },
    )
  })

  it('runs exactly the duration from a start to its due time', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 200 * 60 }), holidays, (start, minutes, closed) => {
        const from = new Date(start)
        const deadline = supportDeadline(PACIFIC, from, minutes * 60_000, closed)
        expect(deadline.getTime()).toBeGreaterThanOrEqual(from.getTime())
        expect(supportTimeBetween(PACIFIC, from, deadline, closed)).toBe(minutes * 60_000)
      }),
      { numRuns: 500 },
    )
  })
})
