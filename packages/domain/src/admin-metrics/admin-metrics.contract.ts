import { z } from 'zod'
import { TUNE_REQUEST_STATUSES } from '../tuning/tune-request.schema'
import {
  DEVICE_KINDS,
  METRICS_BUCKETS,
  METRICS_FIRST_DAY,
  METRICS_LAST_DAY,
  REVENUE_KINDS,
  VISITOR_KINDS,
} from './admin-metrics.constants'

// The wire contract of the back office's metrics and web traffic (issue 24 items 7 and 8, decision 0095). Every
// figure is computed by SQL over the shop's own tables for a range of whole UTC days.

/** A day the shop can have figures for: its metrics never reach before 2000 or past 2999. */
const day = z.iso
  .date('use a date such as 2026-11-26')
  .refine((value) => value >= METRICS_FIRST_DAY && value <= METRICS_LAST_DAY, 'use a date from 2000 to 2999')

const rangeShape = {
  /** First day, inclusive (UTC). */
  from: day.optional(),
  /** Last day, inclusive (UTC); defaults to today. */
  to: day.optional(),
}
const endNotBeforeStart = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to
const endBeforeStart = { path: ['to'], message: 'to must not be before from' }

/** A range of whole days, both ends included; the last 30 days when it names none. */
export const MetricsRangeQuerySchema = z.object(rangeShape).refine(endNotBeforeStart, endBeforeStart)
export type MetricsRangeQuery = z.infer<typeof MetricsRangeQuerySchema>

/** The range and, for charts over time, how days are grouped. */
export const MetricsQuerySchema = z
  .object({
    ...rangeShape,
    /** Defaults to days up to two months, weeks up to half a year, months beyond. */
    bucket: z.enum(METRICS_BUCKETS).optional(),
  })
  .refine(endNotBeforeStart, endBeforeStart)
export type MetricsQuery = z.infer<typeof MetricsQuerySchema>

const RangeFields = {
  from: z.iso.date(),
  to: z.iso.date(),
  bucket: z.enum(METRICS_BUCKETS),
  /** The first day of every bucket the range touches, in order (a chart's x axis, with no gaps). */
  periods: z.array(z.iso.date()),
}

const minor = z.number().int()

export const RevenuePointSchema = z.object({
  period: z.iso.date(),
  currency: z.string(),
  /** Paid orders placed in the period (refunded and cancelled ones are not revenue). */
  orders: z.number().int(),
  revenue_minor: minor,
})

export const RevenueTotalSchema = z.object({
  currency: z.string(),
  orders: z.number().int(),
  revenue_minor: minor,
  /** Revenue ÷ orders, rounded to the minor unit. */
  average_order_minor: minor,
})

export const RevenueMetricsSchema = z
  .object({
    ...RangeFields,
    /** Currencies with revenue in the range, the largest order count first. */
    currencies: z.array(z.string()),
    /** Only periods with orders; a missing one had none. */
    points: z.array(RevenuePointSchema),
    totals: z.array(RevenueTotalSchema),
    /** The same totals per order kind (store orders, catalog purchases, custom tunes). */
    by_kind: z.array(RevenueTotalSchema.extend({ kind: z.enum(REVENUE_KINDS) })),
    /** Orders placed in the range that were refunded or cancelled afterwards. */
    refunded_orders: z.number().int(),
    cancelled_orders: z.number().int(),
  })
  .meta({ id: 'RevenueMetrics' })
export type RevenueMetrics = z.infer<typeof RevenueMetricsSchema>

export const TuneMetricsSchema = z
  .object({
    ...RangeFields,
    /** Requests created in the range, by the status they have now. */
    by_status: z.array(z.object({ status: z.enum(TUNE_REQUEST_STATUSES), requests: z.number().int() })),
    /** Requests created per period. */
    requests: z.array(z.object({ period: z.iso.date(), requests: z.number().int() })),
    /** From upload to delivery, of the requests delivered in the range. */
    turnaround: z.object({
      delivered: z.number().int(),
      median_hours: z.number().nullable(),
      p90_hours: z.number().nullable(),
      average_hours: z.number().nullable(),
    }),
    /** Median turnaround of the requests delivered in each period. */
    turnaround_points: z.array(
      z.object({ period: z.iso.date(), delivered: z.number().int(), median_hours: z.number() }),
    ),
    /** Tunes most often asked for (custom tune estimates) and bought (catalog purchases) in the range. */
    top_tunes: z.array(
      z.object({ name: z.string(), requests: z.number().int(), purchases: z.number().int(), total: z.number().int() }),
    ),
  })
  .meta({ id: 'TuneMetrics' })
export type TuneMetrics = z.infer<typeof TuneMetricsSchema>

const vehicleCounts = { requests: z.number().int(), sales: z.number().int(), total: z.number().int() }

export const VehicleMetricsSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    /** Custom tune requests (by the vehicle chosen) and paid catalog purchases, per make, model and engine. */
    makes: z.array(z.object({ make: z.string(), ...vehicleCounts })),
    models: z.array(z.object({ make: z.string(), model: z.string(), ...vehicleCounts })),
    engines: z.array(z.object({ make: z.string(), model: z.string(), engine: z.string(), ...vehicleCounts })),
  })
  .meta({ id: 'VehicleMetrics' })
export type VehicleMetrics = z.infer<typeof VehicleMetricsSchema>

export const WebTrafficSchema = z
  .object({
    ...RangeFields,
    /** Page views of people, visits (distinct visitors a day, summed over the period's days) and bots' views. */
    points: z.array(
      z.object({
        period: z.iso.date(),
        views: z.number().int(),
        visits: z.number().int(),
        bot_views: z.number().int(),
      }),
    ),
    totals: z.object({
      views: z.number().int(),
      visits: z.number().int(),
      visitors: z.number().int(),
      bot_views: z.number().int(),
      /** Bots' views ÷ every view, 0 to 1 (0 with no views). */
      bot_share: z.number(),
    }),
    top_pages: z.array(z.object({ path: z.string(), views: z.number().int(), visitors: z.number().int() })),
    /** The referring site's host name, or DIRECT_REFERRER. */
    referrers: z.array(z.object({ referrer: z.string(), views: z.number().int() })),
    /** Tags recorded in the range (attribution): how many times, by how many visitors. */
    tags: z.array(z.object({ tag: z.string(), records: z.number().int(), visitors: z.number().int() })),
    devices: z.array(z.object({ device: z.enum(DEVICE_KINDS), views: z.number().int() })),
    /** Every view by who sent it: people, and bots by kind. */
    visitors_by_kind: z.array(z.object({ kind: z.enum(VISITOR_KINDS), views: z.number().int() })),
  })
  .meta({ id: 'WebTraffic' })
export type WebTraffic = z.infer<typeof WebTrafficSchema>
