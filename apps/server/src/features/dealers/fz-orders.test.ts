import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { fzOrder } from '../../db/schema/fz-orders'
import { ledgerTransaction } from '../../db/schema/ledger'
import { freshDealer, type FreshDealer } from '../../../test/fixtures/dealer-objects'
import { createTestApp, type TestApp } from '../../../test/test-app'

// Issue 25, SPEC §7 `v1/fz-orders`: a dealer's bulk orders of flash tools, paid on its balance.

let app: TestApp
let dealer: FreshDealer
let owner: string
let tools: { id: number; name: string; order_type: string; dealer_price: { amount_minor: number } }[]
beforeAll(async () => {
  app = await createTestApp({ seed: true })
  // A dealer of this test's own with a 2,500.00 USD limit and no seeded money, so that its balance starts at zero.
  dealer = await freshDealer(app, SLUG, 'FZ Orders Test Tuning')
  owner = dealer.cookies.owner
  tools = (await (await app.request('GET', `${BASE}/fz-orders/catalog`, { cookie: owner })).json()).tools
}, 120_000)
afterAll(async () => {
  await app?.close()
})

const SLUG = 'fz-orders-test-tuning'
const BASE = `/api/v1/dealers/${SLUG}`
let keys = 0

const order = (cookie: string | undefined, body: unknown, key = `fz-test-${++keys}`, slug = SLUG) =>
  app.request('POST', `/api/v1/dealers/${slug}/fz-orders`, { cookie, body, headers: { 'idempotency-key': key } })
const fz3 = () => tools.find((tool) => tool.order_type === 'FLASHZILLAV3')!

describe('the order form’s catalog', () => {
  it('offers the flash tools a dealer may own at dealer prices below retail, with what the balance reaches', async () => {
    const catalog = await (await app.request('GET', `${BASE}/fz-orders/catalog`, { cookie: owner })).json()
    expect(catalog.currency).toBe('USD')
    expect(catalog.billing_ready).toBe(true)
    expect(catalog.available).toEqual({ amount_minor: 2_500_00, currency: 'USD' })
    expect(catalog.tools.length).toBeGreaterThan(0)
    for (const tool of catalog.tools)
      expect(tool.dealer_price.amount_minor).toBeLessThan(tool.retail_price.amount_minor)
    expect(catalog.tools.map((tool: { name: string }) => tool.name)).not.toContain('FlashZilla Lite (FZL)')
  })
})

describe('POST /v1/dealers/{slug}/fz-orders', () => {
  it('places an order paid on the balance: one dealer-purchase transaction, audited, the balance lower', async () => {
    const placed = await order(owner, { lines: [{ tool_id: fz3().id, quantity: 2 }], note: 'For the spring rush' })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const body = await placed.json()
    expect(body).toMatchObject({ order_type: 'FLASHZILLAV3', state: 'placed', note: 'For the spring rush' })
    expect(body.total.amount_minor).toBe(fz3().dealer_price.amount_minor * 2)
    const [row] = await app.db.select().from(fzOrder).where(eq(fzOrder.id, body.id))
    const [posted] = await app.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.id, row!.purchaseTransactionId!))
    expect(posted!.kind).toBe('dealer-purchase')
    const catalog = await (await app.request('GET', `${BASE}/fz-orders/catalog`, { cookie: owner })).json()
    expect(catalog.available.amount_minor).toBe(2_500_00 - body.total.amount_minor)
    const list = await (await app.request('GET', `${BASE}/fz-orders`, { cookie: owner })).json()
    expect(list.data[0].id).toBe(body.id)
  })

  it('is idempotent: the same key answers the first order with 200 and moves money once', async () => {
    const before = (await app.db.select().from(ledgerTransaction)).length
    const first = await order(owner, { lines: [{ tool_id: fz3().id, quantity: 1 }] }, 'fz-same-key-1')
    const again = await order(owner, { lines: [{ tool_id: fz3().id, quantity: 1 }] }, 'fz-same-key-1')
    expect([first.status, again.status]).toEqual([201, 200])
    expect((await again.json()).id).toBe((await first.json()).id)
    expect((await app.db.select().from(ledgerTransaction)).length).toBe(before + 1)
  })

  it('refuses past the credit limit with SPEC §8’s 409 dealer_hit_credit_limit, writing nothing', async () => {
    const orders = (await app.db.select().from(fzOrder)).length
    const big = await order(owner, { lines: [{ tool_id: fz3().id, quantity: 100 }] })
    expect(big.status).toBe(409)
    expect(await big.json()).toMatchObject({
      code: 'dealer_hit_credit_limit',
      message: 'This purchase exceeds a credit limit. Please confirm the current account balance.',
    })
    expect((await app.db.select().from(fzOrder)).length).toBe(orders)
  })

  it('refuses a dealer without billing information: 409 dealer_missing_billing_info', async () => {
    const apex = await app.login('apex@example.com')
    const refused = await order(apex, { lines: [{ tool_id: fz3().id, quantity: 1 }] }, 'fz-apex-1', 'apex-motorsport')
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'dealer_missing_billing_info',
      message: 'Billing information must be setup on this dealer account before proceeding.',
    })
  })

  it('refuses a member (403), another dealer (404), a tool of the other type or unknown (422 naming the line)', async () => {
    const member = dealer.cookies.member
    expect((await order(member, { lines: [{ tool_id: fz3().id, quantity: 1 }] })).status).toBe(403)
    const apex = await app.login('apex@example.com')
    expect((await order(apex, { lines: [{ tool_id: fz3().id, quantity: 1 }] })).status).toBe(404)
    const bench = tools.find((tool) => tool.order_type === 'FZPRO')!
    const mixed = await order(owner, {
      lines: [
        { tool_id: fz3().id, quantity: 1 },
        { tool_id: bench.id, quantity: 1 },
        { tool_id: 999_999, quantity: 1 },
      ],
    })
    expect(mixed.status).toBe(422)
    expect(Object.keys((await mixed.json()).errors).sort()).toEqual(['lines.1.tool_id', 'lines.2.tool_id'])
    expect((await order(owner, { lines: [{ tool_id: fz3().id, quantity: 0 }] })).status).toBe(422)
    expect((await order(owner, { order_type: 'FZPRO', lines: [{ tool_id: bench.id, quantity: 1 }] })).status).toBe(201)
  })

  it('20 concurrent orders that together pass the limit: those that fit succeed, never over the limit', async () => {
    // A fresh limit for this test alone: what is left is used up by concurrent orders.
    const catalog = await (await app.request('GET', `${BASE}/fz-orders/catalog`, { cookie: owner })).json()
    const price = fz3().dealer_price.amount_minor
    const fits = Math.floor(catalog.available.amount_minor / price)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => order(owner, { lines: [{ tool_id: fz3().id, quantity: 1 }] })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(Math.min(fits, 20))
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true)
    const after = await (await app.request('GET', `${BASE}/fz-orders/catalog`, { cookie: owner })).json()
    expect(after.available.amount_minor).toBeGreaterThanOrEqual(0)
  })
})

