import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMail } from '../../db/schema/mail'
import { feedbackRequest } from '../../db/schema/support'
import { ticket, ticketMessage } from '../../db/schema/tickets'
import { tuneRequest, tuneRequestEvent } from '../../db/schema/tune-requests'
import { appendTicketMessage, openTicket } from '../tickets'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { offerFeedback } from '.'

let app: TestApp
let customer: string
let staff: string

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  staff = await app.login('staff@example.com')
}, 180_000)
afterAll(async () => {
  await app?.close()
})

const contact = (body: unknown, ip = '198.51.100.1', cookie?: string) =>
  app.request('POST', '/api/v1/contact-us', { body, ip, cookie })

const message = {
  name: 'Priya Natarajan',
  email: 'priya@example.net',
  subject: 'Do you ship the Flex to Canada?',
  message: 'I run a shop in Calgary and want two Flex tools before spring.',
}

const lastMailTo = async (to: string) =>
  (await app.db.select().from(outboxMail).where(eq(outboxMail.to, to)).orderBy(desc(outboxMail.id)).limit(1))[0]

describe('POST /api/v1/contact-us', () => {
  it('opens a GENERAL ticket (source contact-us) and mails its link', async () => {
    const response = await contact(message, '198.51.100.10')
    expect(response.status).toBe(201)
    const { ticket_id, received } = await response.json()
    expect(received).toBe(true)
    const [row] = await app.db.select().from(ticket).where(eq(ticket.id, ticket_id))
    expect(row).toMatchObject({
      type: 'GENERAL',
      source: 'contact-us',
      status: 'new',
      title: message.subject,
      description: message.message,
      customerName: message.name,
      email: 'priya@example.net',
      guest: true,
      userId: null,
    })
    const thread = await app.db.select().from(ticketMessage).where(eq(ticketMessage.ticketId, ticket_id))
    expect(thread).toMatchObject([{ authorKind: 'customer', body: message.message }])
    const mail = await lastMailTo('priya@example.net')
    expect(mail?.subject).toContain(`#${ticket_id}`)
    expect(mail?.text).toContain(`/tickets/${ticket_id}/${row!.accessNonce.replaceAll('-', '')}`)
  })

  it('a signed-in sender’s ticket is theirs', async () => {
    const response = await contact({ ...message, email: 'customer@example.com' }, '198.51.100.11', customer)
    const [row] = await app.db
      .select()
      .from(ticket)
      .where(eq(ticket.id, (await response.json()).ticket_id))
    expect(row).toMatchObject({ guest: false })
    expect(row!.userId).not.toBeNull()
  })

  it.each(['name', 'subject', 'message'])("an empty %s is 'ticket is not valid' and opens nothing", async (field) => {
    const before = await app.db.$count(ticket)
    const response = await contact({ ...message, [field]: '  \n ' }, '198.51.100.12')
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ code: 'ticket_not_valid', message: 'ticket is not valid' })
    expect(await app.db.$count(ticket)).toBe(before)
  })

  it('refuses a bad e-mail, an over-long message and a NUL-laden body without a 500', async () => {
    expect((await contact({ ...message, email: 'nope' }, '198.51.100.13')).status).toBe(422)
    expect((await contact({ ...message, message: 'x'.repeat(20_001) }, '198.51.100.13')).status).toBe(422)
    expect((await contact('{"name": "tr', '198.51.100.13')).status).toBe(400)
    expect([201, 422]).toContain((await contact({ ...message, message: 'a\u0000b' }, '198.51.100.13')).status)
  })

  it('limits one IP and one e-mail address to a few messages an hour (429 with Retry-After)', async () => {
    const sender = { ...message, email: 'rate-limit@example.net' }
    for (let i = 0; i < 5; i++) expect((await contact(sender, '198.51.100.20')).status).toBe(201)
    const limited = await contact({ ...message, email: 'someone-else@example.net' }, '198.51.100.20')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // the same address from another IP, in any letter case, is limited too; another address from there is not
    expect((await contact({ ...sender, email: 'Rate-Limit@example.net' }, '198.51.100.21')).status).toBe(429)
    expect((await contact({ ...message, email: 'fresh@example.net' }, '198.51.100.21')).status).toBe(201)
  })
})

async function solvedTicket() {
  const { ticket: opened } = await openTicket(app.db, {
    type: 'TOOL',
    source: 'form',
    title: 'KESS3 will not read my EDC17C64',
    description: 'The tool stops at 12 percent on bench mode.',
    customerName: 'Marco Ruiz',
    email: 'marco@example.net',
    userId: null,
    at: new Date(),
  })
  await appendTicketMessage(app.db, {
    ticketId: opened.id,
    authorKind: 'staff',
    authorUserId: null,
    authorName: 'Dana',
    body: 'Update the KESS3 firmware to 2.3 and read again on boot pins.',
    status: 'solved',
    at: new Date(),
  })
  return opened.id
}

/** Offers feedback on a solved ticket and takes the link's id and token from the mail. */
async function feedbackLink() {
  const ticketId = await solvedTicket()
  const offered = await offerFeedback(app.deps, { ticketId })
  expect(offered).not.toBeNull()
  const mail = await lastMailTo('marco@example.net')
  const [, id, token] = /\/feedback\/(\d+)\/([\w-]+)\/submit/.exec(mail!.text)!
  return { ticketId, id: Number(id), token: token! }
}

