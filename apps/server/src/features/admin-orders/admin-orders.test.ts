import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../../db/schema/auth'
import { catalogPurchase } from '../../db/schema/catalog-purchases'
import { checkoutOrder, checkoutOrderLine, paymentAttempt } from '../../db/schema/checkout'
import { outboxMail } from '../../db/schema/mail'
import { rescueSession } from '../../db/schema/rescue-sessions'
import { tuneRequest, tuneRequestPipeline } from '../../db/schema/tune-requests'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp
const ids = { store: 0, paidStore: 0, catalog: 0, tune: 0, rescue: 0 }
/** Every order of this file's buyers has this in its e-mail, so the seed's orders never change the counts. */
const MARK = 'zz-admin-orders'

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

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  const db = app.db
  await db.insert(user).values([
    { id: 'u-ao-jo', name: 'Jo Buyer', email: `jo.${MARK}@example.com` },
    { id: 'u-ao-sam', name: 'Sam Racer', email: `sam.${MARK}@example.com` },
  ])
  const [pending] = await db
    .insert(checkoutOrder)
    .values({
      userId: 'u-ao-jo',
      email: `jo.${MARK}@example.com`,
      currency: 'USD',
      subtotalMinor: 10_000,
      totalMinor: 10_000,
      billingAddress: address,
      invoiceToken: 'ao-token-1',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    })
    .returning({ id: checkoutOrder.id })
  ids.store = pending!.id
  const [paid] = await db
    .insert(checkoutOrder)
    .values({
      userId: 'u-ao-jo',
      email: `jo.${MARK}@example.com`,
      status: 'shipped',
      currency: 'EUR',
      subtotalMinor: 20_000,
      shippingMinor: 1_500,
      totalMinor: 21_500,
      billingAddress: address,
      shippingAddress: address,
      shippingName: 'Express',
      trackingNumber: '1Z999AA10123456784',
      invoiceToken: 'ao-token-2',
      chargeId: 'test_ch_ao',
      paidAt: new Date('2026-03-05T09:00:00Z'),
      createdAt: new Date('2026-03-05T08:00:00Z'),
    })
    .returning({ id: checkoutOrder.id })
  ids.paidStore = paid!.id
  await db.insert(checkoutOrderLine).values({
    orderId: ids.paidStore,
    slug: 'obd-cable',
    name: 'OBD cable',
    options: [{ option: { id: 1, name: 'Length' }, selection: { name: '3 m' } }],
    quantity: 2,
    unitPriceMinor: 10_000,
    lineTotalMinor: 20_000,
    position: 0,
  })
  await db.insert(paymentAttempt).values({
    orderId: ids.paidStore,
    requestKey: 'ao-key',
    providerKey: 'ao-provider-key',
    provider: 'test',
    amountMinor: 21_500,
    currency: 'EUR',
    outcome: 'charged',
    chargeId: 'test_ch_ao',
  })
  await db.insert(outboxMail).values([
    { to: `jo.${MARK}@example.com`, subject: `Tuneshop order ${ids.paidStore} confirmed`, text: 'Thanks.' },
    { to: `jo.${MARK}@example.com`, subject: `Tuneshop order ${ids.paidStore}0 confirmed`, text: 'Another.' },
  ])
  const [purchase] = await db
    .insert(catalogPurchase)
    .values({
      userId: 'u-ao-sam',
      status: 'paid',
      vehiclePath: '/catalog/volkswagen/2019/golf-gti/ea888-gen3',
      vehicleName: '2019 Volkswagen Golf GTI',
      selection: 'tune_sets=1',
      role: 'customer',
      currency: 'USD',
      lines: [
        { type: 'tune', tune_id: 1, name: 'Stage 1', kind: 'set', amount: { amount_minor: 50_000, currency: 'USD' } },
      ],
      tunesTotalMinor: 50_000n,
      toolCostMinor: 0n,
      installFeeMinor: 0n,
      totalMinor: 50_000n,
      commitKey: 'ao-commit',
      committedAt: new Date('2026-03-03T12:00:00Z'),
      createdAt: new Date('2026-03-03T12:00:00Z'),
    })
    .returning({ id: catalogPurchase.id })
  ids.catalog = purchase!.id
  const [request] = await db
    .insert(tuneRequest)
    .values({ ownerUserId: 'u-ao-sam', status: 'estimated', createdAt: new Date('2026-03-02T12:00:00Z') })
    .returning({ id: tuneRequest.id })
  ids.tune = request!.id
  await db.insert(tuneRequestPipeline).values({
    tuneRequestId: ids.tune,
    estimate: {
      currency: 'CAD',
      lines: [{ tune_id: 1, name: 'Stage 2', kind: 'set', amount_minor: 70_000 }],
      subtotal_minor: 70_000,
      discount_minor: 0,
      discount_codes: [],
      total_minor: 70_000,
    },
  })
  // Not priced yet: not an order.
  const [unpriced] = await db
    .insert(tuneRequest)
    .values({ ownerUserId: 'u-ao-sam', createdAt: new Date('2026-03-02T13:00:00Z') })
    .returning({ id: tuneRequest.id })
  await db.insert(tuneRequestPipeline).values({ tuneRequestId: unpriced!.id })
  const [rescue] = await db
    .insert(rescueSession)
    .values({
      ownerUserId: 'u-ao-jo',
      kind: 'ID',
      status: 'estimated',
      toolName: 'Flashzilla V3',
      vehicle: '2019 Volkswagen Golf GTI',
      description: 'The flash stopped at 43%',
      estimateMinor: 9_900n,
      currency: 'USD',
      createdAt: new Date('2026-03-04T12:00:00Z'),
    })
    .returning({ id: rescueSession.id })
  ids.rescue = rescue!.id
})
afterAll(async () => {
  await app?.close()
})

