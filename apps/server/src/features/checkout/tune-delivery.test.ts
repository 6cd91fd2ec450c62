import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutOrder, checkoutOrderLine } from '../../db/schema/checkout'
import { outboxMail } from '../../db/schema/mail'
import { tuneRequest, tuneRequestPipeline } from '../../db/schema/tune-requests'
import { pdfText } from '../../../test/fixtures/pdf-text'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app'
import { flashImage } from '../../../../../packages/domain/src/tuning/tuning.test-fixtures'
import { deliverAtPayment } from './tune-delivery'
import * as repo from './checkout.repository'

// Decision 0069: tunes bought in the store become tune requests (at payment, or by a guest's claim) and the
// invoice names the seller from the site configuration.

const dataDir = mkdtempSync(join(tmpdir(), 'tune-delivery-test-'))
const VEHICLE = '/catalog/audi/2019/s4/3-0-tfsi/zf-8hp'
const ENGINE_API = '/api/v1/ecu/makes/audi/years/2019/models/s4/engines/3-0-tfsi'
const SELLER = {
  legalName: 'Redline Calibrations GmbH',
  address: ['Hauptstraße 1', '80331 München', 'Germany'],
  taxNumber: 'DE123456789',
}
const ADDRESS = {
  country_code: 'US',
  full_name: 'Guest Buyer',
  line1: '1 Main St',
  city: 'Costa Mesa',
  state: 'California',
  postal_code: '92627',
  email: 'tune-guest@example.com',
}

