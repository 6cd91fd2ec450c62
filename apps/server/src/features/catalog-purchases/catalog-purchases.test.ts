import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estimateCatalogPurchase } from '@shop/domain/catalog-purchase'
import { CONFLICT_MESSAGES, PAYMENT_ERROR_MESSAGES } from '@shop/domain/errors'
import type { Engine, GlobalCompatRule, Tool, Transmission } from '@shop/domain/catalog'
import { parseSelectionSearch } from '@shop/domain/catalog'
import { catalogPurchase, dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { outboxMail } from '../../db/schema/mail'
import { testPaymentCharge } from '../../db/schema/payments'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { reconcileStuckPurchases } from './catalog-purchases.service'

const VEHICLE = '/catalog/audi/2019/s4/3-0-tfsi/zf-8hp'
const ENGINE_API = '/api/v1/ecu/makes/audi/years/2019/models/s4/engines/3-0-tfsi'
const DEALER_ORG = '00000000-0000-4000-8000-0000000000d1'

let app: TestApp
let customer: string
let dealer: string
let staff: string
let other: string
let engine: Engine
let selection: string
let keyCounter = 0
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  dealer = await app.login('dealer@example.com')
  staff = await app.login('staff@example.com')
  other = await app.signUp('another-buyer@example.com')
  engine = await (await app.request('GET', ENGINE_API)).json()
  const stage = engine.tunes.find((tune) => !tune.is_stock && !tune.optional)!
  selection = `tune=${stage.id}`
}, 120_000) // seeding a fresh database is slow when the shared machine is busy
afterAll(async () => {
  await app?.close()
})

type Body = Record<string, unknown>
const post = (path: string, cookie: string | undefined, body: Body, headers: Record<string, string> = {}) =>
  app.request('POST', path, { cookie, body, headers })

async function saved(cookie: string, extra: Body = {}) {
  const response = await post('/api/v1/catalog/estimate', cookie, { vehicle: VEHICLE, selection, save: true, ...extra })
  expect(response.status).toBe(201)
  return (await response.json()) as { purchase_id: number; total: { amount_minor: number; currency: string } }
}

const payBody = (purchaseId: number, token = 'tok_visa') => ({
  purchase_id: purchaseId,
  payment: { test_token: token },
})

