import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { ticketMessage } from '../../db/schema/tickets'
import { appendTicketMessage, openTicket } from './ticket-store'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: false })
}, 120_000)
afterAll(async () => {
  await app?.close()
})

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 17, minutes))

describe('the ticket store', () => {
  it('opens a ticket whose thread starts with its description, and moves status and clocks per message', async () => {
    const opened = await openTicket(app.db, {
      type: 'TOOL',
      source: 'widget',
      title: ' Cable ',
      description: 'My KESS cable does not power on.',
      customerName: 'Dana Guest',
      email: 'dana@example.com',
      userId: null,
      at: at(0),
    })
    expect(opened.ticket).toMatchObject({ status: 'new', guest: true, title: 'Cable', firstRespondedAt: null })
    const first = await app.db.select().from(ticketMessage).where(eq(ticketMessage.ticketId, opened.ticket.id))
    expect(first).toMatchObject([{ authorKind: 'customer', authorName: 'Dana Guest', internal: false }])

    const note = await appendTicketMessage(app.db, {
      ticketId: opened.ticket.id,
      authorKind: 'staff',
      authorUserId: null,
      authorName: 'Support',
      body: 'Probably the OBD fuse.',
      internal: true,
      at: at(5),
    })
    expect(note?.ticket).toMatchObject({ status: 'new', firstRespondedAt: null })
    expect(note?.ticket.lastMessageAt).toEqual(at(0))

    const answer = await appendTicketMessage(app.db, {
      ticketId: opened.ticket.id,
      authorKind: 'staff',
      authorUserId: null,
      authorName: 'Support',
      body: 'Please check the fuse.',
      status: 'solved',
      at: at(10),
    })
    expect(answer?.ticket).toMatchObject({ status: 'solved', firstRespondedAt: at(10), solvedAt: at(10) })

    const back = await appendTicketMessage(app.db, {
      ticketId: opened.ticket.id,
      authorKind: 'customer',
      authorUserId: null,
      authorName: 'Dana Guest',
      body: 'Still dead.',
      at: at(20),
    })
    expect(back?.ticket).toMatchObject({ status: 'open', firstRespondedAt: at(10), solvedAt: null })
  })

  it('answers null for a ticket that does not exist', async () => {
    const none = await appendTicketMessage(app.db, {
      ticketId: 999_999,
      authorKind: 'customer',
      authorUserId: null,
      authorName: 'x',
      body: 'x',
      at: at(0),
    })
    expect(none).toBeNull()
  })
})
