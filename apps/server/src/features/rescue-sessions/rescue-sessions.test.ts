import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMail } from '../../db/schema/mail'
import { ticket as ticketTable, ticketMessage } from '../../db/schema/tickets'
import { tuneRequest } from '../../db/schema/tune-requests'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp
let customer: string
let other: string
let dealer: string
let staff: string
let tuner: string

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  dealer = await app.login('dealer@example.com')
  staff = await app.login('staff@example.com')
  tuner = await app.login('tuner@example.com')
  other = await app.signUp('rescue-other@example.com')
}, 180_000)
afterAll(async () => {
  await app?.close()
})

const get = (path: string, cookie?: string) => app.request('GET', path, { cookie })
const post = (path: string, cookie: string | undefined, body: unknown) => app.request('POST', path, { cookie, body })
const patch = (path: string, cookie: string | undefined, body: unknown) => app.request('PATCH', path, { cookie, body })

const details = (kind: 'ID' | 'check') => ({
  kind,
  tool_name: 'Flashzilla V3',
  tool_serial: 'FZ3-004211',
  vehicle: '2019 Volkswagen Golf GTI 2.0 TSI',
  vin: 'wvwzzzauzkw123456',
  ecu: 'Bosch MG1CS111',
  description: 'The flash stopped at 43% when the laptop went to sleep; the car no longer cranks.',
})

async function open(kind: 'ID' | 'check', cookie = customer) {
  const response = await post('/api/v1/rescue-sessions', cookie, details(kind))
  expect(response.status).toBe(201)
  return response.json()
}

const statusOf = async (id: number) =>
  (await app.db.select({ status: tuneRequest.status }).from(tuneRequest).where(eq(tuneRequest.id, id)))[0]?.status

describe('/api/v1/rescue-sessions', () => {
  it.each(['ID', 'check'] as const)('opens a session of kind %s with the tool and vehicle details', async (kind) => {
    const session = await open(kind)
    expect(session).toMatchObject({
      kind,
      status: 'open',
      tool_name: 'Flashzilla V3',
      vin: 'WVWZZZAUZKW123456',
      tune_request_id: null,
      estimate: null,
    })
    expect((await get(`/api/v1/rescue-sessions/${session.id}`, customer)).status).toBe(200)
  })

  it('refuses another kind and missing details with the 422 envelope', async () => {
    const response = await post('/api/v1/rescue-sessions', customer, {
      ...details('ID'),
      kind: 'repair',
      tool_name: '',
    })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(Object.keys(body.errors).sort()).toEqual(['kind', 'tool_name'])
    expect((await post('/api/v1/rescue-sessions', undefined, details('ID'))).status).toBe(401)
  })

  it('owner, staff and the dealer read it; another customer and a tuner get 404', async () => {
    const session = await open('ID', dealer)
    expect((await get(`/api/v1/rescue-sessions/${session.id}`, dealer)).status).toBe(200)
    expect((await get(`/api/v1/rescue-sessions/${session.id}`, staff)).status).toBe(200)
    const mine = await open('check')
    for (const cookie of [other, tuner, dealer]) {
      const response = await get(`/api/v1/rescue-sessions/${mine.id}`, cookie)
      expect(response.status).toBe(404)
      expect((await patch(`/api/v1/rescue-sessions/${mine.id}`, cookie, { action: 'close' })).status).toBe(404)
    }
  })

  it('scope=staff lists every session for staff and is 403 for customers; a customer lists only their own', async () => {
    const session = await open('check')
    const staffList = await (await get('/api/v1/rescue-sessions?scope=staff&per_page=100', staff)).json()
    expect(staffList.data.map((s: { id: number }) => s.id)).toContain(session.id)
    expect((await get('/api/v1/rescue-sessions?scope=staff', customer)).status).toBe(403)
    const otherList = await (await get('/api/v1/rescue-sessions', other)).json()
    expect(otherList.data).toEqual([])
  })

  it('staff rescue free: a linked tune request is created and moved to free', async () => {
    const session = await open('ID')
    expect((await patch(`/api/v1/rescue-sessions/${session.id}`, customer, { action: 'free' })).status).toBe(403)
    const response = await patch(`/api/v1/rescue-sessions/${session.id}`, staff, {
      action: 'free',
      staff_note: 'Recovered on the bench.',
    })
    expect(response.status).toBe(200)
    const freed = await response.json()
    expect(freed).toMatchObject({ status: 'free', staff_note: 'Recovered on the bench.' })
    expect(await statusOf(freed.tune_request_id)).toBe('free')
    const again = await patch(`/api/v1/rescue-sessions/${session.id}`, staff, { action: 'free' })
    expect(again.status).toBe(409)
  })

  it('staff estimate, then the customer pays through the payment layer; the request becomes paid', async () => {
    const session = await open('check')
    expect((await patch(`/api/v1/rescue-sessions/${session.id}`, staff, { action: 'estimate' })).status).toBe(422)
    const estimated = await (
      await patch(`/api/v1/rescue-sessions/${session.id}`, staff, {
        action: 'estimate',
        estimate: { amount_minor: 14_900, currency: 'USD' },
      })
    ).json()
    expect(estimated).toMatchObject({ status: 'estimated', estimate: { amount_minor: 14_900, currency: 'USD' } })
    expect(await statusOf(estimated.tune_request_id)).toBe('estimated')
    expect(
      (await patch(`/api/v1/rescue-sessions/${session.id}`, staff, { action: 'pay', test_token: 'tok_visa' })).status,
    ).toBe(403)
    const declined = await patch(`/api/v1/rescue-sessions/${session.id}`, customer, {
      action: 'pay',
      test_token: 'tok_avs_cvv',
    })
    expect(declined.status).toBe(402)
    expect(await statusOf(estimated.tune_request_id)).toBe('estimated')
    const paid = await patch(`/api/v1/rescue-sessions/${session.id}`, customer, {
      action: 'pay',
      test_token: 'tok_visa',
    })
    expect(paid.status).toBe(200)
    expect(await paid.json()).toMatchObject({ status: 'paid', tune_request_id: estimated.tune_request_id })
    expect(await statusOf(estimated.tune_request_id)).toBe('paid')
    // The pipeline sees a paid request (decision 0051): funded, the payment recorded, on the board, workable.
    const requestId = estimated.tune_request_id
    const detail = await (await app.request('GET', `/api/v1/tune-requests/${requestId}`, { cookie: customer })).json()
    expect(detail).toMatchObject({
      funding: 'paid',
      payment: { amount_minor: 14_900, currency: 'USD' },
    })
    expect(detail.timeline.map((line: { event: string }) => line.event)).toEqual(['estimate', 'pay'])
    const board = await (await app.request('GET', '/api/v1/pipeline', { cookie: staff })).json()
    const cards = board.columns.flatMap((column: { requests: { id: number }[] }) => column.requests)
    expect(cards.map((card: { id: number }) => card.id)).toContain(requestId)
    const take = await app.request('POST', '/api/v1/pipeline', {
      cookie: staff,
      body: { action: 'take', tune_request_id: requestId },
    })
    expect(take.status).toBe(200)
    expect(await statusOf(requestId)).toBe('in-progress')
  })

  it('the customer may choose to pay later an estimate', async () => {
    const session = await open('ID')
    await patch(`/api/v1/rescue-sessions/${session.id}`, staff, {
      action: 'estimate',
      estimate: { amount_minor: 9_900, currency: 'USD' },
    })
    const later = await (await patch(`/api/v1/rescue-sessions/${session.id}`, customer, { action: 'pay-later' })).json()
    expect(later.status).toBe('pay-later')
    expect(await statusOf(later.tune_request_id)).toBe('pay-later')
  })

  it('the owner edits an open session and closes it; a closed one is fixed', async () => {
    const session = await open('check')
    const edited = await patch(`/api/v1/rescue-sessions/${session.id}`, customer, {
      description: 'It cranks now but the dash shows an immobilizer light.',
    })
    expect((await edited.json()).description).toBe('It cranks now but the dash shows an immobilizer light.')
    expect((await patch(`/api/v1/rescue-sessions/${session.id}`, customer, { staff_note: 'x' })).status).toBe(403)
    const closed = await (await patch(`/api/v1/rescue-sessions/${session.id}`, customer, { action: 'close' })).json()
    expect(closed).toMatchObject({ status: 'closed', tune_request_id: null })
    const late = await patch(`/api/v1/rescue-sessions/${session.id}`, customer, {
      description: 'One more detail here.',
    })
    expect(late.status).toBe(409)
  })
})

