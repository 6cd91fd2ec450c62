import type { SiteConfig } from '../site/site-config.schema'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/**
 * Whether support is open at `now`, in the support hours' own time zone (SPEC §1: default 9–17 weekdays, Pacific),
 * on a day that is not one of `holidays` (`YYYY-MM-DD` there). On every page's foot, so a few lines of its own
 * rather than the ticket clock's day windows (`support-clock.ts`), which agree with it (a test holds them to it).
 */
export function isWithinSupportHours(
  hours: SiteConfig['supportHours'],
  now: Date,
  holidays: readonly string[] = [],
): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: hours.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = WEEKDAYS.indexOf(part('weekday')) + 1
  const time = Number(part('hour')) + Number(part('minute')) / 60
  const day = `${part('year')}-${part('month')}-${part('day')}`
  return hours.days.includes(weekday) && time >= hours.start && time < hours.end && !holidays.includes(day)
}
