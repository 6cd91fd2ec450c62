import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMail } from '../../db/schema/mail'
import { ticket, ticketMessage } from '../../db/schema/tickets'
import { appendTicketMessage } from '../tickets'
import { app, customer, staff, post, saved } from './catalog-purchases.test-fixtures'

// Issue 26: a purchase's conversation is a ticket of the one ticket system (source purchase).

const ticketsOf = (purchaseId: number) => app.db.select().from(ticket).where(eq(ticket.catalogPurchaseId, purchaseId))
const threadOf = (ticketId: number) =>
  app.db
    .select()
    .from(ticketMessage)
    .where(eq(ticketMessage.ticketId, ticketId))
    .orderBy(asc(ticketMessage.createdAt), asc(ticketMessage.id))

describe('the purchase conversation is a ticket', () => {
  it('via-ticket opens a purchase ticket; staff reply through the old path as a staff message of it', async () => {
    const estimate = await saved(customer)
    const id = estimate.purchase_id
    const opened = await post('/api/v1/catalog/via-ticket', customer, {
      purchase_id: id,
      message: 'Does the stage 1 file suit my 2019 S4 with the ZF 8HP?',
    })
    expect(opened.status).toBe(201)
    const detail = await opened.json()
    const [row] = await ticketsOf(id)
    expect(row).toMatchObject({ type: 'TUNE', source: 'purchase', status: 'new', email: 'customer@example.com' })
    expect(row!.title).toMatch(new RegExp(`^Purchase #${id}: `))
    expect(detail.ticket_id).toBe(row!.id)

    const reply = await post(`/api/v1/catalog-purchases/${id}/reply-ticket`, staff, { body: 'Yes, it does.' })
    expect(reply.status).toBe(201)
    const [after] = await ticketsOf(id)
    expect(after).toMatchObject({ status: 'open' })
    expect(after!.firstRespondedAt).not.toBeNull()
    expect((await threadOf(row!.id)).map((m) => [m.authorKind, m.body])).toEqual([
      ['customer', 'Does the stage 1 file suit my 2019 S4 with the ZF 8HP?'],
      ['staff', 'Yes, it does.'],
    ])

    // The buyer continues the same ticket; a staff's internal note never reaches the purchase page.
    await post(`/api/v1/catalog-purchases/${id}/open-ticket`, customer, { body: 'Thanks, booking it.' })
    await appendTicketMessage(app.db, {
      ticketId: row!.id,
      authorKind: 'staff',
      authorUserId: null,
      authorName: 'Dana',
      body: 'Internal: check his ECU read first.',
      internal: true,
      at: new Date(),
    })
    expect(await ticketsOf(id)).toHaveLength(1)
    const page = await (await app.request('GET', `/api/v1/catalog-purchases/${id}`, { cookie: customer })).json()
    expect(page.ticket_id).toBe(row!.id)
    expect(page.messages.map((m: { body: string; from_staff: boolean }) => [m.from_staff, m.body])).toEqual([
      [false, 'Does the stage 1 file suit my 2019 S4 with the ZF 8HP?'],
      [true, 'Yes, it does.'],
      [false, 'Thanks, booking it.'],
    ])

    const mails = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'customer@example.com'))
    const link = `/tickets/${row!.id}/${row!.accessNonce.replaceAll('-', '')}`
    expect(mails.filter((mail) => mail.text.includes(link)).length).toBeGreaterThanOrEqual(3)
  })

  it('a closed ticket takes no reply: the buyer opens a new one', async () => {
    const estimate = await saved(customer)
    const id = estimate.purchase_id
    await post('/api/v1/catalog/via-ticket', customer, { purchase_id: id, message: 'First question' })
    const [first] = await ticketsOf(id)
    await app.db.update(ticket).set({ status: 'closed' }).where(eq(ticket.id, first!.id))
    expect((await post(`/api/v1/catalog-purchases/${id}/reply-ticket`, customer, { body: 'Hello?' })).status).toBe(409)
    const again = await post(`/api/v1/catalog-purchases/${id}/open-ticket`, customer, { body: 'A new question' })
    expect(again.status).toBe(201)
    const body = await again.json()
    expect(body.ticket_id).not.toBe(first!.id)
    expect(body.messages).toMatchObject([{ body: 'A new question', from_staff: false }])
  })
})
