import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../../db/schema/auth'
import { catalogPurchase } from '../../db/schema/catalog-purchases'
import { checkoutOrder, checkoutOrderLine } from '../../db/schema/checkout'
import { rescueSession } from '../../db/schema/rescue-sessions'
import { tuneCreditInvoice } from '../../db/schema/tune-credits'
import { tuneRequest, tuneRequestPipeline } from '../../db/schema/tune-requests'
import { createTestApp, type TestApp } from '../../../test/test-app'

/** The seeded dealer (README demo accounts) owns this dealer. */
const DEALER_ORG = '00000000-0000-4000-8000-0000000000d1'
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12))

let app: TestApp
let buyer: string
let other: string
let dealer: string
let buyerId: string
let otherId: string

const idOf = async (email: string) =>
  (await app.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id
const history = (cookie: string | undefined, query = '') =>
  app.request('GET', `/api/v1/account/purchases${query}`, { cookie })

/** One purchase of every kind, each on its own day, as the features' own writes leave them. */
async function buyOneOfEach(userId: string) {
  const [order] = await app.db
    .insert(checkoutOrder)
    .values({
      userId,
      email: 'history-buyer@example.com',
      status: 'shipped',
      currency: 'USD',
      subtotalMinor: 4_500,
      totalMinor: 5_250,
      billingAddress: {
        country_code: 'US',
        full_name: 'Test Person',
        line1: '1 Main St',
        line2: '',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        email: '',
        phone: '',
      } as never,
      invoiceToken: `history-${userId}`,
      trackingNumber: '1Z999',
      paymentProvider: 'test',
      chargeId: 'ch_history',
      paidAt: day(1),
      createdAt: day(1),
    })
    .returning({ id: checkoutOrder.id })
  await app.db.insert(checkoutOrderLine).values([
    {
      orderId: order!.id,
      slug: 'obd-cable',
      name: 'OBD cable',
      quantity: 1,
      unitPriceMinor: 2_500,
      lineTotalMinor: 2_500,
      position: 0,
    },
    {
      orderId: order!.id,
      slug: 'flash-bag',
      name: 'Tool bag',
      quantity: 1,
      unitPriceMinor: 2_000,
      lineTotalMinor: 2_000,
      position: 1,
    },
  ])
  const bundle = {
    userId,
    vehiclePath: '/catalog/volkswagen/2019/golf-gti/ea888-gen3',
    vehicleName: '2019 Volkswagen Golf GTI',
    selection: 'tune=1',
    role: 'customer',
    currency: 'USD',
    lines: [
      {
        type: 'tune' as const,
        tune_id: 1,
        name: 'Stage 2',
        kind: 'ecu',
        amount: { amount_minor: 59_900, currency: 'USD' },
      },
    ],
    tunesTotalMinor: 59_900n,
    toolCostMinor: 0n,
    installFeeMinor: 0n,
    totalMinor: 59_900n,
  }
  const [paid] = await app.db
    .insert(catalogPurchase)
    .values({ ...bundle, status: 'paid', commitKey: `k-${userId}`, committedAt: day(2), createdAt: day(2) })
    .returning({ id: catalogPurchase.id })
  // An estimate nobody paid is not a purchase (the catalog purchase list leaves it out too).
  await app.db.insert(catalogPurchase).values({ ...bundle, createdAt: day(6) })
  const [request] = await app.db
    .insert(tuneRequest)
    .values({
      ownerUserId: userId,
      status: 'estimated',
      vehicleDescription: 'Golf',
      createdAt: day(3),
      updatedAt: day(7),
    })
    .returning({ id: tuneRequest.id })
  await app.db.insert(tuneRequestPipeline).values({
    tuneRequestId: request!.id,
    vehicle: {
      make: 'Volkswagen',
      year: '2019',
      model: 'Golf GTI',
      engine: '2.0 TSI',
      transmission: null,
      engine_id: 1,
      transmission_id: null,
    },
    estimate: {
      currency: 'USD',
      lines: [],
      subtotal_minor: 30_000,
      discount_minor: 0,
      discount_codes: [],
      total_minor: 30_000,
    },
  })
  const [session] = await app.db
    .insert(rescueSession)
    .values({
      ownerUserId: userId,
      kind: 'ID',
      toolName: 'Flashzilla V3',
      vehicle: '2018 Audi S3',
      description: 'Stopped at 43%, no crank.',
      createdAt: day(4),
    })
    .returning({ id: rescueSession.id })
  const [invoice] = await app.db
    .insert(tuneCreditInvoice)
    .values({
      buyerUserId: userId,
      status: 'committed',
      codeCount: 3,
      creditsPerCode: { ecu: 1, tcu: 0, awd: 0 },
      recipientEmail: 'history-buyer@example.com',
      currency: 'USD',
      totalMinor: 89_700n,
      createdAt: day(5),
    })
    .returning({ id: tuneCreditInvoice.id })
  return { order: order!.id, bundle: paid!.id, request: request!.id, session: session!.id, invoice: invoice!.id }
}

let bought: Awaited<ReturnType<typeof buyOneOfEach>>

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  buyer = await app.signUp('history-buyer@example.com')
  other = await app.signUp('history-other@example.com')
  dealer = await app.login('dealer@example.com')
  buyerId = await idOf('history-buyer@example.com')
  otherId = await idOf('history-other@example.com')
  bought = await buyOneOfEach(buyerId)
}, 180_000)
afterAll(async () => {
  await app?.close()
})

