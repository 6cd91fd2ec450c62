import type { SiteConfig } from '../site/site-config.schema'

// Issue 26 item 2: a ticket's first-response and resolution clocks run only while support is open (SPEC §9: 9 to
// 17, weekdays, Pacific, holidays closed). Each open day is a window between two instants; the clock is the overlap
// of a span with those windows. Days are the support hours' own calendar days, so a daylight-saving change moves
// the windows' UTC instants and never their local hours.

type SupportHours = SiteConfig['supportHours']

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** A clock or a deadline further away than this is not support work any more (and bounds the loop). */
const MAX_DAYS = 3_660

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock reading of `at` in the time zone, as if it were UTC (its offset is the difference). */
function wallClockOf(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!)
}

/** The instant the zone's clocks read `wallClock` (a local time written as UTC); hours away from a DST change. */
function instantOf(wallClock: number, timeZone: string): number {
  const guess = wallClock - (wallClockOf(wallClock, timeZone) - wallClock)
  return wallClock - (wallClockOf(guess, timeZone) - guess)
}

/** Midnight (as UTC-written wall clock) of the local day `at` falls on. */
const localDayOf = (at: number, timeZone: string) => Math.floor(wallClockOf(at, timeZone) / DAY_MS) * DAY_MS

const isoDateOf = (localDay: number) => new Date(localDay).toISOString().slice(0, 10)

/** The open window of a local day, or null when support is closed that day (weekday off or a holiday). */
function windowOf(localDay: number, hours: SupportHours, holidays: ReadonlySet<string>): [number, number] | null {
  const weekday = ((new Date(localDay).getUTCDay() + 6) % 7) + 1
  if (!hours.days.includes(weekday) || holidays.has(isoDateOf(localDay))) return null
  return [
    instantOf(localDay + hours.start * HOUR_MS, hours.timeZone),
    instantOf(localDay + hours.end * HOUR_MS, hours.timeZone),
  ]
}

/**
 * Milliseconds of support time between two instants: the part of [from, to) that falls in support hours, on
 * support days that are not holidays (`YYYY-MM-DD` in the support hours' time zone). Zero when `to` is not after
 * `from`.
 */
export function supportTimeBetween(hours: SupportHours, from: Date, to: Date, holidays: readonly string[] = []) {
  const start = from.getTime()
  const end = to.getTime()
  if (!(end > start)) return 0
  const closed = new Set(holidays)
  const lastDay = localDayOf(end, hours.timeZone)
  let total = 0
  for (let day = localDayOf(start, hours.timeZone), n = 0; day <= lastDay && n < MAX_DAYS; day += DAY_MS, n++) {
    const open = windowOf(day, hours, closed)
    if (open) total += Math.max(0, Math.min(end, open[1]) - Math.max(start, open[0]))
  }
  return total
}

/**
 * The instant at which `durationMs` of support time has run from `from`: a ticket's due time. A duration of zero
 * is due at `from` when support is open then, else when it next opens.
 */
export function supportDeadline(
  hours: SupportHours,
  from: Date,
  durationMs: number,
  holidays: readonly string[] = [],
): Date {
  const closed = new Set(holidays)
  const start = from.getTime()
  let left = Math.max(0, durationMs)
  for (let day = localDayOf(start, hours.timeZone), n = 0; n < MAX_DAYS; day += DAY_MS, n++) {
    const open = windowOf(day, hours, closed)
    if (!open || open[1] <= start) continue
    const begin = Math.max(start, open[0])
    if (begin + left <= open[1]) return new Date(begin + left)
    left -= open[1] - begin
  }
  throw new Error('No support hours within ten years: the support hours name no day')
}
