import type { Actor } from '@shop/domain/accounts'
import {
  defaultBucket,
  DIRECT_REFERRER,
  METRICS_TOP_LIMIT,
  periodStarts,
  resolveMetricsRange,
  utcDay,
  VISITOR_KIND_BOT_CODES,
  type MetricsQuery,
  type MetricsRange,
  type MetricsRangeQuery,
  type RevenueMetrics,
  type TuneMetrics,
  type VehicleMetrics,
  type VisitorKind,
  type WebTraffic,
} from '@shop/domain/admin-metrics'
import { TUNE_REQUEST_STATUSES, type TuneRequestStatus } from '@shop/domain/tuning'
import type { Db } from '../../db/client'
import { validationFailed } from '../../http/app-error'
import { permit } from '../../http/permit'
import * as repository from './admin-metrics.repository'

/** PERMISSIONS.md "/admin metrics, … web traffic": Admin only (staff read orders and stock). */
const permitPart = (actor: Actor | null, part: 'metrics' | 'web-traffic') => permit(actor, 'back-office:read', { part })

function rangeOf(query: MetricsRangeQuery, now: Date): MetricsRange {
  const resolved = resolveMetricsRange(query, utcDay(now))
  if (!resolved.ok) throw validationFailed(resolved.errors)
  return resolved.range
}

const round1 = (value: number) => Math.round(value * 10) / 10

type Total = { currency: string; orders: number; revenue_minor: number; average_order_minor: number }

function addTo(totals: Map<string, Total>, key: string, currency: string, orders: number, revenue: number) {
  const total = totals.get(key) ?? { currency, orders: 0, revenue_minor: 0, average_order_minor: 0 }
  total.orders += orders
  total.revenue_minor += revenue
  totals.set(key, total)
}

const withAverage = <T extends Total>(total: T): T => ({
  ...total,
  average_order_minor: total.orders > 0 ? Math.round(total.revenue_minor / total.orders) : 0,
})

/** Revenue, orders and average order value per currency, over time and in all (issue 24 item 7). */
export async function revenueMetrics(
  db: Db,
  actor: Actor | null,
  query: MetricsQuery,
  now: Date,
): Promise<RevenueMetrics> {
  permitPart(actor, 'metrics')
  const range = rangeOf(query, now)
  const bucket = query.bucket ?? defaultBucket(range)
  const rows = await repository.revenue(db, range, bucket)
  const points = new Map<string, RevenueMetrics['points'][number]>()
  const totals = new Map<string, Total>()
  const byKind = new Map<string, Total & { kind: RevenueMetrics['by_kind'][number]['kind'] }>()
  let refunded = 0
  let cancelled = 0
  for (const row of rows) {
    if (row.state === 'refunded') refunded += row.orders
    if (row.state === 'cancelled') cancelled += row.orders
    if (row.state !== 'paid' || !row.currency) continue
    const key = `${row.period}|${row.currency}`
    const point = points.get(key) ?? { period: row.period, currency: row.currency, orders: 0, revenue_minor: 0 }
    point.orders += row.orders
    point.revenue_minor += row.revenue
    points.set(key, point)
    addTo(totals, row.currency, row.currency, row.orders, row.revenue)
    const kindKey = `${row.kind}|${row.currency}`
    if (!byKind.has(kindKey))
      byKind.set(kindKey, {
        kind: row.kind,
        currency: row.currency,
        orders: 0,
        revenue_minor: 0,
        average_order_minor: 0,
      })
    addTo(byKind, kindKey, row.currency, row.orders, row.revenue)
  }
  const sortedTotals = [...totals.values()]
    .map(withAverage)
    .sort((a, b) => b.orders - a.orders || a.currency.localeCompare(b.currency))
  return {
    from: range.from,
    to: range.to,
    bucket,
    periods: periodStarts(range, bucket),
    currencies: sortedTotals.map((total) => total.currency),
    points: [...points.values()],
    totals: sortedTotals,
    by_kind: [...byKind.values()]
      .map(withAverage)
      .sort((a, b) => a.kind.localeCompare(b.kind) || b.orders - a.orders || a.currency.localeCompare(b.currency)),
    refunded_orders: refunded,
    cancelled_orders: cancelled,
  }
}

const isStatus = (status: string): status is TuneRequestStatus =>
  (TUNE_REQUEST_STATUSES as readonly string[]).includes(status)

