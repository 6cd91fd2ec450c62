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

  it('keeps the spans a ticket waited on the customer, for the resolution clock to leave out', async () => {
    const { ticket } = await openTicket(app.db, {
      type: 'TUNE',
      source: 'form',
      title: 'Idle',
      description: 'It hunts at idle.',
      customerName: 'Sam Buyer',
      email: 'sam@example.com',
      userId: null,
      at: at(0),
    })
    const write = (minutes: number, authorKind: 'staff' | 'customer', status?: 'waiting-on-customer' | 'solved') =>
      appendTicketMessage(app.db, {
        ticketId: ticket.id,
        authorKind,
        authorUserId: null,
        authorName: authorKind === 'staff' ? 'Support' : 'Sam Buyer',
        body: 'A message.',
        status,
        at: at(minutes),
      })
    const asked = await write(10, 'staff', 'waiting-on-customer')
    expect(asked?.ticket).toMatchObject({ status: 'waiting-on-customer', waitingSince: at(10), waitedSpans: [] })
    const again = await write(15, 'staff', 'waiting-on-customer')
    expect(again?.ticket).toMatchObject({ waitingSince: at(10), waitedSpans: [] })
    const answered = await write(40, 'customer')
    const firstSpan = { from: at(10).toISOString(), to: at(40).toISOString() }
    expect(answered?.ticket).toMatchObject({ status: 'open', waitingSince: null, waitedSpans: [firstSpan] })
    await write(45, 'staff', 'waiting-on-customer')
    const solved = await write(50, 'staff', 'solved')
    expect(solved?.ticket).toMatchObject({
      status: 'solved',
      waitingSince: null,
      waitedSpans: [firstSpan, { from: at(45).toISOString(), to: at(50).toISOString() }],
    })
  })
})
