import { minorUnitsOf } from '@shop/domain/money'
import type { MetricsBucket } from '@shop/domain/admin-metrics'

// Made once: an Intl formatter costs far more to build than to use, and a metrics page formats hundreds of values.
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options })
const SHORT_MONTH = utc({ month: 'short', year: 'numeric' })
const SHORT_DAY = utc({ month: 'short', day: 'numeric' })
const LONG_MONTH = utc({ month: 'long', year: 'numeric' })
const MEDIUM_DAY = utc({ dateStyle: 'medium' })
const COUNT = new Intl.NumberFormat('en-US')
const SHARE = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

/** A period's first day as a chart label: "Nov 26" for a day or week, "Nov 2026" for a month (UTC). */
export function periodLabel(period: string, bucket: MetricsBucket): string {
  const date = new Date(`${period}T00:00:00Z`)
  return (bucket === 'month' ? SHORT_MONTH : SHORT_DAY).format(date)
}

/** "Week of Nov 23", "Nov 26, 2026", "November 2026": a period in a table row. */
export function periodName(period: string, bucket: MetricsBucket): string {
  const date = new Date(`${period}T00:00:00Z`)
  if (bucket === 'month') return LONG_MONTH.format(date)
  const day = MEDIUM_DAY.format(date)
  return bucket === 'week' ? `Week of ${day}` : day
}

/** Minor units as a number of major units, for a chart's axis (exact figures are in the tables). */
export const majorUnits = (amountMinor: number, currency: string) => amountMinor / 10 ** minorUnitsOf(currency)

export const formatCount = (value: number) => COUNT.format(value)

export const formatShare = (share: number) => SHARE.format(share)

export const formatHours = (hours: number | null) =>
  hours === null ? '—' : hours < 48 ? `${hours.toFixed(1)} h` : `${(hours / 24).toFixed(1)} days`

/** The colours of a chart's series, in order: distinct, and readable on the page's background. */
export const SERIES_COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'gray.7', 'cyan.8'] as const