describe('POST /api/v1/catalog/estimate', () => {
  it('answers the same total as the checkout prices for the same bundle in the cart (one bundle pricing, decision 0068)', async () => {
    const tuneIds = [Number(new URLSearchParams(selection).get('tune'))]
    for (const [cookie, own, rent] of [
      [undefined, [], false],
      [customer, [], true],
      [dealer, [], false],
    ] as const) {
      const catalog = await (
        await post('/api/v1/catalog/estimate?currency=USD', cookie, { vehicle: VEHICLE, selection, own, rent })
      ).json()
      const bundle = {
        kind: 'catalog-tune',
        product: {
          slug: `tune:${VEHICLE}:${tuneIds[0]}`,
          name: 'S4',
          subtext: '',
          image: null,
          pricesByCurrency: { USD: 0 },
        },
        vehicle: { path: VEHICLE, make: 'audi', year: '2019', model: 's4', engine: '3-0-tfsi', transmission: 'zf-8hp' },
        tuneIds,
        tools: { own, rent },
        options: [],
        quantity: 1,
        hash: 'h',
      }
      const order = await post('/api/order/estimate', cookie, {
        currency: 'USD',
        entries: [bundle],
        billing_address: {
          country_code: 'US',
          full_name: 'Buyer',
          line1: '1 Main St',
          city: 'Costa Mesa',
          state: 'California',
          postal_code: '92627',
          email: 'buyer@example.com',
        },
      })
      expect(order.status).toBe(200)
      expect((await order.json()).subtotal).toEqual(catalog.total)
    }
  })

  it('prices on the server exactly as the domain function does over the catalog answers (the browser’s input)', async () => {
    for (const [cookie, role] of [
      [undefined, 'customer'],
      [customer, 'customer'],
      [dealer, 'dealer'],
    ] as const) {
      for (const currency of ['USD', 'EUR']) {
        for (const [own, rent] of [
          [[], false],
          [[], true],
        ] as const) {
          const response = await post(`/api/v1/catalog/estimate?currency=${currency}`, cookie, {
            vehicle: VEHICLE,
            selection,
            own,
            rent,
          })
          expect(response.status).toBe(200)
          const body = await response.json()
          const get = async (path: string) =>
            (await app.request('GET', `${path}?currency=${currency}`, { cookie })).json()
          const [eng, transmission, tools, rules] = (await Promise.all([
            get(ENGINE_API),
            get(`${ENGINE_API}/transmissions/zf-8hp`),
            get('/api/v1/ecu/tools'),
            get('/api/v1/ecu/global-compat-rules'),
          ])) as [Engine, Transmission, { data: Tool[] }, { data: GlobalCompatRule[] }]
          const expected = estimateCatalogPurchase({
            vehicle: VEHICLE,
            engine: eng,
            transmission,
            tools: tools.data,
            globalRules: rules.data,
            selection: parseSelectionSearch(selection),
            role,
            currency,
            owned: own,
            rent,
          })
          if (!expected.ok) throw new Error(expected.message)
          const { ok: _ok, ...priced } = expected
          expect(body).toMatchObject({ ...priced, purchase_id: null })
          expect(body.currency).toBe(currency)
        }
      }
    }
  })

  it('dealer prices only for dealers: a dealer pays less than a customer for the same tune', async () => {
    const customerTotal = (
      await (await post('/api/v1/catalog/estimate', customer, { vehicle: VEHICLE, selection })).json()
    ).tunes_total.amount_minor
    const dealerTotal = (await (await post('/api/v1/catalog/estimate', dealer, { vehicle: VEHICLE, selection })).json())
      .tunes_total.amount_minor
    expect(dealerTotal).toBeLessThan(customerTotal)
    const staffBody = await (await post('/api/v1/catalog/estimate', staff, { vehicle: VEHICLE, selection })).json()
    expect(staffBody.role).toBe('customer')
  })

  it('lines: the tune, the tool to buy or rent (single tool only) and the install fee; owned costs nothing', async () => {
    const bought = await (await post('/api/v1/catalog/estimate', undefined, { vehicle: VEHICLE, selection })).json()
    const tool = bought.lines.find((line: Body) => line.type === 'tool')
    expect(tool).toMatchObject({ mode: 'buy' })
    expect(bought.lines.at(-1)).toMatchObject({ type: 'install_fee' })
    expect(bought.total.amount_minor).toBe(
      bought.tunes_total.amount_minor + bought.tool_cost.amount_minor + bought.install_fee.amount_minor,
    )
    const owned = await (
      await post('/api/v1/catalog/estimate', undefined, { vehicle: VEHICLE, selection, own: [tool.tool_id] })
    ).json()
    expect(owned.tool_cost.amount_minor).toBe(0)
    expect(owned.install_fee.amount_minor).toBe(0)
    expect(owned.total).toEqual(owned.tunes_total)
    if (bought.rentable_tool_id !== null) {
      const rented = await (
        await post('/api/v1/catalog/estimate', undefined, { vehicle: VEHICLE, selection, rent: true })
      ).json()
      expect(rented.lines.find((line: Body) => line.type === 'tool')).toMatchObject({ mode: 'rent' })
    }
  })

  it('a currency that is not a store currency falls back to the first store currency', async () => {
    const body = await (
      await post('/api/v1/catalog/estimate?currency=JPY', undefined, { vehicle: VEHICLE, selection })
    ).json()
    expect(body.currency).toBe('USD')
  })

  it('bad input is a 422 with its message, never a 500', async () => {
    const nothing = await post('/api/v1/catalog/estimate', undefined, { vehicle: VEHICLE, selection: '' })
    expect(nothing.status).toBe(422)
    expect((await nothing.json()).errors.selection).toEqual(['Choose at least one tune to buy.'])
    expect((await post('/api/v1/catalog/estimate', undefined, { vehicle: '/etc/passwd', selection })).status).toBe(422)
    const unknown = await post('/api/v1/catalog/estimate', undefined, {
      vehicle: '/catalog/audi/2019/s4/no-such-engine',
      selection,
    })
    expect(unknown.status).toBe(404)
  })

  it('saving needs a login', async () => {
    const response = await post('/api/v1/catalog/estimate', undefined, { vehicle: VEHICLE, selection, save: true })
    expect(response.status).toBe(401)
  })
})

