import {
  addDays,
  DESKTOP_MIN_WIDTH,
  METRICS_TOP_LIMIT,
  TABLET_MIN_WIDTH,
  type MetricsBucket,
  type MetricsRange,
} from '@shop/domain/admin-metrics'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'

// The back office's figures (decision 0095), each one statement over the shop's own tables. Every statement
// filters its table on `created_at` over whole UTC days, so the range is read through the `created_at` index of
// each table (the migration of decision 0095 adds the ones that were missing).

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** `column` within the range: from the first day's midnight (UTC) to the midnight after the last. */
const inRange = (column: SQL, range: MetricsRange) =>
  sql`${column} >= ${`${range.from}T00:00:00Z`}::timestamptz and ${column} < ${`${addDays(range.to, 1)}T00:00:00Z`}::timestamptz`

/** The first day of the bucket `column` falls in (UTC), as `YYYY-MM-DD`. */
const periodOf = (column: SQL, bucket: MetricsBucket) =>
  sql`to_char(date_trunc(${bucket}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`

export type RevenueRow = {
  period: string
  kind: 'store' | 'catalog' | 'tune-request'
  currency: string
  /** paid: revenue; refunded and cancelled: counted apart; other: not yet paid (not counted). */
  state: 'paid' | 'refunded' | 'cancelled' | 'other'
  orders: number
  revenue: number
}

/**
 * Orders placed in the range per period, kind, currency and payment state: store orders (paid, shipped or
 * delivered; less what part refunds gave back), catalog purchases paid or billed to a dealer, and custom tunes paid
 * by the customer.
 */
export const revenueQuery = (range: MetricsRange, bucket: MetricsBucket) =>
  sql`select o.period, o.kind, o.currency, o.state, count(*)::int as orders, coalesce(sum(o.total), 0)::float8 as revenue
    from (
      select ${periodOf(sql`created_at`, bucket)} as period, 'store' as kind, currency,
        case when status in ('paid', 'shipped', 'delivered') then 'paid' when status = 'refunded' then 'refunded'
          when status = 'cancelled' then 'cancelled' else 'other' end as state,
        -- Revenue is what was kept: a paid order less the refunds made on part of it (decision 0092).
        total_minor - coalesce((select sum(r.amount_minor) from order_refund r
          where r.order_id = checkout_order.id and r.status = 'refunded'), 0) as total
      from checkout_order where ${inRange(sql`created_at`, range)}
      union all
      select ${periodOf(sql`created_at`, bucket)}, 'catalog', currency,
        case when status in ('paid', 'billed') then 'paid' else 'other' end, total_minor
      from catalog_purchase where ${inRange(sql`created_at`, range)}
      union all
      select ${periodOf(sql`r.created_at`, bucket)}, 'tune-request', p.paid_currency,
        case when r.status = 'cancelled' then 'cancelled' else 'paid' end, p.paid_amount_minor
      from tune_request r join tune_request_pipeline p on p.tune_request_id = r.id
      where ${inRange(sql`r.created_at`, range)} and p.funding = 'paid' and p.paid_amount_minor is not null
    ) o
    group by o.period, o.kind, o.currency, o.state
    order by o.period, o.kind, o.currency, o.state`
export const revenue = (db: Db, range: MetricsRange, bucket: MetricsBucket) =>
  rowsOf<RevenueRow>(db, revenueQuery(range, bucket))

export type TuneRequestCountRow = { period: string; status: string; requests: number }

/** Tune requests created in the range per period and the status they have now. */
export const tuneRequestCountsQuery = (range: MetricsRange, bucket: MetricsBucket) =>
  sql`select ${periodOf(sql`created_at`, bucket)} as period, status, count(*)::int as requests
    from tune_request where ${inRange(sql`created_at`, range)}
    group by 1, 2 order by 1, 2`
export const tuneRequestCounts = (db: Db, range: MetricsRange, bucket: MetricsBucket) =>
  rowsOf<TuneRequestCountRow>(db, tuneRequestCountsQuery(range, bucket))

