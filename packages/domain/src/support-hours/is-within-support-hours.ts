import type { SiteConfig } from '../site/site-config.schema'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** Whether support is open at `now`, in the support hours' own time zone (SPEC §1: default 9–17 weekdays, Pacific). */
export function isWithinSupportHours(hours: SiteConfig['supportHours'], now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: hours.timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now)
  const weekday = WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '') + 1
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0)
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0)
  const time = hour + minute / 60
  return hours.days.includes(weekday) && time >= hours.start && time < hours.end
}