let app: TestApp
let customer: string
let other: string
let tuneIds: number[]
/** Every tool of the catalog: the buyer owns them, so the order holds tunes only (nothing ships). */
let ownedToolIds: number[]

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { DATA_DIR: dataDir }, siteConfig: { seller: SELLER } })
  customer = await app.login('customer@example.com')
  other = await app.signUp('tune-delivery-other@example.com')
  const engine = await (await app.request('GET', ENGINE_API)).json()
  const tunes = engine.tunes as { id: number; is_stock: boolean; optional: boolean }[]
  tuneIds = tunes.filter((tune) => !tune.is_stock && !tune.optional).map((tune) => tune.id)
  expect(tuneIds.length).toBeGreaterThan(0)
  const tools = (await (await app.request('GET', '/api/v1/ecu/tools')).json()) as { data: { id: number }[] }
  ownedToolIds = tools.data.map((tool) => tool.id)
}, 180_000)
afterAll(async () => {
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const tuneEntry = (id: number) => ({
  kind: 'catalog-tune' as const,
  product: { slug: `tune:${VEHICLE}:${id}`, name: 'Stage', subtext: '', image: null, pricesByCurrency: { USD: 1 } },
  vehicle: { path: VEHICLE, make: 'audi', year: '2019', model: 's4', engine: '3-0-tfsi', transmission: 'zf-8hp' },
  tuneIds: [id],
  tools: { own: ownedToolIds, rent: false },
  options: [],
  quantity: 1,
  hash: `t-${id}`,
})

async function paidOrder(cookie?: string, entries = [tuneEntry(tuneIds[0]!)]) {
  const created = await app.request('POST', '/api/order', { cookie, body: { entries, billing_address: ADDRESS } })
  expect(created.status).toBe(201)
  const { order, token } = (await created.json()) as { order: { id: number }; token: string }
  const key = randomUUID()
  const pay = () =>
    app.request('POST', `/api/order/${order.id}/payment`, {
      cookie,
      body: { test_token: 'tok_visa', token },
      headers: { 'idempotency-key': key },
    })
  expect((await pay()).status).toBe(200)
  // The same confirmation again (a retried click): the first result, nothing made twice.
  expect((await pay()).status).toBe(200)
  return { id: order.id, token }
}

const requestsOf = async (orderId: number) => {
  const lines = await app.db
    .select({ id: checkoutOrderLine.id })
    .from(checkoutOrderLine)
    .where(eq(checkoutOrderLine.orderId, orderId))
  return app.db
    .select({
      id: tuneRequest.id,
      owner: tuneRequest.ownerUserId,
      status: tuneRequest.status,
      funding: tuneRequestPipeline.funding,
      orderLineId: tuneRequestPipeline.orderLineId,
      paid: tuneRequestPipeline.paidAmountMinor,
    })
    .from(tuneRequestPipeline)
    .innerJoin(tuneRequest, eq(tuneRequest.id, tuneRequestPipeline.tuneRequestId))
    .where(
      inArray(
        tuneRequestPipeline.orderLineId,
        lines.map((line) => line.id),
      ),
    )
}

const claim = (id: number, token: string | undefined, cookie?: string) =>
  app.request('POST', `/api/v1/orders/${id}/claim`, { cookie, body: token === undefined ? {} : { token } })

describe('a logged-in buyer’s tunes are delivered at payment (decision 0069)', () => {
  it('each tune line becomes exactly one paid request waiting for the read, even when confirmed twice', async () => {
    const entries = tuneIds.length > 1 ? [tuneEntry(tuneIds[0]!), tuneEntry(tuneIds[1]!)] : [tuneEntry(tuneIds[0]!)]
    const { id, token } = await paidOrder(customer, entries)
    // The commit's delivery once more, as a second confirmation racing the first would run it.
    const order = (await repo.findOrder(app.db, id))!
    const lines = await repo.findOrderLines(app.db, id)
    await app.db.transaction(async (tx) => {
      await repo.lockOrder(tx, id)
      await deliverAtPayment(tx, order, lines, { chargeId: order.chargeId!, provider: 'test' }, new Date())
    })
    await Promise.all([claim(id, token, customer), claim(id, token, customer)])
    const requests = await requestsOf(id)
    expect(requests).toHaveLength(entries.length)
    expect(new Set(requests.map((r) => r.orderLineId)).size).toBe(entries.length)
    const [user] = await app.db
      .select({ userId: checkoutOrder.userId })
      .from(checkoutOrder)
      .where(eq(checkoutOrder.id, id))
    for (const request of requests) {
      expect(request).toMatchObject({ owner: user!.userId, status: 'awaiting-read', funding: 'paid' })
      expect(Number(request.paid)).toBeGreaterThan(0)
    }
    // The tuning pages list it, with its human label.
    const list = await (await app.request('GET', '/api/v1/tune-requests', { cookie: customer })).json()
    const listed = list.data.find((row: { id: number }) => row.id === requests[0]!.id)
    expect(listed).toMatchObject({ status: 'awaiting-read', status_label: 'Waiting for your ECU read' })
    // The confirmation (view and mail) points at the request.
    const view = await (await app.request('GET', `/api/order/${id}?token=${token}`)).json()
    expect(view.tune_delivery.claimed).toBe(true)
    expect(view.tune_delivery.lines[0].request).toMatchObject({
      status: 'awaiting-read',
      path: `/tuning/request/${requests.find((r) => r.orderLineId === lines[0]!.id)!.id}/status`,
    })
    const [mail] = await app.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.subject, `TuneShop order ${id} confirmed`))
    expect(mail!.text).toContain('upload your ECU read')
    expect(mail!.text).toContain(`${TEST_ORIGIN}/tuning/request/`)
    expect(mail!.text).not.toContain('tracking number')
  })

  it('uploading the read on an awaiting request attaches it as the original and makes it ready to work', async () => {
    const { id } = await paidOrder(customer)
    const [request] = await requestsOf(id)
    const form = new FormData()
    form.append('file', new Blob([flashImage(8 * 1024) as Uint8Array<ArrayBuffer>]), 'my read.bin')
    const upload = () =>
      app.api.request(`${TEST_ORIGIN}/api/v1/tune-requests/${request!.id}/reupload`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: customer },
        body: form,
      })
    const response = await upload()
    expect(response.status).toBe(200)
    expect(((await response.json()) as { status: string }).status).toBe('paid')
    const detail = await (await app.request('GET', `/api/v1/tune-requests/${request!.id}`, { cookie: customer })).json()
    expect(detail.files.map((file: { role: string }) => file.role)).toEqual(['original'])
    expect(detail.status_label).toBe('Paid')
    // Once attached there is nothing waiting: a second upload is refused.
    expect((await upload()).status).toBe(409)
  })

  it('someone else may not upload a read to it (404)', async () => {
    const { id } = await paidOrder(customer)
    const [request] = await requestsOf(id)
    const form = new FormData()
    form.append('file', new Blob([flashImage(4096) as Uint8Array<ArrayBuffer>]), 'read.bin')
    const response = await app.api.request(`${TEST_ORIGIN}/api/v1/tune-requests/${request!.id}/reupload`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: other },
      body: form,
    })
    expect(response.status).toBe(404)
  })
})

