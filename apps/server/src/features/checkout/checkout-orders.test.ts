import { randomUUID } from 'node:crypto'
import { eq, like, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkoutOrder, paymentAttempt, taxRate } from '../../db/schema/checkout'
import { testPaymentRefund } from '../../db/schema/payments'
import { storeDiscountCode, storeProduct, storeStockLevel } from '../../db/schema/store'
import { reconcilePayments } from './reconcile-payments'
import {
  app,
  customer,
  staff,
  other,
  product,
  entry,
  US_ADDRESS,
  DE_ADDRESS,
  cable,
  post,
  newOrder,
  pay,
  chargesOf,
} from './checkout.test-fixtures'

describe('the store shows the stock a checkout left (issue 4: cached, invalidated on stock writes)', () => {
  it('buying the last unit: the cached product detail says out of stock at once', async () => {
    const last = await product('checkout-last-unit', 1, false)
    const detail = async () => {
      const response = await app.request('GET', `/api/store/product/${last.slug}`)
      expect(response.status).toBe(200)
      return (await response.json()).data as { stock_state: string }
    }
    expect((await detail()).stock_state).toBe('low-stock')
    // The second read is the cached answer (and the fast lane's).
    const cached = await app.request('GET', `/api/store/product/${last.slug}`)
    expect(cached.headers.get('x-cache')).toBe('hit')

    const { order, token } = await newOrder([entry(last)])
    expect((await pay(order.id, token, 'tok_visa', randomUUID())).status).toBe(200)
    expect((await detail()).stock_state).toBe('out-of-stock')
  })
})

describe('reconciliation after a crash between charge and commit (issue 4 item 7)', () => {
  async function crashedAttempt(charge: boolean) {
    const { order } = await newOrder()
    const providerKey = `order-${order.id}-${randomUUID()}`
    await app.db.insert(paymentAttempt).values({
      orderId: order.id,
      requestKey: randomUUID(),
      providerKey,
      provider: 'test',
      amountMinor: order.total.amount_minor,
      currency: 'USD',
      createdAt: new Date(Date.now() - 5 * 60_000),
    })
    if (charge) {
      const result = await app.deps.payments.charge({
        idempotencyKey: providerKey,
        amountMinor: BigInt(order.total.amount_minor),
        currency: 'USD',
        description: 'crash test',
        customer: { email: 'guest@example.com' },
        method: { provider: 'test', token: 'tok_visa' },
      })
      expect(result.ok).toBe(true)
    }
    return order.id
  }

  it('charged → the order is committed; not charged → the attempt is marked failed and the order stays payable', async () => {
    const chargedOrder = await crashedAttempt(true)
    const unchargedOrder = await crashedAttempt(false)
    const tally = await reconcilePayments(app.deps, { graceMs: 0 })
    expect(tally.committed).toBeGreaterThanOrEqual(1)
    expect(tally.failed).toBeGreaterThanOrEqual(1)
    const [paid] = await app.db.select().from(checkoutOrder).where(eq(checkoutOrder.id, chargedOrder))
    expect(paid).toMatchObject({ status: 'paid' })
    expect(paid!.chargeId).toMatch(/^test_ch_/)
    const [pending] = await app.db.select().from(checkoutOrder).where(eq(checkoutOrder.id, unchargedOrder))
    expect(pending!.status).toBe('pending')
    const attempts = await app.db.select().from(paymentAttempt).where(eq(paymentAttempt.orderId, unchargedOrder))
    expect(attempts.map((a) => a.outcome)).toEqual(['failed'])
    // Nothing is left in flight, and a second run changes nothing.
    expect(await reconcilePayments(app.deps, { graceMs: 0 })).toEqual({ committed: 0, refunded: 0, failed: 0 })
  })

  it('a charge that lands after reconciliation marked its attempt failed is refunded: 402, no charge without an order', async () => {
    const { order, token } = await newOrder()
    const payments = app.deps.payments
    const charge = payments.charge.bind(payments)
    // A slow provider: while the charge is on its way, a starting process reconciles and finds no charge yet.
    payments.charge = async (request) => {
      await reconcilePayments(app.deps, { graceMs: -60_000 })
      return charge(request)
    }
    try {
      const response = await pay(order.id, token, 'tok_visa', randomUUID())
      expect(response.status).toBe(402)
      expect((await response.json()).code).toBe('network_down_retry')
    } finally {
      payments.charge = charge
    }
    const [row] = await app.db.select().from(checkoutOrder).where(eq(checkoutOrder.id, order.id))
    expect(row!.status).toBe('pending')
    const refunds = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(testPaymentRefund)
      .where(like(testPaymentRefund.idempotencyKey, `order-${order.id}-%`))
    expect(await chargesOf(order.id)).toBe(1)
    expect(refunds[0]!.n).toBe(1)
    // The buyer tries again and pays.
    expect((await pay(order.id, token, 'tok_visa', randomUUID())).status).toBe(200)
  })

  it('an attempt younger than the grace period is left to the process that may still be at work', async () => {
    const { order } = await newOrder()
    await app.db.insert(paymentAttempt).values({
      orderId: order.id,
      requestKey: randomUUID(),
      providerKey: `order-${order.id}-${randomUUID()}`,
      provider: 'test',
      amountMinor: order.total.amount_minor,
      currency: 'USD',
    })
    await reconcilePayments(app.deps)
    const attempts = await app.db.select().from(paymentAttempt).where(eq(paymentAttempt.orderId, order.id))
    expect(attempts[0]!.outcome).toBeNull()
  })
})