type Row = { id: string; kind: string; payment_state: string; fulfilment: string; total_minor: number | null }
type Page = {
  data: Row[]
  meta: { page: number; per_page: number; total: number; pages: number }
  currencies: string[]
}

async function list(query: string, email = 'staff@example.com') {
  const cookie = await app.login(email)
  const response = await app.request('GET', `/api/admin/orders?customer=${MARK}&${query}`, { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as Page
}

describe('GET /api/admin/orders (PERMISSIONS.md: staff read orders, Admin all)', () => {
  it('answers 401 when logged out and 403 to a customer', async () => {
    expect((await app.request('GET', '/api/admin/orders')).status).toBe(401)
    const cookie = await app.login('customer@example.com')
    const response = await app.request('GET', '/api/admin/orders', { cookie })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'forbidden' })
    expect((await app.request('GET', `/api/admin/orders/S-${ids.store}`, { cookie })).status).toBe(403)
    expect((await app.request('GET', `/api/admin/orders/S-${ids.store}`)).status).toBe(401)
  })

  it.each(['staff@example.com', 'admin@example.com'])('lists every order kind to %s, newest first', async (email) => {
    const page = await list('', email)
    expect(page.data.map((row) => row.id)).toEqual([
      `S-${ids.paidStore}`,
      `R-${ids.rescue}`,
      `C-${ids.catalog}`,
      `T-${ids.tune}`,
      `S-${ids.store}`,
    ])
    expect(page.meta).toEqual({ page: 1, per_page: 50, total: 5, pages: 1 })
    expect(page.data[0]).toEqual({
      id: `S-${ids.paidStore}`,
      kind: 'store',
      created_at: '2026-03-05T08:00:00.000Z',
      customer_email: `jo.${MARK}@example.com`,
      customer_name: 'Jo Buyer',
      dealer_name: null,
      currency: 'EUR',
      total_minor: 21_500,
      payment_state: 'paid',
      fulfilment: 'shipped',
    })
    expect(page.data.find((row) => row.kind === 'tune-request')).toMatchObject({
      payment_state: 'awaiting-payment',
      total_minor: 70_000,
    })
    expect(page.currencies).toEqual(expect.arrayContaining(['CAD', 'EUR', 'USD']))
  })

  it('pages with a 1-based page and per_page', async () => {
    const second = await list('page=2&per_page=2')
    expect(second.data.map((row) => row.id)).toEqual([`C-${ids.catalog}`, `T-${ids.tune}`])
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 5, pages: 3 })
    const past = await list('page=9&per_page=2')
    expect(past.data).toEqual([])
    // No row carries the count past the end: it is counted apart, not answered as none.
    expect(past.meta).toEqual({ page: 9, per_page: 2, total: 5, pages: 3 })
  })

  it('filters by payment state, currency, kind, date range and customer', async () => {
    expect((await list('payment=awaiting-payment')).data.map((row) => row.id)).toEqual([
      `R-${ids.rescue}`,
      `T-${ids.tune}`,
      `S-${ids.store}`,
    ])
    expect((await list('currency=usd')).data.map((row) => row.id)).toEqual([
      `R-${ids.rescue}`,
      `C-${ids.catalog}`,
      `S-${ids.store}`,
    ])
    expect((await list('kind=catalog')).data.map((row) => row.id)).toEqual([`C-${ids.catalog}`])
    expect((await list('from=2026-03-02&to=2026-03-03')).data.map((row) => row.id)).toEqual([
      `C-${ids.catalog}`,
      `T-${ids.tune}`,
    ])
    const cookie = await app.login('staff@example.com')
    const sam = await app.request('GET', `/api/admin/orders?customer=SAM.${MARK}`, { cookie })
    expect(((await sam.json()) as Page).data.map((row) => row.id)).toEqual([`C-${ids.catalog}`, `T-${ids.tune}`])
    const wildcard = await app.request('GET', '/api/admin/orders?customer=%25', { cookie })
    expect(((await wildcard.json()) as Page).meta.total).toBe(0)
  })

  it('sorts by total and by customer', async () => {
    expect((await list('sort=-total')).data.map((row) => row.total_minor)).toEqual([
      70_000, 50_000, 21_500, 10_000, 9_900,
    ])
    expect((await list('sort=total')).data.map((row) => row.total_minor)).toEqual([
      9_900, 10_000, 21_500, 50_000, 70_000,
    ])
    expect((await list('sort=customer')).data.map((row) => row.id.charAt(0))).toEqual(['S', 'R', 'S', 'C', 'T'])
  })

  it.each([
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
    ['sort=price', 'sort'],
    ['payment=maybe', 'payment'],
    ['currency=dollars', 'currency'],
    ['from=2026-13-01', 'from'],
    ['from=2026-03-05&to=2026-03-01', 'to'],
    ['kind=gift', 'kind'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const cookie = await app.login('staff@example.com')
    const response = await app.request('GET', `/api/admin/orders?${query}`, { cookie })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body).toMatchObject({ code: 'validation_failed' })
    expect(Object.keys(body.errors)).toEqual([field])
  })
})