describe('a guest claims the order with its signed link (decision 0069)', () => {
  it('nothing is delivered before the claim; a wrong token is 404, no session 401', async () => {
    const { id, token } = await paidOrder()
    expect(await requestsOf(id)).toHaveLength(0)
    const view = await (await app.request('GET', `/api/order/${id}?token=${token}`)).json()
    expect(view.tune_delivery).toMatchObject({ claimed: false, claim_path: `/tuning/claim/${id}/${token}` })
    const [mail] = await app.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.subject, `TuneShop order ${id} confirmed`))
    expect(mail!.text).toContain(`${TEST_ORIGIN}/tuning/claim/${id}/${token}`)
    expect((await claim(id, token)).status).toBe(401)
    // Its last character changed: one random token in 64 already ends in x.
    const wrong = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`
    expect((await claim(id, wrong, other)).status).toBe(404)
    expect((await claim(id, undefined, other)).status).toBe(404)
    expect((await claim(999_999, token, other)).status).toBe(404)
    expect(await requestsOf(id)).toHaveLength(0)
  })

  it('the right token attaches the order once: the same requests again, and nobody else can take it', async () => {
    const { id, token } = await paidOrder()
    const buyer = await app.signUp('tune-delivery-buyer@example.com')
    const first = await claim(id, token, buyer)
    expect(first.status).toBe(200)
    const body = await first.json()
    expect(body.requests).toHaveLength(1)
    expect(body.next_path).toBe(`/tuning/request/${body.requests[0].id}/status`)
    expect(body.requests[0]).toMatchObject({ status: 'awaiting-read', status_label: 'Waiting for your ECU read' })
    const again = await claim(id, token, buyer)
    expect(again.status).toBe(200)
    expect((await again.json()).requests).toEqual(body.requests)
    expect((await claim(id, token, other)).status).toBe(404)
    const requests = await requestsOf(id)
    expect(requests).toHaveLength(1)
    const detail = await app.request('GET', `/api/v1/tune-requests/${requests[0]!.id}`, { cookie: buyer })
    expect(detail.status).toBe(200)
    expect((await app.request('GET', `/api/v1/tune-requests/${requests[0]!.id}`, { cookie: other })).status).toBe(404)
    const orders = await (await app.request('GET', '/api/v1/orders', { cookie: buyer })).json()
    expect(orders.data.map((order: { id: number }) => order.id)).toContain(id)
  })

  it('an unpaid order cannot be claimed (409)', async () => {
    const created = await app.request('POST', '/api/order', {
      body: { entries: [tuneEntry(tuneIds[0]!)], billing_address: ADDRESS },
    })
    const { order, token } = await created.json()
    const response = await claim(order.id, token, other)
    expect(response.status).toBe(409)
    expect((await response.json()).code).toBe('order_not_paid')
  })
})

describe('invoices a business can use (decision 0069)', () => {
  it('the invoice names the seller from the site configuration; the PDF carries it and the vehicle line', async () => {
    const { id, token } = await paidOrder()
    const invoice = await (await app.request('GET', `/api/v1/orders/${id}/invoice?token=${token}`)).json()
    expect(invoice.seller).toMatchObject({
      legal_name: SELLER.legalName,
      address: SELLER.address,
      tax_number: SELLER.taxNumber,
      brand_color: '#b81d1d',
    })
    const vehicle = invoice.lines[0].subtext as string
    expect(vehicle).toContain('S4')
    const pdf = await app.request('GET', `/api/v1/orders/${id}/invoice.pdf?token=${token}`)
    expect(pdf.status).toBe(200)
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain(SELLER.legalName)
    expect(text).toContain('Tax number: DE123456789')
    expect(text).toContain('80331 München')
    expect(text).toContain(vehicle)
  })
})