describe('POST /api/v1/catalog/pay', () => {
  it('charges the saved total once; a retry with the same Idempotency-Key replays; a second pay is 409 already_committed', async () => {
    const estimate = await saved(customer)
    const key = newKey()
    const first = await post('/api/v1/catalog/pay', customer, payBody(estimate.purchase_id), { 'idempotency-key': key })
    expect(first.status).toBe(200)
    const paid = await first.json()
    expect(paid).toMatchObject({
      id: estimate.purchase_id,
      status: 'paid',
      total: estimate.total,
      payment_provider: 'test',
    })

    const retry = await post('/api/v1/catalog/pay', customer, payBody(estimate.purchase_id), { 'idempotency-key': key })
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect((await retry.json()).id).toBe(paid.id)

    const second = await post('/api/v1/catalog/pay', customer, payBody(estimate.purchase_id), {
      'idempotency-key': newKey(),
    })
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ code: 'already_committed', message: CONFLICT_MESSAGES.already_committed })

    const charges = await app.db
      .select()
      .from(testPaymentCharge)
      .where(eq(testPaymentCharge.idempotencyKey, `catalog-purchase:${estimate.purchase_id}`))
    expect(charges).toHaveLength(1)
    expect(charges[0]!.amountMinor).toBe(BigInt(estimate.total.amount_minor))
    const mails = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'customer@example.com'))
    expect(mails.some((mail) => mail.subject.includes(`purchase #${estimate.purchase_id}`))).toBe(true)
  })

  it('concurrent pays of one purchase: exactly one charge, the rest 409 or a replay', async () => {
    const estimate = await saved(customer)
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/api/v1/catalog/pay', customer, payBody(estimate.purchase_id), {
          'idempotency-key': `concurrent-${i}-${newKey()}`,
        }),
      ),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    const charges = await app.db
      .select()
      .from(testPaymentCharge)
      .where(eq(testPaymentCharge.idempotencyKey, `catalog-purchase:${estimate.purchase_id}`))
    expect(charges).toHaveLength(1)
  })

  it.each(Object.entries(PAYMENT_ERROR_MESSAGES))(
    'a declined test card (%s) is 402 with the payment message and the purchase can be paid again',
    async (kind, message) => {
      const estimate = await saved(customer)
      const declined = await post('/api/v1/catalog/pay', customer, payBody(estimate.purchase_id, `tok_${kind}`), {
        'idempotency-key': newKey(),
      })
      expect(declined.status).toBe(402)
      expect(await declined.json()).toEqual({ code: kind, message })
      const [row] = await app.db.select().from(catalogPurchase).where(eq(catalogPurchase.id, estimate.purchase_id))
      expect(row!.status).toBe('estimate')
      const retried = await post('/api/v1/catalog/pay', customer, payBody(estimate.purchase_id), {
        'idempotency-key': newKey(),
      })
      expect(retried.status).toBe(200)
    },
  )

  it('needs an Idempotency-Key', async () => {
    const estimate = await saved(customer)
    const response = await post('/api/v1/catalog/pay', customer, payBody(estimate.purchase_id))
    expect(response.status).toBe(422)
  })

  it('another user’s purchase is 404; anonymous is 401', async () => {
    const estimate = await saved(customer)
    const response = await post('/api/v1/catalog/pay', other, payBody(estimate.purchase_id), {
      'idempotency-key': newKey(),
    })
    expect(response.status).toBe(404)
    expect(
      (await post('/api/v1/catalog/pay', undefined, payBody(estimate.purchase_id), { 'idempotency-key': newKey() }))
        .status,
    ).toBe(401)
  })
})

