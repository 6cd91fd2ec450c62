import { METRICS_DEFAULT_DAYS, METRICS_MAX_DAYS, type MetricsBucket } from './admin-metrics.constants'

/** A range of whole UTC days, both ends included, as `YYYY-MM-DD`. */
export type MetricsRange = { from: string; to: string }

const DAY_MS = 86_400_000
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** The UTC day `at` falls on. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10)
/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) => toDay(dayMs(day) + days * DAY_MS)
/** How many days `range` covers, both ends counted. */
export const rangeDays = (range: MetricsRange) => Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1

/**
 * The range a metrics request asks for: `to` defaults to today, `from` to the 30 days that end at `to`. Errors
 * are keyed by field: an end before the start, or a range longer than a year (decision 0095).
 */
export function resolveMetricsRange(
  query: { from?: string; to?: string },
  today: string,
): { ok: true; range: MetricsRange } | { ok: false; errors: Record<string, string[]> } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today)
  const from = query.from ?? addDays(to, -(METRICS_DEFAULT_DAYS - 1))
  if (from > to) return { ok: false, errors: { to: ['to must not be before from'] } }
  if (rangeDays({ from, to }) > METRICS_MAX_DAYS)
    return { ok: false, errors: { from: [`A range covers at most ${METRICS_MAX_DAYS} days.`] } }
  return { ok: true, range: { from, to } }
}

/** The first day of the bucket `day` falls in: itself, the Monday of its week, the 1st of its month. */
export function bucketStart(day: string, bucket: MetricsBucket): string {
  if (bucket === 'day') return day
  if (bucket === 'month') return `${day.slice(0, 7)}-01`
  const weekday = (new Date(dayMs(day)).getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
  return addDays(day, -weekday)
}

/** Every bucket's first day that the range touches, in order: the x axis of a chart with no gaps. */
export function periodStarts(range: MetricsRange, bucket: MetricsBucket): string[] {
  const periods: string[] = []
  const end = dayMs(range.to)
  let period = bucketStart(range.from, bucket)
  while (dayMs(period) <= end) {
    periods.push(period)
    if (bucket === 'day') period = addDays(period, 1)
    else if (bucket === 'week') period = addDays(period, 7)
    else {
      const date = new Date(dayMs(period))
      date.setUTCMonth(date.getUTCMonth() + 1)
      period = toDay(date.getTime())
    }
  }
  return periods
}

/** The bucket a range reads best in when the address names none: days up to two months, weeks up to half a year. */
export const defaultBucket = (range: MetricsRange): MetricsBucket => {
  const days = rangeDays(range)
  return days <= 62 ? 'day' : days <= 183 ? 'week' : 'month'
}