/** Tune requests by status, turnaround and the tunes most asked for (issue 24 item 7). */
export async function tuneMetrics(db: Db, actor: Actor | null, query: MetricsQuery, now: Date): Promise<TuneMetrics> {
  permitPart(actor, 'metrics')
  const range = rangeOf(query, now)
  const bucket = query.bucket ?? defaultBucket(range)
  const [counts, turnaround, tunes] = await Promise.all([
    repository.tuneRequestCounts(db, range, bucket),
    repository.turnaround(db, range, bucket),
    repository.topTunes(db, range),
  ])
  const byStatus = new Map<TuneRequestStatus, number>()
  const perPeriod = new Map<string, number>()
  for (const row of counts) {
    if (isStatus(row.status)) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.requests)
    perPeriod.set(row.period, (perPeriod.get(row.period) ?? 0) + row.requests)
  }
  const overall = turnaround.find((row) => row.period === null)
  return {
    from: range.from,
    to: range.to,
    bucket,
    periods: periodStarts(range, bucket),
    by_status: TUNE_REQUEST_STATUSES.filter((status) => byStatus.has(status)).map((status) => ({
      status,
      requests: byStatus.get(status)!,
    })),
    requests: [...perPeriod].map(([period, requests]) => ({ period, requests })),
    turnaround: {
      delivered: overall?.delivered ?? 0,
      median_hours: overall ? round1(overall.median_hours) : null,
      p90_hours: overall ? round1(overall.p90_hours) : null,
      average_hours: overall ? round1(overall.average_hours) : null,
    },
    turnaround_points: turnaround.flatMap((row) =>
      row.period === null
        ? []
        : [{ period: row.period, delivered: row.delivered, median_hours: round1(row.median_hours) }],
    ),
    top_tunes: tunes.map((tune) => ({ ...tune, total: tune.requests + tune.purchases })),
  }
}

type Counts = { requests: number; sales: number; total: number }

/** The rows with the most requests and sales, grouped by `keyOf`, at most METRICS_TOP_LIMIT. */
function top<T extends object>(rows: readonly repository.VehicleRow[], pick: (row: repository.VehicleRow) => T) {
  const groups = new Map<string, T & Counts>()
  for (const row of rows) {
    const fields = pick(row)
    const key = JSON.stringify(fields)
    const group = groups.get(key) ?? { ...fields, requests: 0, sales: 0, total: 0 }
    group.requests += row.requests
    group.sales += row.sales
    group.total += row.requests + row.sales
    groups.set(key, group)
  }
  return [...groups.values()]
    .sort((a, b) => b.total - a.total || b.sales - a.sales || JSON.stringify(a).localeCompare(JSON.stringify(b)))
    .slice(0, METRICS_TOP_LIMIT)
}

/** The makes, models and engines most requested and sold (issue 24 item 7). */
export async function vehicleMetrics(
  db: Db,
  actor: Actor | null,
  query: MetricsRangeQuery,
  now: Date,
): Promise<VehicleMetrics> {
  permitPart(actor, 'metrics')
  const range = rangeOf(query, now)
  const rows = await repository.vehicles(db, range)
  return {
    from: range.from,
    to: range.to,
    makes: top(rows, (row) => ({ make: row.make })),
    models: top(rows, (row) => ({ make: row.make, model: row.model })),
    engines: top(rows, (row) => ({ make: row.make, model: row.model, engine: row.engine })),
  }
}

const BOT_KIND_BY_CODE = new Map<number, VisitorKind>(
  Object.entries(VISITOR_KIND_BOT_CODES).map(([kind, code]) => [code, kind as VisitorKind]),
)

/** Visits and views over time, top pages, referrers, tags, devices and bot share (issue 24 item 8). */
export async function webTraffic(db: Db, actor: Actor | null, query: MetricsQuery, now: Date): Promise<WebTraffic> {
  permitPart(actor, 'web-traffic')
  const range = rangeOf(query, now)
  const bucket = query.bucket ?? defaultBucket(range)
  const [points, kinds, pages, referrers, devices, tags] = await Promise.all([
    repository.trafficPoints(db, range, bucket),
    repository.visitorKinds(db, range),
    repository.topPages(db, range),
    repository.referrers(db, range),
    repository.devices(db, range),
    repository.tags(db, range),
  ])
  const people = kinds.find((row) => row.bot_code === null)
  const allViews = kinds.reduce((sum, row) => sum + row.views, 0)
  const botViews = allViews - (people?.views ?? 0)
  // A bot code this screen does not know (none today) is counted with the bots that say so.
  const byKind = new Map<VisitorKind, number>()
  for (const row of kinds) {
    const kind = row.bot_code === null ? 'person' : (BOT_KIND_BY_CODE.get(row.bot_code) ?? 'bot-user-agent')
    byKind.set(kind, (byKind.get(kind) ?? 0) + row.views)
  }
  return {
    from: range.from,
    to: range.to,
    bucket,
    periods: periodStarts(range, bucket),
    points,
    totals: {
      views: people?.views ?? 0,
      visits: points.reduce((sum, point) => sum + point.visits, 0),
      visitors: people?.visitors ?? 0,
      bot_views: botViews,
      bot_share: allViews > 0 ? botViews / allViews : 0,
    },
    top_pages: pages,
    referrers: referrers.map((row) => ({ referrer: row.host || DIRECT_REFERRER, views: row.views })),
    tags,
    devices,
    visitors_by_kind: [...byKind].map(([kind, views]) => ({ kind, views })),
  }
}
