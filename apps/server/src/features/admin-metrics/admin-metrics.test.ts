import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, utcDay } from '@shop/domain/admin-metrics'
import { user } from '../../db/schema/auth'
import { catalogEngine, catalogMake, catalogModel } from '../../db/schema/catalog'
import { catalogPurchase } from '../../db/schema/catalog-purchases'
import { checkoutOrder, orderRefund } from '../../db/schema/checkout'
import { pageView, tagAttribution } from '../../db/schema/site'
import { tuneRequest, tuneRequestEvent, tuneRequestPipeline, type ChosenVehicle } from '../../db/schema/tune-requests'
import { createTestApp, type TestApp } from '../../../test/test-app'
import * as repository from './admin-metrics.repository'

// The figures are checked against rows this file inserts in March 2025, long before the demo seed's 90 days (which
// end the day before the test runs), so the seed never changes them.

let app: TestApp
let admin: string
const RANGE = 'from=2025-03-03&to=2025-03-16'
const VW_PATH = '/catalog/volkswagen/2019/golf-gti/ea888-gen3'
let vw: { make: string; model: string; engine: string }

const address = {
  full_name: 'Jo Buyer',
  line1: '1 Main St',
  line2: '',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country_code: 'US',
  email: 'jo@example.com',
  phone: '',
}

let token = 0
const order = (at: string, currency: string, status: string, total: number) => ({
  userId: 'u-am-jo',
  email: 'jo.am@example.com',
  status: status as 'paid',
  currency,
  subtotalMinor: total,
  totalMinor: total,
  billingAddress: address,
  invoiceToken: `am-token-${++token}`,
  chargeId: status === 'pending' || status === 'cancelled' ? null : `test_ch_am_${token}`,
  createdAt: new Date(at),
})

const purchase = (at: string, currency: string, status: string, total: number, tune: string) => ({
  userId: 'u-am-jo',
  status,
  vehiclePath: VW_PATH,
  vehicleName: '2019 Volkswagen Golf GTI',
  selection: 'tune_sets=1',
  role: 'customer',
  currency,
  lines: [
    { type: 'tune' as const, tune_id: 1, name: tune, kind: 'set' as const, amount: { amount_minor: total, currency } },
  ],
  tunesTotalMinor: BigInt(total),
  toolCostMinor: 0n,
  installFeeMinor: 0n,
  totalMinor: BigInt(total),
  commitKey: status === 'estimate' ? null : `am-commit-${at}`,
  committedAt: status === 'estimate' ? null : new Date(at),
  createdAt: new Date(at),
})

const estimate = (currency: string, tunes: string[]) => ({
  currency,
  lines: tunes.map((name, index) => ({ tune_id: index + 1, name, kind: 'set' as const, amount_minor: 10_000 })),
  subtotal_minor: tunes.length * 10_000,
  discount_minor: 0,
  discount_codes: [],
  total_minor: tunes.length * 10_000,
})

async function request(
  at: string,
  status: string,
  pipeline: Partial<typeof tuneRequestPipeline.$inferInsert>,
  deliveredAt?: string,
) {
  const [row] = await app.db
    .insert(tuneRequest)
    .values({ ownerUserId: 'u-am-jo', status, createdAt: new Date(at) })
    .returning({ id: tuneRequest.id })
  await app.db.insert(tuneRequestPipeline).values({ tuneRequestId: row!.id, ...pipeline })
  if (deliveredAt)
    await app.db.insert(tuneRequestEvent).values({
      tuneRequestId: row!.id,
      event: 'deliver',
      fromStatus: 'in-progress',
      toStatus: 'delivered',
      createdAt: new Date(deliveredAt),
    })
}

