import { minorUnitsOf } from '@shop/domain/money'
import type { MetricsBucket } from '@shop/domain/admin-metrics'

/** A period's first day as a chart label: "Nov 26" for a day or week, "Nov 2026" for a month (UTC). */
export function periodLabel(period: string, bucket: MetricsBucket): string {
  const date = new Date(`${period}T00:00:00Z`)
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    ...(bucket === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' }),
  }).format(date)
}

/** "Week of Nov 23", "Nov 26, 2026", "November 2026": a period in a table row. */
export function periodName(period: string, bucket: MetricsBucket): string {
  const date = new Date(`${period}T00:00:00Z`)
  if (bucket === 'month')
    return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(date)
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(date)
  return bucket === 'week' ? `Week of ${day}` : day
}

/** Minor units as a number of major units, for a chart's axis (exact figures are in the tables). */
export const majorUnits = (amountMinor: number, currency: string) => amountMinor / 10 ** minorUnitsOf(currency)

export const formatCount = (value: number) => new Intl.NumberFormat('en-US').format(value)

export const formatShare = (share: number) =>
  new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(share)

export const formatHours = (hours: number | null) =>
  hours === null ? '—' : hours < 48 ? `${hours.toFixed(1)} h` : `${(hours / 24).toFixed(1)} days`

/** The colours of a chart's series, in order: distinct, and readable on the page's background. */
export const SERIES_COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'gray.7', 'cyan.8'] as const