describe('orders and invoices (issue 4 item 8)', () => {
  it('/api/v1/orders lists the buyer’s orders (1-based page); another user’s order is 404', async () => {
    const mine = await newOrder([entry(cable)], US_ADDRESS, customer)
    const list = await app.request('GET', '/api/v1/orders?page=1', { cookie: customer })
    expect(list.status).toBe(200)
    const body = await list.json()
    expect(body.page).toBe(1)
    expect(body.data.map((o: { id: number }) => o.id)).toContain(mine.order.id)
    expect((await app.request('GET', '/api/v1/orders?page=0', { cookie: customer })).status).toBe(422)
    expect((await app.request('GET', `/api/v1/orders/${mine.order.id}`, { cookie: customer })).status).toBe(200)
    expect((await app.request('GET', `/api/v1/orders/${mine.order.id}`, { cookie: other })).status).toBe(404)
    expect((await app.request('GET', '/api/v1/orders')).status).toBe(401)
  })

  it('staff set the tracking number and the dealer-fulfilled flag; a customer may not', async () => {
    const { order, token } = await newOrder([entry(cable)], US_ADDRESS, customer)
    const body = { tracking_number: '1Z999AA10123456784', dealer_fulfilled: true, status: 'shipped' }
    const early = await app.request('PATCH', `/api/v1/orders/${order.id}`, { body, cookie: staff })
    expect(early.status).toBe(409)
    await pay(order.id, token)
    expect((await app.request('PATCH', `/api/v1/orders/${order.id}`, { body, cookie: customer })).status).toBe(403)
    const done = await app.request('PATCH', `/api/v1/orders/${order.id}`, { body, cookie: staff })
    expect(done.status).toBe(200)
    expect(await done.json()).toMatchObject({
      tracking_number: body.tracking_number,
      dealer_fulfilled: true,
      status: 'shipped',
    })
    const seen = await (await app.request('GET', `/api/v1/orders/${order.id}`, { cookie: customer })).json()
    expect(seen.tracking_number).toBe(body.tracking_number)
  })

  it("the invoice opens with its token logged out, as a PDF too; another order's token is 404", async () => {
    const a = await newOrder()
    const b = await newOrder()
    const invoice = await app.request('GET', `/api/v1/orders/${a.order.id}/invoice?token=${a.token}`)
    expect(invoice.status).toBe(200)
    expect(await invoice.json()).toMatchObject({ id: a.order.id, seller: { name: 'TuneShop' } })
    expect((await app.request('GET', `/api/v1/orders/${a.order.id}/invoice?token=${b.token}`)).status).toBe(404)
    expect((await app.request('GET', `/api/v1/orders/${a.order.id}/invoice`)).status).toBe(404)
    const pdf = await app.request('GET', `/api/v1/orders/${a.order.id}/invoice.pdf?token=${a.token}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toContain(`invoice-${a.order.id}.pdf`)
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect((await app.request('GET', `/api/v1/orders/${a.order.id}/invoice.pdf?token=${b.token}`)).status).toBe(404)
  })
})

describe('tax rates staff can change (decision 0028)', () => {
  it('lists the seeded rates; staff change one, a customer may not', async () => {
    const list = await (await app.request('GET', '/api/v1/tax-rates')).json()
    const ca = list.data.find((r: { country: string; region: string }) => r.country === 'US' && r.region === 'WA')
    expect(ca).toMatchObject({ name: 'Sales tax', rate_percent: 6.5, inclusive: false })
    const body = { rate_percent: 6.75 }
    expect((await app.request('PATCH', `/api/v1/tax-rates/${ca.id}`, { body, cookie: customer })).status).toBe(403)
    expect((await app.request('PATCH', `/api/v1/tax-rates/${ca.id}`, { body })).status).toBe(401)
    // Estimates read the rates from the catalog's cache (decision 0090): the change reaches the next estimate.
    const seattle = { ...US_ADDRESS, city: 'Seattle', state: 'WA', postal_code: '98101' }
    const taxOfEstimate = async () => {
      const response = await post('/api/order/estimate', {
        currency: 'USD',
        entries: [entry(cable)],
        billing_address: seattle,
      })
      const answer = await response.json()
      expect(response.status, JSON.stringify(answer)).toBe(200)
      return answer.taxes.map((line: { rate_percent: number }) => line.rate_percent)
    }
    expect(await taxOfEstimate()).toContain(6.5)
    const changed = await app.request('PATCH', `/api/v1/tax-rates/${ca.id}`, { body, cookie: staff })
    expect(changed.status).toBe(200)
    const [row] = await app.db.select().from(taxRate).where(eq(taxRate.id, ca.id))
    expect(row!.ratePpm).toBe(67_500)
    expect(await taxOfEstimate()).toContain(6.75)
  })
})

describe('the vehicle bundle is checked out through the one checkout (decision 0068)', () => {
  const VEHICLE = '/catalog/audi/2019/s4/3-0-tfsi/zf-8hp'
  const ENGINE_API = '/api/v1/ecu/makes/audi/years/2019/models/s4/engines/3-0-tfsi'
  const VEHICLE_FIELDS = {
    path: VEHICLE,
    make: 'audi',
    year: '2019',
    model: 's4',
    engine: '3-0-tfsi',
    transmission: 'zf-8hp',
  }
  let tuneId: number
  let addOnId: number
  let fz3Id: number
  let fz3ProductId: number

  beforeAll(async () => {
    const engine = await (await app.request('GET', ENGINE_API)).json()
    type T = { id: number; is_stock: boolean; optional: boolean; name: string; requires: number[] }
    const stage2 = engine.tunes.find((t: T) => !t.is_stock && !t.optional && /stage 2/i.test(t.name))
    tuneId = (stage2 ?? engine.tunes.find((t: T) => !t.is_stock && !t.optional)).id
    // An engine add-on (the AWD rear-bias map needs the AWD tune first).
    addOnId = engine.tunes.find((t: T) => t.optional && t.requires.length === 0).id
    const tools = await (await app.request('GET', '/api/v1/ecu/tools')).json()
    fz3Id = tools.data.find((t: { slug: string }) => t.slug === 'fz3').id
    const [fz3] = await app.db.select().from(storeProduct).where(eq(storeProduct.slug, 'fz3-flash-tool'))
    fz3ProductId = fz3!.id
  })

  /** The vehicle page's bundle entry; its prices and parts are deliberately wrong (the server prices again). */
  const bundle = (ids = [tuneId], tools: { own: number[]; rent: boolean } | undefined = { own: [], rent: false }) => ({
    kind: 'catalog-tune' as const,
    product: {
      slug: `tune:${VEHICLE}:${[...ids].sort((x, y) => x - y).join(',')}`,
      name: '2019 Audi S4',
      subtext: '',
      image: null,
      pricesByCurrency: { USD: 1 },
    },
    vehicle: VEHICLE_FIELDS,
    tuneIds: ids,
    ...(tools ? { tools, parts: [{ name: 'Stage 2', note: '', pricesByCurrency: { USD: 1 } }] } : {}),
    options: [],
    quantity: 1,
    hash: `b-${ids.join('-')}`,
  })

  /** What `/api/v1/catalog/estimate` says the same selection costs for this caller and currency. */
  const catalogEstimate = async (
    currency: string,
    cookie?: string,
    selection = `tune=${tuneId}`,
    tools: { own?: number[]; rent?: boolean } = {},
  ) =>
    (
      await app.request('POST', `/api/v1/catalog/estimate?currency=${currency}`, {
        cookie,
        body: { vehicle: VEHICLE, selection, ...tools },
      })
    ).json()

  const estimateOf = async (body: object, cookie?: string) => {
    const response = await post('/api/order/estimate', { billing_address: US_ADDRESS, ...body }, { cookie })
    const answer = await response.json()
    expect(response.status, JSON.stringify(answer)).toBe(200)
    return answer
  }

  it('a bundle with its needed tool has a tunes line and the tool as its store product, and asks for shipping', async () => {
    const body = await estimateOf({ entries: [bundle([tuneId, addOnId])] })
    expect(body.lines.map((l: { slug: string }) => l.slug)).toEqual([
      `tune:${VEHICLE}:${[tuneId, addOnId].sort((x, y) => x - y).join(',')}`,
      'fz3-flash-tool',
    ])
    for (const line of body.lines) expect(line.subtext).toContain('2019 Audi S4')
    expect(body.requires_shipping).toBe(true)
    expect(body.shipping).not.toBeNull()
    expect(body.shipping_options.length).toBeGreaterThan(0)
  })

  it('an owned tool ships nothing; a rented tool is a rental line that ships', async () => {
    const owned = await estimateOf({ entries: [bundle([tuneId], { own: [fz3Id], rent: false })] })
    expect(owned.lines).toHaveLength(1)
    expect(owned.requires_shipping).toBe(false)
    expect(owned.shipping).toBeNull()
    const rented = await estimateOf({ entries: [bundle([tuneId], { own: [], rent: true })] })
    expect(rented.lines.map((l: { slug: string }) => l.slug)).toEqual([
      `tune:${VEHICLE}:${tuneId}`,
      'rent:fz3-flash-tool',
    ])
    expect(rented.requires_shipping).toBe(true)
  })

  it('the same selection costs the same through /api/v1/catalog/estimate and /api/order/estimate, by role and currency', async () => {
    const dealer = await app.login('dealer@example.com')
    for (const [cookie, currency, own, rent] of [
      [undefined, 'USD', [], false],
      [undefined, 'EUR', [], false],
      [customer, 'USD', [], true],
      [dealer, 'USD', [], false],
      [dealer, 'EUR', [fz3Id], false],
    ] as const) {
      const order = await estimateOf(
        {
          currency,
          entries: [bundle([tuneId, addOnId], { own: [...own], rent })],
          billing_address: currency === 'EUR' ? DE_ADDRESS : US_ADDRESS,
        },
        cookie,
      )
      const catalog = await catalogEstimate(currency, cookie, `tune=${tuneId}&addons=${addOnId}`, {
        own: [...own],
        rent,
      })
      expect(order.subtotal).toEqual(catalog.total)
    }
  })

  it("the browser's prices and parts are ignored", async () => {
    const body = await estimateOf({ entries: [bundle()] })
    const catalog = await catalogEstimate('USD')
    expect(body.subtotal).toEqual(catalog.total)
    expect(body.subtotal.amount_minor).toBeGreaterThan(1)
  })

  it('a bundle saved before the tool choice still prices, buying the tool its tunes need', async () => {
    const body = await estimateOf({ entries: [bundle([tuneId], undefined)] })
    expect(body.lines.map((l: { slug: string }) => l.slug)).toEqual([`tune:${VEHICLE}:${tuneId}`, 'fz3-flash-tool'])
    expect(body.subtotal).toEqual((await catalogEstimate('USD')).total)
  })

  it('an automatic code scoped to flash tools takes its cut of the bundle tool and nothing off the tunes', async () => {
    await app.db
      .insert(storeDiscountCode)
      .values({ code: 'TOOLS15', kind: 'percent', percent: 15, automatic: true, category: 'flash-tools' })
    try {
      const body = await estimateOf({ entries: [bundle()] })
      const tool = body.lines.find((l: { slug: string }) => l.slug === 'fz3-flash-tool')
      expect(body.discount_codes).toEqual([
        { code: 'TOOLS15', amount: { amount_minor: Math.floor(tool.line_total.amount_minor * 0.15), currency: 'USD' } },
      ])
      // The same code on a tunes-only bundle (tool owned) takes nothing.
      const tunesOnly = await estimateOf({ entries: [bundle([tuneId], { own: [fz3Id], rent: false })] })
      expect(tunesOnly.discount_codes).toEqual([])
    } finally {
      await app.db.update(storeDiscountCode).set({ active: false }).where(eq(storeDiscountCode.code, 'TOOLS15'))
    }
  })

  it('tax takes every line by one rule: the discounted goods (tunes, tool) plus shipping where the rate says', async () => {
    const rates = await app.db.select().from(taxRate).where(eq(taxRate.country, 'DE'))
    for (const entries of [[bundle([tuneId], { own: [fz3Id], rent: false })], [bundle(), entry(cable)]]) {
      const body = await estimateOf({ currency: 'EUR', entries, billing_address: DE_ADDRESS })
      const goods = body.subtotal.amount_minor - body.discount.amount_minor
      const shipping = body.shipping?.amount.amount_minor ?? 0
      const expected = rates
        .filter((rate) => rate.region === '' && rate.ratePpm > 0)
        .map((rate) => {
          const base = BigInt(goods + (rate.appliesToShipping ? shipping : 0))
          const ppm = BigInt(rate.ratePpm)
          return Number((base * ppm * 2n + (1_000_000n + ppm)) / ((1_000_000n + ppm) * 2n))
        })
      expect(expected.length).toBeGreaterThan(0)
      expect(body.taxes.map((t: { amount: { amount_minor: number } }) => t.amount.amount_minor)).toEqual(expected)
    }
  })

  it('a dealer member sees "Dealer price" on the tunes line', async () => {
    const dealer = await app.login('dealer@example.com')
    const body = await estimateOf({ entries: [bundle()] }, dealer)
    expect(body.lines[0].subtext).toMatch(/^2019 Audi S4 .* · Dealer price$/)
    expect(body.lines[1].subtext).not.toContain('Dealer price')
    const retail = await estimateOf({ entries: [bundle()] }, customer)
    expect(retail.lines[0].subtext).not.toContain('Dealer price')
  })

  it('a guest orders and pays for a bundle and a cable: stock is taken for the tool and the cable, not the tunes', async () => {
    const created = await post('/api/order', { entries: [bundle(), entry(cable)], billing_address: US_ADDRESS })
    expect(created.status).toBe(201)
    const { order, token } = await created.json()
    expect(order.lines.map((line: { slug: string }) => line.slug)).toEqual([
      `tune:${VEHICLE}:${tuneId}`,
      'fz3-flash-tool',
      'checkout-cable',
    ])
    expect(order.shipping).not.toBeNull()
    const stockOf = async (productId: number) =>
      (await app.db.select().from(storeStockLevel).where(eq(storeStockLevel.productId, productId))).reduce(
        (sum, row) => sum + row.quantityOnHand,
        0,
      )
    const [toolBefore, cableBefore] = [await stockOf(fz3ProductId), await stockOf(cable.id)]
    const paid = await pay(order.id, token, 'tok_visa', randomUUID())
    expect(paid.status).toBe(200)
    expect((await paid.json()).status).toBe('paid')
    expect(await stockOf(fz3ProductId)).toBe(toolBefore - 1)
    expect(await stockOf(cable.id)).toBe(cableBefore - 1)
  })

  it('a tune the vehicle does not sell is a 422 on its entry', async () => {
    const response = await post('/api/order/estimate', {
      entries: [entry(cable), bundle([999_999])],
      billing_address: US_ADDRESS,
    })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toEqual(['entries.1'])
  })
})