describe('feedback', () => {
  it('is offered once per solve, for solved tickets only', async () => {
    const ticketId = await solvedTicket()
    expect(await offerFeedback(app.deps, { ticketId })).not.toBeNull()
    expect(await offerFeedback(app.deps, { ticketId })).toBeNull()
    expect(await app.db.$count(feedbackRequest, eq(feedbackRequest.ticketId, ticketId))).toBe(1)
    const [row] = await app.db.select().from(feedbackRequest).where(eq(feedbackRequest.ticketId, ticketId))
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    const { ticket: fresh } = await openTicket(app.db, {
      type: 'GENERAL',
      source: 'form',
      title: 'Open question',
      description: 'Still waiting.',
      customerName: 'Ann',
      email: 'ann@example.net',
      userId: null,
      at: new Date(),
    })
    expect(await offerFeedback(app.deps, { ticketId: fresh.id })).toBeNull()
  })

  it('is offered for a delivered tune request (once per delivery), never for one not delivered', async () => {
    const [delivered] = await app.db
      .select({ id: tuneRequestEvent.tuneRequestId })
      .from(tuneRequestEvent)
      .where(eq(tuneRequestEvent.toStatus, 'delivered'))
      .limit(1)
    expect(delivered).toBeDefined()
    expect(await offerFeedback(app.deps, { tuneRequestId: delivered!.id })).not.toBeNull()
    expect(await offerFeedback(app.deps, { tuneRequestId: delivered!.id })).toBeNull()
    const [undelivered] = await app.db
      .select({ id: tuneRequest.id })
      .from(tuneRequest)
      .where(and(eq(tuneRequest.status, 'created')))
      .limit(1)
    if (undelivered) expect(await offerFeedback(app.deps, { tuneRequestId: undelivered.id })).toBeNull()
  })

  it('the link shows what is rated; a wrong token or another id is 404', async () => {
    const { ticketId, id, token } = await feedbackLink()
    const read = await app.request('GET', `/api/v1/feedback/${id}/${token}`)
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual({
      id,
      about: { kind: 'ticket', id: ticketId, title: `Ticket #${ticketId}: KESS3 will not read my EDC17C64` },
      answered: false,
      rating: null,
      comment: null,
      submitted_at: null,
    })
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    expect((await app.request('GET', `/api/v1/feedback/${id}/${tampered}`)).status).toBe(404)
    expect((await app.request('GET', `/api/v1/feedback/${id}/short`)).status).toBe(404)
    expect((await app.request('GET', `/api/v1/feedback/${id + 1000}/${token}`)).status).toBe(404)
    expect((await app.request('GET', `/api/v1/feedback/99999999999/${token}`)).status).toBe(422)
    const other = await feedbackLink()
    expect((await app.request('GET', `/api/v1/feedback/${other.id}/${token}`)).status).toBe(404)
    expect((await app.request('POST', `/api/v1/feedback/${other.id}/${token}`, { body: { rating: 5 } })).status).toBe(
      404,
    )
  })

  it('takes a rating of 1 to 5 and a comment, once', async () => {
    const { id, token } = await feedbackLink()
    const path = `/api/v1/feedback/${id}/${token}`
    for (const rating of [0, 6, 3.5, '5', null]) {
      expect((await app.request('POST', path, { body: { rating, comment: '' } })).status).toBe(422)
    }
    expect((await app.request('POST', path, { body: { rating: 4, comment: 'x'.repeat(2001) } })).status).toBe(422)
    const sent = await app.request('POST', path, { body: { rating: 5, comment: ' Fixed in ten minutes. ' } })
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ answered: true, rating: 5, comment: 'Fixed in ten minutes.' })
    const again = await app.request('POST', path, { body: { rating: 1, comment: 'changed my mind' } })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: 'This feedback was already sent.' })
    expect(await (await app.request('GET', path)).json()).toMatchObject({ answered: true, rating: 5 })
  })

  it('staff list the answers with the average; customers may not', async () => {
    const first = await feedbackLink()
    await app.request('POST', `/api/v1/feedback/${first.id}/${first.token}`, { body: { rating: 2, comment: 'Slow' } })
    const list = await app.request('GET', '/api/admin/feedback?per_page=100', { cookie: staff })
    expect(list.status).toBe(200)
    const body = await list.json()
    const ratings = body.data.map((item: { rating: number }) => item.rating)
    expect(body.data[0]).toMatchObject({ id: first.id, rating: 2, comment: 'Slow', about: { kind: 'ticket' } })
    expect(body.summary.answered).toBe(ratings.length)
    const average = ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length
    expect(body.summary.average_rating).toBeCloseTo(average, 2)
    expect(body.summary.offered).toBeGreaterThanOrEqual(ratings.length)
    expect((await app.request('GET', '/api/admin/feedback', { cookie: customer })).status).toBe(403)
    expect((await app.request('GET', '/api/admin/feedback')).status).toBe(401)
  })
})