describe('reconciliation after a crash between charge and commit (issue 4 item 7)', () => {
  /** A purchase as a crash leaves it: claimed for paying `minutesAgo` minutes ago, its outcome never recorded. */
  async function leftPaying(minutesAgo: number, charged: boolean) {
    const { purchase_id: id, total } = await saved(customer)
    if (charged) {
      await app.deps.payments.chargeOrThrow({
        idempotencyKey: `catalog-purchase:${id}`,
        amountMinor: BigInt(total.amount_minor),
        currency: total.currency,
        description: `purchase #${id}`,
        customer: { email: 'customer@example.com' },
        method: { provider: 'test', token: 'tok_visa' },
      })
    }
    await app.db
      .update(catalogPurchase)
      .set({
        status: 'paying',
        paymentProvider: 'test',
        commitKey: `crashed-${id}`,
        updatedAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .where(eq(catalogPurchase.id, id))
    return id
  }
  const statusOf = async (id: number) =>
    (await app.db.select().from(catalogPurchase).where(eq(catalogPurchase.id, id)))[0]!

  it('at start: charged → paid with its charge; not charged → back to its estimate; a fresh one is left alone', async () => {
    const charged = await leftPaying(10, true)
    const uncharged = await leftPaying(10, false)
    const fresh = await leftPaying(0, false)

    const tally = await reconcileStuckPurchases(app.deps)
    expect(tally.paid).toBeGreaterThanOrEqual(1)
    expect(tally.reopened).toBeGreaterThanOrEqual(1)
    expect(await statusOf(charged)).toMatchObject({ status: 'paid', commitKey: `crashed-${charged}` })
    expect((await statusOf(charged)).chargeId).toBeTruthy()
    expect(await statusOf(uncharged)).toMatchObject({ status: 'estimate', commitKey: null })
    expect((await statusOf(fresh)).status).toBe('paying')

    // A second run finds nothing of these left, and the reopened purchase can be paid.
    await reconcileStuckPurchases(app.deps)
    expect((await statusOf(charged)).status).toBe('paid')
    const pay = await post('/api/v1/catalog/pay', customer, payBody(uncharged), { 'idempotency-key': newKey() })
    expect(pay.status).toBe(200)
  })
})

describe('POST /api/v1/catalog/pay-later (dealer members)', () => {
  it('bills the dealer; a second commit is 409 already_committed', async () => {
    const estimate = await saved(dealer)
    const key = newKey()
    const response = await post(
      '/api/v1/catalog/pay-later',
      dealer,
      { purchase_id: estimate.purchase_id },
      { 'idempotency-key': key },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'billed', billed_to: 'Redline Performance' })
    const again = await post('/api/v1/catalog/pay', dealer, payBody(estimate.purchase_id), {
      'idempotency-key': newKey(),
    })
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(CONFLICT_MESSAGES.already_committed)
  })

  it('409 dealer_hit_credit_limit with its text when the purchase would pass the limit', async () => {
    await app.db
      .update(dealerCreditLimit)
      .set({ limitMinor: 1n })
      .where(eq(dealerCreditLimit.organizationId, DEALER_ORG))
    const estimate = await saved(dealer)
    const response = await post(
      '/api/v1/catalog/pay-later',
      dealer,
      { purchase_id: estimate.purchase_id },
      { 'idempotency-key': newKey() },
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      code: 'dealer_hit_credit_limit',
      message: 'This purchase exceeds a credit limit. Please confirm the current account balance.',
    })
    await app.db
      .update(dealerCreditLimit)
      .set({ limitMinor: 100_000_000n })
      .where(eq(dealerCreditLimit.organizationId, DEALER_ORG))
  })

  it('409 dealer_missing_billing_info with its text when the dealer has no billing address', async () => {
    const { dealerBillingProfile } = await import('../../db/schema/catalog-purchases')
    const [profile] = await app.db
      .select()
      .from(dealerBillingProfile)
      .where(eq(dealerBillingProfile.organizationId, DEALER_ORG))
    await app.db
      .update(dealerBillingProfile)
      .set({ billingAddressId: null })
      .where(eq(dealerBillingProfile.organizationId, DEALER_ORG))
    const estimate = await saved(dealer)
    const response = await post(
      '/api/v1/catalog/pay-later',
      dealer,
      { purchase_id: estimate.purchase_id },
      { 'idempotency-key': newKey() },
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      code: 'dealer_missing_billing_info',
      message: 'Billing information must be setup on this dealer account before proceeding.',
    })
    await app.db
      .update(dealerBillingProfile)
      .set({ billingAddressId: profile!.billingAddressId })
      .where(eq(dealerBillingProfile.organizationId, DEALER_ORG))
  })

  it('a customer who is not a dealer member is refused (403)', async () => {
    const estimate = await saved(customer)
    const response = await post(
      '/api/v1/catalog/pay-later',
      customer,
      { purchase_id: estimate.purchase_id },
      { 'idempotency-key': newKey() },
    )
    expect(response.status).toBe(403)
  })
})

