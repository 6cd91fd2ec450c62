import type { SiteConfig } from '../site/site-config.schema'

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** The support hours as a line of text: "Mon–Fri, 9:00–17:00 Pacific time" (days 1 = Monday … 7 = Sunday). */
export function describeSupportHours(hours: SiteConfig['supportHours']): string {
  const days = [...new Set(hours.days)].sort((a, b) => a - b)
  const contiguous = days.every((day, i) => i === 0 || day === days[i - 1]! + 1)
  const dayText =
    contiguous && days.length > 2
      ? `${DAY_NAMES[days[0]! - 1]}–${DAY_NAMES[days[days.length - 1]! - 1]}`
      : days.map((day) => DAY_NAMES[day - 1]).join(', ')
  const zone = hours.timeZone === 'America/Los_Angeles' ? 'Pacific time' : hours.timeZone.replace(/_/g, ' ')
  return `${dayText}, ${hours.start}:00–${hours.end}:00 ${zone}`
}