const vehicle = (names: { make: string; model: string; engine: string }): ChosenVehicle => ({
  ...names,
  year: '2019',
  transmission: null,
  engine_id: 1,
  transmission_id: null,
})

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  admin = await app.login('admin@example.com')
  const [names] = await app.db
    .select({ make: catalogMake.name, model: catalogModel.name, engine: catalogEngine.name })
    .from(catalogEngine)
    .innerJoin(catalogModel, sql`${catalogModel.id} = ${catalogEngine.modelId}`)
    .innerJoin(catalogMake, sql`${catalogMake.id} = ${catalogModel.makeId}`)
    .where(sql`${catalogMake.slug} = 'volkswagen' and ${catalogModel.year} = '2019'
      and ${catalogModel.slug} = 'golf-gti' and ${catalogEngine.slug} = 'ea888-gen3'`)
  vw = names!
  await app.db.insert(user).values({ id: 'u-am-jo', name: 'Jo Buyer', email: 'jo.am@example.com' })
  const [partlyRefunded] = await app.db
    .insert(checkoutOrder)
    .values(order('2025-03-03T10:00:00Z', 'USD', 'paid', 12_000))
    .returning({ id: checkoutOrder.id })
  // 2,000 of it given back (decision 0092), and a refund that failed: revenue is the 10,000 kept.
  const refund = { orderId: partlyRefunded!.id, scope: 'lines' as const, currency: 'USD', reason: 'One broken' }
  await app.db.insert(orderRefund).values([
    { ...refund, requestKey: 'metrics-partly-1', request: {}, status: 'refunded', amountMinor: 2_000 },
    { ...refund, requestKey: 'metrics-partly-2', request: {}, status: 'failed', amountMinor: 1_500 },
  ])
  await app.db.insert(checkoutOrder).values([
    order('2025-03-03T23:59:59Z', 'USD', 'shipped', 5_000),
    order('2025-03-04T00:00:00Z', 'EUR', 'delivered', 20_000),
    order('2025-03-10T12:00:00Z', 'USD', 'refunded', 7_000),
    order('2025-03-11T12:00:00Z', 'USD', 'cancelled', 3_000),
    order('2025-03-12T12:00:00Z', 'USD', 'pending', 4_000),
    order('2025-03-16T23:59:59.999Z', 'USD', 'paid', 1_000),
    // Just outside the range, either side.
    order('2025-03-17T00:00:00Z', 'USD', 'paid', 99_999),
    order('2025-03-02T23:59:59.999Z', 'USD', 'paid', 88_888),
  ])
  await app.db
    .insert(catalogPurchase)
    .values([
      purchase('2025-03-05T09:00:00Z', 'USD', 'paid', 50_000, 'Stage 1'),
      purchase('2025-03-12T09:00:00Z', 'EUR', 'billed', 30_000, 'Stage 2'),
      purchase('2025-03-06T09:00:00Z', 'USD', 'estimate', 40_000, 'Stage 1'),
    ])
  const paid = (currency: string, amount: number) => ({
    funding: 'paid',
    paidCurrency: currency,
    paidAmountMinor: BigInt(amount),
    paidAt: new Date('2025-03-05T00:00:00Z'),
  })
  await request(
    '2025-03-04T10:00:00Z',
    'delivered',
    { ...paid('USD', 25_000), estimate: estimate('USD', ['Stage 1', 'Pops & bangs']), vehicle: vehicle(vw) },
    '2025-03-04T20:00:00Z',
  )
  await request('2025-03-11T10:00:00Z', 'in-progress', {
    ...paid('EUR', 15_000),
    estimate: estimate('EUR', ['Stage 2']),
    vehicle: vehicle({ make: 'BMW', model: 'M340i', engine: 'B58' }),
  })
  await request('2025-03-12T10:00:00Z', 'estimated', { estimate: estimate('USD', ['Stage 1']), vehicle: vehicle(vw) })
  await request('2025-03-13T10:00:00Z', 'delivered', { funding: 'free' }, '2025-03-14T16:00:00Z')
  // Created before the range, delivered in it: a turnaround of the range, not one of its requests.
  await request('2025-02-28T00:00:00Z', 'delivered', { funding: 'free' }, '2025-03-03T00:00:00Z')

  const view = (at: string, path: string, visitorId: string, screen: string, referrer = '', botCode?: number) => ({
    visitorId,
    path,
    referrer,
    event: 'pageview',
    screen,
    botCode: botCode ?? null,
    createdAt: new Date(at),
  })
  await app.db
    .insert(pageView)
    .values([
      view('2025-03-03T08:00:00Z', '/', 'am-v1', '390x844', 'https://www.google.com/search?q=tune'),
      view('2025-03-03T08:01:00Z', '/catalog', 'am-v1', '390x844'),
      view('2025-03-03T09:00:00Z', '/', 'am-v2', '1920x1080', 'https://forum.example.org/t/1'),
      view('2025-03-03T10:00:00Z', '/', 'am-bot', '', '', 150),
      { ...view('2025-03-03T08:00:05Z', '/', 'am-v1', '390x844'), event: 'update' },
      view('2025-03-04T08:00:00Z', '/', 'am-v1', '800x1280'),
      view('2025-03-04T08:00:00Z', '/catalog', 'am-v3', '1920x1080', '', 153),
      view('2025-03-17T00:00:00Z', '/', 'am-v3', '1920x1080'),
    ])
  await app.db.insert(tagAttribution).values([
    { visitorId: 'am-v1', tag: 'spring', createdAt: new Date('2025-03-05T08:00:00Z') },
    { visitorId: 'am-v2', tag: 'spring', createdAt: new Date('2025-03-05T09:00:00Z') },
    { visitorId: 'am-v1', tag: 'yt', createdAt: new Date('2025-03-06T08:00:00Z') },
    { visitorId: 'am-v1', tag: 'yt', createdAt: new Date('2025-03-20T08:00:00Z') },
  ])
})
afterAll(async () => {
  await app?.close()
})