describe('GET /api/v1/account/purchases', () => {
  it('lists every kind of purchase of the account, newest first, each with its status and next action', async () => {
    const response = await history(buyer)
    expect(response.status).toBe(200)
    const page = await response.json()
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 5, pages: 1 })
    expect(page.data).toEqual([
      {
        kind: 'credit-codes',
        kind_label: 'Tune credit codes',
        id: bought.invoice,
        reference: `Code invoice ${bought.invoice}`,
        href: '/profile/credits',
        title: '3 codes of 1 ECU credits',
        created_at: day(5).toISOString(),
        total: { amount_minor: 89_700, currency: 'USD' },
        status: 'committed',
        status_label: 'Paid — codes sent',
        next_action: { kind: 'view', label: 'View your credits', href: '/profile/credits' },
      },
      {
        kind: 'rescue-session',
        kind_label: 'Rescue session',
        id: bought.session,
        reference: `Rescue session ${bought.session}`,
        href: '/fz/rescue',
        title: '2018 Audi S3 — Flashzilla V3',
        created_at: day(4).toISOString(),
        total: null,
        status: 'open',
        status_label: 'Waiting for a technician',
        next_action: { kind: 'track', label: 'Track the session', href: '/fz/rescue' },
      },
      {
        kind: 'tune-request',
        kind_label: 'Tune request',
        id: bought.request,
        reference: `Tune request ${bought.request}`,
        href: `/tuning/request/${bought.request}/status`,
        title: 'Custom tune — 2019 Volkswagen Golf GTI 2.0 TSI',
        created_at: day(3).toISOString(),
        total: { amount_minor: 30_000, currency: 'USD' },
        status: 'estimated',
        status_label: 'Estimate ready',
        next_action: { kind: 'pay', label: 'Pay the estimate', href: `/tuning/request/${bought.request}/status` },
      },
      {
        kind: 'tune-bundle',
        kind_label: 'Tune bundle',
        id: bought.bundle,
        reference: `Tune purchase ${bought.bundle}`,
        href: `/purchase/catalog/${bought.bundle}`,
        title: '2019 Volkswagen Golf GTI — Stage 2',
        created_at: day(2).toISOString(),
        total: { amount_minor: 59_900, currency: 'USD' },
        status: 'paid',
        status_label: 'Paid',
        next_action: { kind: 'upload', label: 'Upload your ECU read', href: '/tuning' },
      },
      {
        kind: 'store-order',
        kind_label: 'Store order',
        id: bought.order,
        reference: `Order ${bought.order}`,
        href: `/profile/orders/${bought.order}`,
        title: 'OBD cable and Tool bag',
        created_at: day(1).toISOString(),
        total: { amount_minor: 5_250, currency: 'USD' },
        status: 'shipped',
        status_label: 'Shipped',
        next_action: { kind: 'track', label: 'Track the parcel', href: `/profile/orders/${bought.order}` },
      },
    ])
  })

  it('pages the merged list (1-based): page 2 of 2 per page continues where page 1 stopped, the last is short', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (n) => (await history(buyer, `?page=${n}&per_page=2`)).json()))
    expect(pages.map((page) => page.data.map((row: { kind: string }) => row.kind))).toEqual([
      ['credit-codes', 'rescue-session'],
      ['tune-request', 'tune-bundle'],
      ['store-order'],
    ])
    expect(pages[2].meta).toEqual({ page: 3, per_page: 2, total: 5, pages: 3 })
  })

  it("shows the account's own purchases only: another customer's and the dealer's customers' are not listed", async () => {
    // Someone else's session filed through the dealer: the dealer's rescue list shows it, its own history does not.
    await app.db.insert(rescueSession).values({
      ownerUserId: otherId,
      dealerOrgId: DEALER_ORG,
      kind: 'check',
      toolName: 'Flashzilla V3',
      vehicle: '2020 BMW M340i',
      description: 'Filed by the dealer for a customer.',
    })
    const mine = await (await history(other)).json()
    expect(mine.data.map((row: { kind: string; title: string }) => `${row.kind}: ${row.title}`)).toEqual([
      'rescue-session: 2020 BMW M340i — Flashzilla V3',
    ])
    const dealerSessions = await (await app.request('GET', '/api/v1/rescue-sessions', { cookie: dealer })).json()
    expect(dealerSessions.data.some((row: { vehicle: string }) => row.vehicle === '2020 BMW M340i')).toBe(true)
    const dealers = await (await history(dealer)).json()
    expect(dealers.data.some((row: { title: string }) => row.title.startsWith('2020 BMW M340i'))).toBe(false)
    const buyers = await (await history(buyer)).json()
    expect(buyers.meta.total).toBe(5)
  })

  it('is for a logged-in account (401) and refuses a page that is not 1 to 50 with the 422 envelope', async () => {
    expect((await history(undefined)).status).toBe(401)
    for (const query of ['?page=0', '?page=51', '?page=two', '?per_page=500']) {
      const response = await history(buyer, query)
      expect(response.status, query).toBe(422)
      expect(Object.keys((await response.json()).errors ?? {}).length, query).toBeGreaterThan(0)
    }
  })

  it('answers a fresh account with an empty first page', async () => {
    const fresh = await app.signUp('history-fresh@example.com')
    expect(await (await history(fresh)).json()).toEqual({
      data: [],
      meta: { page: 1, per_page: 20, total: 0, pages: 1 },
    })
  })
})
