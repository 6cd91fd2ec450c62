import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isWithinSupportHours } from './is-within-support-hours'
import { supportTimeBetween } from './support-clock'
import { SiteConfigSchema } from '../site/site-config.schema'

const PACIFIC = SiteConfigSchema.parse({}).supportHours

describe('isWithinSupportHours (SPEC §1: 9 to 17, weekdays, Pacific)', () => {
  it.each([
    // Winter (PST, UTC-8): 2025-01-06 is a Monday.
    ['Mon 9:00 PST opens', '2025-01-06T17:00:00Z', true],
    ['Mon 8:59 PST is before opening', '2025-01-06T16:59:59Z', false],
    ['Mon 16:59 PST is still open', '2025-01-07T00:59:59Z', true],
    ['Mon 17:00 PST is closed', '2025-01-07T01:00:00Z', false],
    ['Fri 16:30 PST is open though Saturday in UTC', '2025-01-11T00:30:00Z', true],
    ['Sat noon PST is the weekend', '2025-01-11T20:00:00Z', false],
    ['Sun noon PST is the weekend', '2025-01-12T20:00:00Z', false],
    ['Sun 18:00 PST is closed though Monday in UTC', '2025-01-13T02:00:00Z', false],
    // Summer (PDT, UTC-7): 2025-07-07 is a Monday.
    ['Mon 9:00 PDT opens', '2025-07-07T16:00:00Z', true],
    ['Mon 8:59 PDT is before opening', '2025-07-07T15:59:00Z', false],
    ['Mon 16:59 PDT is open', '2025-07-07T23:59:00Z', true],
    ['Mon 17:00 PDT is closed', '2025-07-08T00:00:00Z', false],
    // DST starts on Sunday 2025-03-09: the next Monday opens at 16:00 UTC, not 17:00.
    ['Fri before DST, 9:00 PST', '2025-03-07T17:00:00Z', true],
    ['Mon after DST, 9:00 PDT', '2025-03-10T16:00:00Z', true],
    ['Mon after DST, 8:00 PDT (9:00 in PST terms)', '2025-03-10T15:00:00Z', false],
    // DST ends on Sunday 2025-11-02.
    ['Mon after DST ends, 8:00 PST', '2025-11-03T16:00:00Z', false],
    ['Mon after DST ends, 9:00 PST', '2025-11-03T17:00:00Z', true],
    ['Midnight PST is closed', '2025-01-07T08:00:00Z', false],
  ])('%s', (_case, at, open) => {
    expect(isWithinSupportHours(PACIFIC, new Date(at))).toBe(open)
  })

  it('follows configured hours, days and zone', () => {
    const berlin = { start: 8, end: 16, days: [1, 2, 3, 4, 5, 6], timeZone: 'Europe/Berlin' }
    expect(isWithinSupportHours(berlin, new Date('2025-01-11T07:00:00Z'))).toBe(true) // Sat 8:00 CET
    expect(isWithinSupportHours(berlin, new Date('2025-01-12T10:00:00Z'))).toBe(false) // Sun
    expect(isWithinSupportHours(berlin, new Date('2025-01-10T15:00:00Z'))).toBe(false) // Fri 16:00 CET
  })

  it('is closed on a holiday of the support hours’ own calendar, and open the day after', () => {
    const holidays = ['2026-11-26'] // Thanksgiving, a Thursday
    expect(isWithinSupportHours(PACIFIC, new Date('2026-11-26T18:00:00Z'), holidays)).toBe(false) // 10:00 PST
    expect(isWithinSupportHours(PACIFIC, new Date('2026-11-26T18:00:00Z'))).toBe(true)
    expect(isWithinSupportHours(PACIFIC, new Date('2026-11-27T18:00:00Z'), holidays)).toBe(true)
    // 16:30 PST on the holiday's eve is Thursday in UTC already: the eve's hours count, not the holiday's.
    expect(isWithinSupportHours(PACIFIC, new Date('2026-11-26T00:30:00Z'), holidays)).toBe(true)
  })

  it('agrees with the ticket clock’s day windows at any moment, holidays and daylight-saving changes included', () => {
    const holidays = SiteConfigSchema.parse({}).supportHolidays
    const berlin = { start: 8.5, end: 16, days: [1, 2, 3, 4, 5, 6], timeZone: 'Europe/Berlin' }
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
        fc.constantFrom(PACIFIC, berlin),
        (at, hours) => {
          const now = new Date(at)
          const open = supportTimeBetween(hours, now, new Date(at + 1), holidays) === 1
          expect(isWithinSupportHours(hours, now, holidays)).toBe(open)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