describe('via-ticket, the purchase list and its conversation', () => {
  it('via-ticket turns the purchase into a ticket with the message; open-ticket and reply-ticket continue it', async () => {
    const estimate = await saved(customer)
    const ticket = await post('/api/v1/catalog/via-ticket', customer, {
      purchase_id: estimate.purchase_id,
      message: 'Can you check my car has the right ECU?',
    })
    expect(ticket.status).toBe(201)
    expect(await ticket.json()).toMatchObject({
      status: 'ticket',
      messages: [{ body: 'Can you check my car has the right ECU?', from_staff: false }],
    })
    const reply = await post(`/api/v1/catalog-purchases/${estimate.purchase_id}/reply-ticket`, staff, {
      body: 'Yes, it is.',
    })
    expect(reply.status).toBe(201)
    expect((await reply.json()).messages.at(-1)).toMatchObject({ body: 'Yes, it is.', from_staff: true })
    const mails = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'customer@example.com'))
    expect(mails.some((mail) => mail.subject.includes('a reply about your purchase'))).toBe(true)
    expect(
      (await post(`/api/v1/catalog-purchases/${estimate.purchase_id}/reply-ticket`, other, { body: 'hi' })).status,
    ).toBe(404)
  })

  it('open-ticket on a paid purchase; reply before a ticket is 409 no_ticket', async () => {
    const estimate = await saved(customer)
    await post('/api/v1/catalog/pay', customer, payBody(estimate.purchase_id), { 'idempotency-key': newKey() })
    const early = await post(`/api/v1/catalog-purchases/${estimate.purchase_id}/reply-ticket`, customer, {
      body: 'Hello',
    })
    expect(early.status).toBe(409)
    const opened = await post(`/api/v1/catalog-purchases/${estimate.purchase_id}/open-ticket`, customer, {
      body: 'Where is my file?',
    })
    expect(opened.status).toBe(201)
    expect((await opened.json()).status).toBe('paid')
    expect(
      (await post(`/api/v1/catalog-purchases/${estimate.purchase_id}/open-ticket`, customer, { body: '' })).status,
    ).toBe(422)
  })

  it("a saved estimate is its buyer's alone: staff get 404 on every call on it, as on a read", async () => {
    const estimate = await saved(customer)
    const id = estimate.purchase_id
    const statuses = [
      (await app.request('GET', `/api/v1/catalog-purchases/${id}`, { cookie: staff })).status,
      (await app.request('PATCH', `/api/v1/catalog-purchases/${id}`, { cookie: staff, body: { notes: 'x' } })).status,
      (await post(`/api/v1/catalog-purchases/${id}/open-ticket`, staff, { body: 'Hello' })).status,
      (await post(`/api/v1/catalog-purchases/${id}/reply-ticket`, staff, { body: 'Hello' })).status,
      (await post('/api/v1/catalog/via-ticket', staff, { purchase_id: id, message: 'Hello' })).status,
    ]
    expect(statuses).toEqual([404, 404, 404, 404, 404])
  })

  it('GET lists own purchases on a 1-based page; staff read any; another user gets 404', async () => {
    const estimate = await saved(customer)
    await post('/api/v1/catalog/pay', customer, payBody(estimate.purchase_id), { 'idempotency-key': newKey() })
    const list = await (
      await app.request('GET', '/api/v1/catalog-purchases?page=1&per_page=2', { cookie: customer })
    ).json()
    expect(list.meta).toMatchObject({ page: 1, per_page: 2 })
    expect(list.data).toHaveLength(2)
    expect(list.data[0].id).toBe(estimate.purchase_id)
    const otherList = await (await app.request('GET', '/api/v1/catalog-purchases', { cookie: other })).json()
    expect(otherList.data).toEqual([])
    expect((await app.request('GET', '/api/v1/catalog-purchases?page=0', { cookie: customer })).status).toBe(422)
    expect(
      (await app.request('GET', `/api/v1/catalog-purchases/${estimate.purchase_id}`, { cookie: other })).status,
    ).toBe(404)
    expect(
      (await app.request('GET', `/api/v1/catalog-purchases/${estimate.purchase_id}`, { cookie: staff })).status,
    ).toBe(200)
    expect((await app.request('GET', '/api/v1/catalog-purchases?scope=all', { cookie: customer })).status).toBe(403)
    const all = await (await app.request('GET', '/api/v1/catalog-purchases?scope=all', { cookie: staff })).json()
    expect(all.meta.total).toBeGreaterThan(list.meta.total - 1)
    expect((await app.request('GET', '/api/v1/catalog-purchases')).status).toBe(401)
  })

  it('PATCH changes notes and VIN, honours If-Unmodified-Since (412) and refuses another user (404)', async () => {
    const estimate = await saved(customer)
    const path = `/api/v1/catalog-purchases/${estimate.purchase_id}`
    const current = await app.request('GET', path, { cookie: customer })
    const since = current.headers.get('last-modified')!
    const patched = await app.request('PATCH', path, {
      cookie: customer,
      body: { notes: 'Car is at the shop on Friday', vin: 'wauzzzf40la012345' },
      headers: { 'if-unmodified-since': since },
    })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({ notes: 'Car is at the shop on Friday', vin: 'WAUZZZF40LA012345' })
    const stale = await app.request('PATCH', path, {
      cookie: customer,
      body: { notes: 'x' },
      headers: { 'if-unmodified-since': new Date(Date.parse(since) - 60_000).toUTCString() },
    })
    expect(stale.status).toBe(412)
    expect((await app.request('PATCH', path, { cookie: customer, body: { vin: 'IOQ' } })).status).toBe(422)
    expect((await app.request('PATCH', path, { cookie: other, body: { notes: 'mine' } })).status).toBe(404)
  })
})

describe('GET /api/v1/rental-tools/{id}', () => {
  it('answers a rentable tool’s terms and rent price in the display currency; a tool that is not rentable is 404', async () => {
    const tools = (await (await app.request('GET', '/api/v1/ecu/tools?currency=EUR')).json()).data as Tool[]
    const rentable = tools.find((tool) => tool.is_rentable)!
    const response = await app.request('GET', `/api/v1/rental-tools/${rentable.id}?currency=EUR`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: rentable.id,
      currency: 'EUR',
      rent_price: rentable.rent_price,
      install_fee: rentable.install_fee,
      rental_days: 14,
    })
    const notRentable = tools.find((tool) => !tool.is_rentable)!
    expect((await app.request('GET', `/api/v1/rental-tools/${notRentable.id}`)).status).toBe(404)
    expect((await app.request('GET', '/api/v1/rental-tools/abc')).status).toBe(422)
  })
})
