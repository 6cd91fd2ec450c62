import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { estimateCatalogPurchase } from '@shop/domain/catalog-purchase'
import { CONFLICT_MESSAGES, PAYMENT_ERROR_MESSAGES } from '@shop/domain/errors'
import type { Engine, GlobalCompatRule, Tool, Transmission } from '@shop/domain/catalog'
import { parseSelectionSearch } from '@shop/domain/catalog'
import { catalogPurchase } from '../../db/schema/catalog-purchases'
import { outboxMail } from '../../db/schema/mail'
import { testPaymentCharge } from '../../db/schema/payments'
import {
  VEHICLE,
  ENGINE_API,
  app,
  customer,
  dealer,
  staff,
  other,
  selection,
  newKey,
  type Body,
  post,
  saved,
  payBody,
} from './catalog-purchases.test-fixtures'

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
