import { describe, expect, it } from 'vitest'
import { describeSupportHours } from './describe-support-hours'
import { SiteConfigSchema } from '../site/site-config.schema'

describe('describeSupportHours', () => {
  it('says the default hours of SPEC §1 as a range of weekdays in Pacific time', () => {
    expect(describeSupportHours(SiteConfigSchema.parse({}).supportHours)).toBe('Mon–Fri, 9:00–17:00 Pacific time')
  })

  it.each([
    [[1, 2, 3, 4, 5, 6], 'Mon–Sat'],
    [[6, 7], 'Sat, Sun'],
    [[1, 3, 5], 'Mon, Wed, Fri'],
    [[5, 1, 3, 1], 'Mon, Wed, Fri'],
    [[2], 'Tue'],
  ])('names days %j as %s', (days, text) => {
    const hours = { start: 8, end: 16, days, timeZone: 'Europe/Berlin' }
    expect(describeSupportHours(hours)).toBe(`${text}, 8:00–16:00 Europe/Berlin`)
  })

  it('writes a zone with underscores as words', () => {
    expect(describeSupportHours({ start: 9, end: 17, days: [1], timeZone: 'America/New_York' })).toBe(
      'Mon, 9:00–17:00 America/New York',
    )
  })
})