export type TurnaroundRow = {
  /** Null: the whole range. */
  period: string | null
  delivered: number
  median_hours: number
  p90_hours: number
  average_hours: number
}

/**
 * Hours from a request's upload to its delivery, of the requests delivered in the range (their first delivery in
 * it): per period and, in the row whose period is null, over the whole range.
 */
export const turnaroundQuery = (range: MetricsRange, bucket: MetricsBucket) =>
  sql`select d.period, count(*)::int as delivered,
      (percentile_cont(0.5) within group (order by d.hours))::float8 as median_hours,
      (percentile_cont(0.9) within group (order by d.hours))::float8 as p90_hours,
      avg(d.hours)::float8 as average_hours
    from (
      select ${periodOf(sql`min(e.created_at)`, bucket)} as period,
        extract(epoch from (min(e.created_at) - r.created_at)) / 3600 as hours
      from tune_request_event e join tune_request r on r.id = e.tune_request_id
      where e.to_status = 'delivered' and ${inRange(sql`e.created_at`, range)}
      group by r.id, r.created_at
    ) d
    group by grouping sets ((d.period), ())
    order by d.period nulls first`
export const turnaround = (db: Db, range: MetricsRange, bucket: MetricsBucket) =>
  rowsOf<TurnaroundRow>(db, turnaroundQuery(range, bucket))

export type TopTuneRow = { name: string; requests: number; purchases: number }

/** Tunes named in custom tune estimates and in paid catalog purchases of the range, the most asked for first. */
export const topTunesQuery = (range: MetricsRange) =>
  sql`select t.name, sum(t.requests)::int as requests, sum(t.purchases)::int as purchases
    from (
      select l->>'name' as name, 1 as requests, 0 as purchases
      from tune_request r join tune_request_pipeline p on p.tune_request_id = r.id
        cross join lateral jsonb_array_elements(p.estimate->'lines') l
      where ${inRange(sql`r.created_at`, range)} and p.estimate is not null
      union all
      select l->>'name', 0, 1
      from catalog_purchase c cross join lateral jsonb_array_elements(c.lines) l
      where ${inRange(sql`c.created_at`, range)} and c.status in ('paid', 'billed') and l->>'type' = 'tune'
    ) t
    where t.name is not null
    group by t.name
    order by sum(t.requests + t.purchases) desc, t.name
    limit ${METRICS_TOP_LIMIT}`
export const topTunes = (db: Db, range: MetricsRange) => rowsOf<TopTuneRow>(db, topTunesQuery(range))

export type VehicleRow = { make: string; model: string; engine: string; requests: number; sales: number }

/**
 * Custom tune requests by the vehicle chosen for them, and paid catalog purchases by the vehicle page they were
 * bought on (`/catalog/{make}/{year}/{model}/{engine}`), per make, model and engine, over the range.
 */
export const vehiclesQuery = (range: MetricsRange) =>
  sql`select v.make, v.model, v.engine, sum(v.requests)::int as requests, sum(v.sales)::int as sales
    from (
      select p.vehicle->>'make' as make, p.vehicle->>'model' as model, p.vehicle->>'engine' as engine,
        1 as requests, 0 as sales
      from tune_request r join tune_request_pipeline p on p.tune_request_id = r.id
      where ${inRange(sql`r.created_at`, range)} and p.vehicle is not null
      union all
      select mk.name, md.name, e.name, 0, 1
      from catalog_purchase c
        join catalog_make mk on mk.slug = split_part(c.vehicle_path, '/', 3)
        join catalog_model md on md.make_id = mk.id and md.year = split_part(c.vehicle_path, '/', 4)
          and md.slug = split_part(c.vehicle_path, '/', 5)
        join catalog_engine e on e.model_id = md.id and e.slug = split_part(c.vehicle_path, '/', 6)
      where ${inRange(sql`c.created_at`, range)} and c.status in ('paid', 'billed')
    ) v
    where v.make is not null and v.model is not null and v.engine is not null
    group by v.make, v.model, v.engine`