describe('POST /api/v1/tuning-tickets (/tuning-ticket)', () => {
  it.each(['title', 'description', 'customer_name'])("without %s answers 'ticket is not valid'", async (field) => {
    const ticket = {
      title: 'Idle surge',
      description: 'Surges at idle after the flash.',
      customer_name: 'Sam Rivera',
      [field]: ' ',
    }
    const response = await post('/api/v1/tuning-tickets', customer, ticket)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ code: 'ticket_not_valid', message: 'ticket is not valid' })
  })

  it('stores a complete ticket, mails a confirmation, and a guest must give an email', async () => {
    const ticket = { title: 'Idle surge', description: 'Surges at idle after the flash.', customer_name: 'Sam Rivera' }
    const response = await post('/api/v1/tuning-tickets', customer, ticket)
    expect(response.status).toBe(201)
    const { id } = await response.json()
    // A ticket of the one ticket system (issue 26): TUNE, from a tune request, its thread starting with the description.
    const [row] = await app.db.select().from(ticketTable).where(eq(ticketTable.id, id))
    expect(row).toMatchObject({
      title: 'Idle surge',
      email: 'customer@example.com',
      guest: false,
      type: 'TUNE',
      source: 'tune-request',
      status: 'new',
    })
    const thread = await app.db.select().from(ticketMessage).where(eq(ticketMessage.ticketId, id))
    expect(thread).toMatchObject([{ authorKind: 'customer', body: 'Surges at idle after the flash.' }])
    const mails = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'customer@example.com'))
    const mail = mails.find((each) => each.subject.includes(`#${id}`))
    expect(mail?.text).toContain(`/tickets/${id}/${row!.accessNonce.replaceAll('-', '')}`)
    expect((await post('/api/v1/tuning-tickets', undefined, ticket)).status).toBe(422)
    expect((await post('/api/v1/tuning-tickets', undefined, { ...ticket, email: 'guest@example.com' })).status).toBe(
      201,
    )
  })

  it("a ticket about someone else's tune request is 404", async () => {
    const session = await open('ID')
    const freed = await (await patch(`/api/v1/rescue-sessions/${session.id}`, staff, { action: 'free' })).json()
    const ticket = {
      title: 'Hi',
      description: 'About this request.',
      customer_name: 'X',
      tune_request_id: freed.tune_request_id,
    }
    expect((await post('/api/v1/tuning-tickets', other, ticket)).status).toBe(404)
    const mine = await post('/api/v1/tuning-tickets', customer, ticket)
    expect(mine.status).toBe(201)
    const [row] = await app.db
      .select()
      .from(ticketTable)
      .where(eq(ticketTable.id, (await mine.json()).id))
    expect(row?.tuneRequestId).toBe(freed.tune_request_id)
  })
})