describe('GET and PATCH /v1/fz-orders/{id}', () => {
  it('shows the order to its dealer’s members and staff, never to another dealer; staff ship, deliver, cancel', async () => {
    await app.db
      .update(dealerCreditLimit)
      .set({ limitMinor: 100_000_00n })
      .where(eq(dealerCreditLimit.organizationId, dealer.id))
    const placed = await (await order(owner, { lines: [{ tool_id: fz3().id, quantity: 1 }] })).json()
    const path = `/api/v1/fz-orders/${placed.id}`
    const member = dealer.cookies.member
    const staff = await app.login('staff@example.com')
    expect((await app.request('GET', path, { cookie: member })).status).toBe(200)
    expect((await app.request('GET', path, { cookie: staff })).status).toBe(200)
    expect((await app.request('GET', path, { cookie: await app.login('apex@example.com') })).status).toBe(404)
    expect((await app.request('GET', '/api/v1/fz-orders/987654', { cookie: owner })).status).toBe(404)
    expect((await app.request('GET', path)).status).toBe(401)

    const patch = (body: unknown, cookie = staff) => app.request('PATCH', path, { cookie, body })
    expect((await patch({ state: 'shipped', tracking_number: '1Z999' }, owner)).status).toBe(403)
    expect((await patch({ state: 'shipped' })).status).toBe(422)
    expect((await patch({ state: 'delivered' })).status).toBe(422)
    const shipped = await patch({ state: 'shipped', tracking_number: '1Z999AA10123456784' })
    expect(await shipped.json()).toMatchObject({ state: 'shipped', tracking_number: '1Z999AA10123456784' })
    expect((await patch({ state: 'cancelled' })).status).toBe(422)
    expect((await (await patch({ state: 'delivered' })).json()).state).toBe('delivered')
  })

  it('cancelling a placed order refunds the dealer’s balance at once (dealer-refund)', async () => {
    const staff = await app.login('staff@example.com')
    const available = async () =>
      (await (await app.request('GET', `${BASE}/fz-orders/catalog`, { cookie: owner })).json()).available.amount_minor
    const before = await available()
    const placed = await (await order(owner, { lines: [{ tool_id: fz3().id, quantity: 3 }] })).json()
    expect(await available()).toBe(before - placed.total.amount_minor)
    const cancelled = await app.request('PATCH', `/api/v1/fz-orders/${placed.id}`, {
      cookie: staff,
      body: { state: 'cancelled' },
    })
    expect((await cancelled.json()).state).toBe('cancelled')
    expect(await available()).toBe(before)
    const [row] = await app.db.select().from(fzOrder).where(eq(fzOrder.id, placed.id))
    const [refund] = await app.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.id, row!.refundTransactionId!))
    expect(refund!.kind).toBe('dealer-refund')
  })
})