export const vehicles = (db: Db, range: MetricsRange) => rowsOf<VehicleRow>(db, vehiclesQuery(range))

// Web traffic: page views of the `pageview` event (a late title re-scan is not a view); a view without a bot code
// is a person's.
const views = (range: MetricsRange) => sql`page_view where ${inRange(sql`created_at`, range)} and event = 'pageview'`

export type TrafficPointRow = { period: string; views: number; visits: number; bot_views: number }

/** Per period: people's views, visits (distinct visitors a day, summed) and bots' views. */
export const trafficPointsQuery = (range: MetricsRange, bucket: MetricsBucket) =>
  sql`select to_char(date_trunc(${bucket}, d.day::timestamp), 'YYYY-MM-DD') as period, sum(d.views)::int as views, sum(d.visits)::int as visits,
      sum(d.bot_views)::int as bot_views
    from (
      select (created_at at time zone 'UTC')::date as day,
        count(*) filter (where bot_code is null) as views,
        count(distinct visitor_id) filter (where bot_code is null) as visits,
        count(*) filter (where bot_code is not null) as bot_views
      from ${views(range)}
      group by 1
    ) d
    group by 1 order by 1`
export const trafficPoints = (db: Db, range: MetricsRange, bucket: MetricsBucket) =>
  rowsOf<TrafficPointRow>(db, trafficPointsQuery(range, bucket))

export type VisitorKindRow = { bot_code: number | null; views: number; visitors: number }

/** Every view by bot code (null: people), with the distinct visitors of each. */
export const visitorKindsQuery = (range: MetricsRange) =>
  sql`select bot_code, count(*)::int as views, count(distinct visitor_id)::int as visitors
    from ${views(range)} group by bot_code order by bot_code nulls first`
export const visitorKinds = (db: Db, range: MetricsRange) => rowsOf<VisitorKindRow>(db, visitorKindsQuery(range))

/** The pages people viewed most. */
export const topPagesQuery = (range: MetricsRange) =>
  sql`select path, count(*)::int as views, count(distinct visitor_id)::int as visitors
    from ${views(range)} and bot_code is null
    group by path order by count(*) desc, path limit ${METRICS_TOP_LIMIT}`
export const topPages = (db: Db, range: MetricsRange) =>
  rowsOf<{ path: string; views: number; visitors: number }>(db, topPagesQuery(range))

/** People's views by the referring site's host name ('' for none). */
export const referrersQuery = (range: MetricsRange) =>
  sql`select coalesce(lower(substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), '') as host,
      count(*)::int as views
    from ${views(range)} and bot_code is null
    group by 1 order by count(*) desc, 1 limit ${METRICS_TOP_LIMIT}`
export const referrers = (db: Db, range: MetricsRange) =>
  rowsOf<{ host: string; views: number }>(db, referrersQuery(range))

/** People's views by device, read from the screen width the page sent. */
export const devicesQuery = (range: MetricsRange) =>
  sql`select case when screen = '' then 'unknown'
        when split_part(screen, 'x', 1)::int < ${TABLET_MIN_WIDTH} then 'mobile'
        when split_part(screen, 'x', 1)::int < ${DESKTOP_MIN_WIDTH} then 'tablet'
        else 'desktop' end as device,
      count(*)::int as views
    from ${views(range)} and bot_code is null
    group by 1 order by count(*) desc, 1`
export const devices = (db: Db, range: MetricsRange) =>
  rowsOf<{ device: 'mobile' | 'tablet' | 'desktop' | 'unknown'; views: number }>(db, devicesQuery(range))

/** Tags recorded in the range: how often, by how many visitors (or users). */
export const tagsQuery = (range: MetricsRange) =>
  sql`select tag, count(*)::int as records, count(distinct coalesce(visitor_id, user_id))::int as visitors
    from tag_attribution where ${inRange(sql`created_at`, range)}
    group by tag order by count(*) desc, tag limit ${METRICS_TOP_LIMIT}`
export const tags = (db: Db, range: MetricsRange) =>
  rowsOf<{ tag: string; records: number; visitors: number }>(db, tagsQuery(range))