const get = (path: string, cookie?: string) => app.request('GET', path, cookie ? { cookie } : {})

const PATHS = [
  '/api/admin/metrics',
  '/api/admin/metrics/tunes',
  '/api/admin/metrics/vehicles',
  '/api/admin/web-traffic',
]

describe('metrics and web traffic: PERMISSIONS.md gives them to Admin only', () => {
  it.each(PATHS)('%s: anonymous 401, customer and staff 403, admin 200', async (path) => {
    expect((await get(path)).status).toBe(401)
    for (const email of ['customer@example.com', 'dealer@example.com', 'staff@example.com']) {
      const response = await get(path, await app.login(email))
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'forbidden' })
    }
    expect((await get(path, admin)).status).toBe(200)
  })
})

describe('the date range', () => {
  it.each(PATHS)('%s defaults to the 30 days that end today', async (path) => {
    const body = await (await get(path, admin)).json()
    const today = utcDay(new Date())
    expect(body).toMatchObject({ from: addDays(today, -29), to: today })
  })

  it.each([
    ['from=2025-03-10&to=2025-03-09', 'to'],
    ['from=2025-01-01&to=2026-01-02', 'from'],
    ['from=2025-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['from=1999-12-31', 'from'],
    ['to=3000-01-01', 'to'],
    ['bucket=year', 'bucket'],
  ])('%s is a 422 naming %s', async (query, field) => {
    for (const path of PATHS.filter((p) => !(query.startsWith('bucket') && p.endsWith('vehicles')))) {
      const response = await get(`${path}?${query}`, admin)
      expect(response.status, path).toBe(422)
      const body = await response.json()
      expect(body.code).toBe('validation_failed')
      expect(Object.keys(body.errors ?? {}), path).toContain(field)
    }
  })

  it('366 days is the longest range', async () => {
    expect((await get('/api/admin/metrics?from=2025-01-01&to=2026-01-01', admin)).status).toBe(200)
  })
})

describe('GET /api/admin/metrics', () => {
  it('revenue, paid orders and average order value per currency and week equal the sums of the rows', async () => {
    const body = await (await get(`/api/admin/metrics?${RANGE}&bucket=week`, admin)).json()
    expect(body.from).toBe('2025-03-03')
    expect(body.to).toBe('2025-03-16')
    expect(body.bucket).toBe('week')
    expect(body.periods).toEqual(['2025-03-03', '2025-03-10'])
    expect(body.currencies).toEqual(['USD', 'EUR'])
    // USD: store 12,000 less a 2,000 refund + 5,000 + 1,000, catalog 50,000, custom tune 25,000; EUR: 20,000, 30,000 billed, 15,000.
    expect(body.totals).toEqual([
      { currency: 'USD', orders: 5, revenue_minor: 91_000, average_order_minor: 18_200 },
      { currency: 'EUR', orders: 3, revenue_minor: 65_000, average_order_minor: 21_667 },
    ])
    expect(body.points).toEqual(
      expect.arrayContaining([
        { period: '2025-03-03', currency: 'USD', orders: 4, revenue_minor: 90_000 },
        { period: '2025-03-03', currency: 'EUR', orders: 1, revenue_minor: 20_000 },
        { period: '2025-03-10', currency: 'USD', orders: 1, revenue_minor: 1_000 },
        { period: '2025-03-10', currency: 'EUR', orders: 2, revenue_minor: 45_000 },
      ]),
    )
    expect(body.points).toHaveLength(4)
    expect(body.by_kind).toEqual([
      { kind: 'catalog', currency: 'EUR', orders: 1, revenue_minor: 30_000, average_order_minor: 30_000 },
      { kind: 'catalog', currency: 'USD', orders: 1, revenue_minor: 50_000, average_order_minor: 50_000 },
      { kind: 'store', currency: 'USD', orders: 3, revenue_minor: 16_000, average_order_minor: 5_333 },
      { kind: 'store', currency: 'EUR', orders: 1, revenue_minor: 20_000, average_order_minor: 20_000 },
      { kind: 'tune-request', currency: 'EUR', orders: 1, revenue_minor: 15_000, average_order_minor: 15_000 },
      { kind: 'tune-request', currency: 'USD', orders: 1, revenue_minor: 25_000, average_order_minor: 25_000 },
    ])
    expect(body.refunded_orders).toBe(1)
    expect(body.cancelled_orders).toBe(1)
  })

  it('days are UTC days: 23:59:59 belongs to its own day, midnight to the next', async () => {
    const body = await (await get('/api/admin/metrics?from=2025-03-03&to=2025-03-04&bucket=day', admin)).json()
    expect(body.periods).toEqual(['2025-03-03', '2025-03-04'])
    expect(body.points).toEqual([
      { period: '2025-03-03', currency: 'USD', orders: 2, revenue_minor: 15_000 },
      { period: '2025-03-04', currency: 'EUR', orders: 1, revenue_minor: 20_000 },
      { period: '2025-03-04', currency: 'USD', orders: 1, revenue_minor: 25_000 },
    ])
  })

  it('a range with no orders answers empty lists, not an error', async () => {
    const body = await (await get('/api/admin/metrics?from=2024-06-01&to=2024-06-30&bucket=month', admin)).json()
    expect(body).toMatchObject({ periods: ['2024-06-01'], currencies: [], points: [], totals: [], by_kind: [] })
  })
})

describe('GET /api/admin/metrics/tunes', () => {
  it('requests by status, turnaround and top tunes equal the rows', async () => {
    const body = await (await get(`/api/admin/metrics/tunes?${RANGE}&bucket=week`, admin)).json()
    expect(body.by_status).toEqual([
      { status: 'estimated', requests: 1 },
      { status: 'in-progress', requests: 1 },
      { status: 'delivered', requests: 2 },
    ])
    expect(body.requests).toEqual([
      { period: '2025-03-03', requests: 1 },
      { period: '2025-03-10', requests: 3 },
    ])
    // Delivered in the range: after 72 h (created before it), 10 h and 30 h.
    expect(body.turnaround).toEqual({ delivered: 3, median_hours: 30, p90_hours: 63.6, average_hours: 37.3 })
    expect(body.turnaround_points).toEqual([
      { period: '2025-03-03', delivered: 2, median_hours: 41 },
      { period: '2025-03-10', delivered: 1, median_hours: 30 },
    ])
    expect(body.top_tunes).toEqual([
      { name: 'Stage 1', requests: 2, purchases: 1, total: 3 },
      { name: 'Stage 2', requests: 1, purchases: 1, total: 2 },
      { name: 'Pops & bangs', requests: 1, purchases: 0, total: 1 },
    ])
  })
})

describe('GET /api/admin/metrics/vehicles', () => {
  it('requests by the chosen vehicle and sales by the vehicle page, per make, model and engine', async () => {
    const body = await (await get(`/api/admin/metrics/vehicles?${RANGE}`, admin)).json()
    expect(body.engines).toEqual([
      { ...vw, requests: 2, sales: 2, total: 4 },
      { make: 'BMW', model: 'M340i', engine: 'B58', requests: 1, sales: 0, total: 1 },
    ])
    expect(body.models).toEqual([
      { make: vw.make, model: vw.model, requests: 2, sales: 2, total: 4 },
      { make: 'BMW', model: 'M340i', requests: 1, sales: 0, total: 1 },
    ])
    expect(body.makes).toEqual([
      { make: vw.make, requests: 2, sales: 2, total: 4 },
      { make: 'BMW', requests: 1, sales: 0, total: 1 },
    ])
  })
})

describe('GET /api/admin/web-traffic', () => {
  it('views, visits, pages, referrers, devices, tags and bots equal the rows', async () => {
    const body = await (await get(`/api/admin/web-traffic?from=2025-03-03&to=2025-03-09&bucket=day`, admin)).json()
    expect(body.periods).toHaveLength(7)
    expect(body.points).toEqual([
      { period: '2025-03-03', views: 3, visits: 2, bot_views: 1 },
      { period: '2025-03-04', views: 1, visits: 1, bot_views: 1 },
    ])
    expect(body.totals).toEqual({ views: 4, visits: 3, visitors: 2, bot_views: 2, bot_share: 2 / 6 })
    expect(body.top_pages).toEqual([
      { path: '/', views: 3, visitors: 2 },
      { path: '/catalog', views: 1, visitors: 1 },
    ])
    expect(body.referrers).toEqual([
      { referrer: 'Direct or bookmarked', views: 2 },
      { referrer: 'forum.example.org', views: 1 },
      { referrer: 'www.google.com', views: 1 },
    ])
    expect(body.devices).toEqual([
      { device: 'mobile', views: 2 },
      { device: 'desktop', views: 1 },
      { device: 'tablet', views: 1 },
    ])
    expect(body.visitors_by_kind).toEqual([
      { kind: 'person', views: 4 },
      { kind: 'bot-user-agent', views: 1 },
      { kind: 'bot-prefetch', views: 1 },
    ])
    expect(body.tags).toEqual([
      { tag: 'spring', records: 2, visitors: 2 },
      { tag: 'yt', records: 1, visitors: 1 },
    ])
  })
})

// On tables of a few pages PostgreSQL may rightly read the whole table; with sequential scans turned off, a plan that
// still reads a table whole would name a Seq Scan: each statement's range must be one its index serves.
describe('each query reads its tables through an index', () => {
  const WEEK = { from: '2025-03-03', to: '2025-03-09' }
  const plan = (query: SQL) =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
      return result.rows.map((row) => row['QUERY PLAN']).join('\n')
    })

  it.each([
    [
      'revenue',
      repository.revenueQuery(WEEK, 'day'),
      ['checkout_order_created_at_index', 'catalog_purchase_created_at_index', 'tune_request_created_at_index'],
    ],
    ['tune requests', repository.tuneRequestCountsQuery(WEEK, 'day'), ['tune_request_created_at_index']],
    ['turnaround', repository.turnaroundQuery(WEEK, 'day'), ['tune_request_event_to_status_created_at_index']],
    [
      'vehicles',
      repository.vehiclesQuery(WEEK),
      ['tune_request_created_at_index', 'catalog_purchase_created_at_index'],
    ],
    ['page views', repository.trafficPointsQuery(WEEK, 'day'), ['page_view_created_at_index']],
    ['tags', repository.tagsQuery(WEEK), ['tag_attribution_created_at_index']],
  ])('%s', async (_name, query, indexes) => {
    const text = await plan(query)
    for (const index of indexes) expect(text, text).toContain(index)
    expect(text, text).not.toMatch(
      /Seq Scan on (checkout_order|catalog_purchase|tune_request|page_view|tag_attribution)\b/,
    )
  })
})
