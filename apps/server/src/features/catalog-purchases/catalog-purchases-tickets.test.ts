import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Tool } from '@shop/domain/catalog'
import { outboxMail } from '../../db/schema/mail'
import { app, customer, staff, other, newKey, post, saved, payBody } from './catalog-purchases.test-fixtures'

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