describe('GET /api/admin/orders/{id}', () => {
  it('shows a store order with its lines, payments, addresses, tracking and the mails about it', async () => {
    const cookie = await app.login('admin@example.com')
    const response = await app.request('GET', `/api/admin/orders/S-${ids.paidStore}`, { cookie })
    expect(response.status).toBe(200)
    const order = await response.json()
    expect(order).toMatchObject({
      id: `S-${ids.paidStore}`,
      status_label: 'Shipped',
      lines: [{ name: 'OBD cable', detail: 'Length: 3 m', quantity: 2, unit_minor: 10_000, total_minor: 20_000 }],
      shipping_minor: 1_500,
      payments: [{ provider: 'Test card', amount_minor: 21_500, currency: 'EUR', outcome: 'Charged' }],
      billing_address: { city: 'Springfield' },
      shipping_method: 'Express',
      tracking_number: '1Z999AA10123456784',
      dealer_fulfilled: false,
    })
    expect(order.mails.map((mail: { subject: string }) => mail.subject)).toEqual([
      `Tuneshop order ${ids.paidStore} confirmed`,
    ])
  })

  it('shows a catalog purchase, a priced tune request and a rescue session to staff', async () => {
    const cookie = await app.login('staff@example.com')
    const catalog = await (await app.request('GET', `/api/admin/orders/c-${ids.catalog}`, { cookie })).json()
    expect(catalog).toMatchObject({ id: `C-${ids.catalog}`, payment_state: 'paid', lines: [{ name: 'Stage 1' }] })
    const tune = await (await app.request('GET', `/api/admin/orders/T-${ids.tune}`, { cookie })).json()
    expect(tune).toMatchObject({ status_label: 'Estimate ready', lines: [{ name: 'Stage 2', total_minor: 70_000 }] })
    const rescue = await (await app.request('GET', `/api/admin/orders/R-${ids.rescue}`, { cookie })).json()
    expect(rescue).toMatchObject({ currency: 'USD', total_minor: 9_900, billing_address: null })
  })

  it('answers 404 for a number that names no order, and 422 for one that is not a number', async () => {
    const cookie = await app.login('staff@example.com')
    expect((await app.request('GET', '/api/admin/orders/S-99999999', { cookie })).status).toBe(404)
    const bad = await app.request('GET', '/api/admin/orders/12', { cookie })
    expect(bad.status).toBe(422)
    expect(Object.keys((await bad.json()).errors)).toEqual(['id'])
  })
})
