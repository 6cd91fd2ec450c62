import { and, count, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMail } from '../../db/schema/mail'
import { ticket, ticketMessage } from '../../db/schema/tickets'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app'
import { SEED_TICKETS } from '../../db/seed/tickets'

let app: TestApp
let staff: string
let admin: string
let customer: string
let dealer: string
const ids = new Map<string, number>()
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

const idOf = (title: string) => ids.get(title)!
const LENA = SEED_TICKETS[0]!.title
const LENA_AGAIN = SEED_TICKETS[1]!.title
const MARCO = SEED_TICKETS[2]!.title
const F150 = SEED_TICKETS[3]!.title
const CLOSED = SEED_TICKETS[7]!.title

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  staff = await app.login('staff@example.com')
  admin = await app.login('admin@example.com')
  customer = await app.login('customer@example.com')
  dealer = await app.login('dealer@example.com')
  const all = await (await app.request('GET', '/api/admin/tickets?status=all&per_page=100', { cookie: staff })).json()
  for (const row of all.data) ids.set(row.title, row.id)
}, 120_000)
afterAll(async () => {
  await app?.close()
})

const get = (path: string, cookie = staff) => app.request('GET', path, { cookie })
const mailsTo = (to: string) =>
  app.db.select().from(outboxMail).where(eq(outboxMail.to, to)).orderBy(desc(outboxMail.id))

/** A multipart reply, as the page sends it (a browser states the body's length). */
async function multipartReply(
  id: number,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[],
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) form.append('files', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name)
  const encoded = new Request(TEST_ORIGIN, { method: 'POST', body: form })
  const body = new Uint8Array(await encoded.arrayBuffer())
  return app.api.request(`${TEST_ORIGIN}/api/admin/tickets/${id}/replies`, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      cookie: staff,
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.length),
    },
    body,
  })
}

/** The tickets per status, read straight from the table. */
async function ticketsByStatus(): Promise<
  Record<'new' | 'open' | 'waiting-on-customer' | 'solved' | 'closed', number>
> {
  const rows = await app.db.select({ status: ticket.status, n: count() }).from(ticket).groupBy(ticket.status)
  const counts = { new: 0, open: 0, 'waiting-on-customer': 0, solved: 0, closed: 0 }
  for (const row of rows) counts[row.status as keyof typeof counts] = row.n
  return counts
}

describe('GET /api/admin/tickets: the queues', () => {
  it('shows the active tickets, most urgent first, with clocks, the counts of every queue and the support hours', async () => {
    const response = await get('/api/admin/tickets')
    expect(response.status).toBe(200)
    const list = await response.json()
    // Every demo ticket counts (the inbox's own, the customer's, the contact page's): counted apart from the table.
    const byStatus = await ticketsByStatus()
    expect(list.counts).toMatchObject({
      ...byStatus,
      active: byStatus.new + byStatus.open,
      all: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    })
    expect(byStatus).toMatchObject({ new: expect.any(Number), 'waiting-on-customer': expect.any(Number) })
    expect(list.counts.overdue).toBeGreaterThanOrEqual(1)
    expect(list.support.hours).toBe('Mon–Fri, 9:00–17:00 Pacific time')
    expect(typeof list.support.open_now).toBe('boolean')
    expect(
      list.data.map((row: { status: string }) => row.status).every((s: string) => ['new', 'open'].includes(s)),
    ).toBe(true)
    // Nine days without an answer: overdue, and first.
    expect(list.data[0]).toMatchObject({ title: MARCO, overdue: true, priority: 'high', number: idOf(MARCO) })
    expect(list.data[0].clocks.first_response).toMatchObject({ state: 'running', overdue: true })
    expect(list.data[0].clocks.first_response.left_ms).toBeLessThan(0)
    // Just in: its first answer is due in support hours still to come.
    const lena = list.data.find((row: { title: string }) => row.title === LENA)
    expect(lena.clocks.first_response).toMatchObject({ state: 'running', overdue: false })
    expect(lena.customer).toMatchObject({ name: 'Lena Whitfield', guest: true })
    const sorted = list.data.map((row: { overdue: boolean }) => row.overdue)
    expect(sorted).toEqual([...sorted].sort((a, b) => Number(b) - Number(a)))
  })

  it('filters by overdue, assignee, type and a search by name, e-mail or number', async () => {
    const overdue = await (await get('/api/admin/tickets?overdue=true&status=all')).json()
    expect(overdue.data.length).toBeGreaterThanOrEqual(1)
    expect(overdue.data.every((row: { overdue: boolean }) => row.overdue)).toBe(true)
    const mine = await (await get('/api/admin/tickets?assignee=me&status=all')).json()
    expect(mine.data.map((row: { title: string }) => row.title)).toEqual([F150])
    expect(mine.data[0].assignee.name).toBe('Sam Staff')
    const unassigned = await (await get('/api/admin/tickets?assignee=unassigned')).json()
    expect(unassigned.data.some((row: { assignee: unknown }) => row.assignee !== null)).toBe(false)
    const general = await (await get('/api/admin/tickets?status=all&type=GENERAL')).json()
    const [generalCount] = await app.db.select({ n: count() }).from(ticket).where(eq(ticket.type, 'GENERAL'))
    expect(general.meta.total).toBe(generalCount!.n)
    expect(general.data.every((row: { type: string }) => row.type === 'GENERAL')).toBe(true)
    const byName = await (await get('/api/admin/tickets?q=whitfield')).json()
    expect(byName.data.map((row: { title: string }) => row.title).sort()).toEqual([LENA, LENA_AGAIN].sort())
    const byMail = await (await get('/api/admin/tickets?status=all&q=owen.brandt@example')).json()
    expect(byMail.data.map((row: { title: string }) => row.title)).toEqual([CLOSED])
    const byNumber = await (await get(`/api/admin/tickets?status=all&q=%23${idOf(CLOSED)}`)).json()
    expect(byNumber.data.map((row: { id: number }) => row.id)).toContain(idOf(CLOSED))
    const paged = await (await get('/api/admin/tickets?status=all&per_page=3&page=2&sort=-created_at')).json()
    const [all] = await app.db.select({ n: count() }).from(ticket)
    expect(paged.meta).toMatchObject({ page: 2, per_page: 3, total: all!.n, pages: Math.ceil(all!.n / 3) })
    expect(paged.data).toHaveLength(3)
    expect((await get('/api/admin/tickets?status=nope')).status).toBe(422)
    expect((await get('/api/admin/tickets?q=%25%5F')).status).toBe(200)
  })

  it('lists who a ticket can be assigned to: support people only', async () => {
    const people = await (await get('/api/admin/tickets/assignees')).json()
    const emails = people.data.map((p: { email: string }) => p.email)
    expect(emails).toEqual(expect.arrayContaining(['staff@example.com', 'admin@example.com', 'superadmin@example.com']))
    expect(emails).not.toContain('customer@example.com')
  })
})

describe('GET /api/admin/tickets/{id}', () => {
  it('shows the whole thread with the internal notes marked, the clocks and what the ticket is about', async () => {
    const ticket = await (await get(`/api/admin/tickets/${idOf(F150)}`)).json()
    expect(ticket).toMatchObject({ title: F150, status: 'open', assignee: { name: 'Sam Staff' } })
    expect(ticket.thread.map((m: { author_kind: string; internal: boolean }) => [m.author_kind, m.internal])).toEqual([
      ['customer', false],
      ['system', true],
      ['staff', false],
      ['staff', true],
      ['customer', false],
    ])
    expect(ticket.clocks.first_response.state).toBe('met')
    const dealerTicket = await (await get(`/api/admin/tickets/${ids.get(SEED_TICKETS[5]!.title)}`)).json()
    expect(dealerTicket.related).toEqual([
      {
        kind: 'dealer',
        label: 'Dealer Redline Performance',
        href: '/admin/dealers/00000000-0000-4000-8000-0000000000d1',
      },
    ])
    expect((await get('/api/admin/tickets/999999')).status).toBe(404)
    expect((await get('/api/admin/tickets/abc')).status).toBe(422)
  })
})

describe('POST /api/admin/tickets/{id}/replies', () => {
  it('a public reply mails the customer its text and the ticket’s link, and stops the first-response clock', async () => {
    const id = idOf(LENA)
    const response = await app.request('POST', `/api/admin/tickets/${id}/replies`, {
      cookie: staff,
      body: { body: 'It is almost always the OBD fuse (F12, 15 A): please check it.', status: 'waiting-on-customer' },
    })
    expect(response.status).toBe(201)
    const answer = await response.json()
    expect(answer.message).toMatchObject({ author_kind: 'staff', author_name: 'Sam Staff', internal: false })
    expect(answer.ticket).toMatchObject({ status: 'waiting-on-customer' })
    expect(answer.ticket.clocks.first_response.state).toBe('met')
    const [mail] = await mailsTo('lena.whitfield@example.net')
    expect(mail!.subject).toContain(`#${id}`)
    expect(mail!.text).toContain('It is almost always the OBD fuse (F12, 15 A): please check it.')
    expect(mail!.text).toMatch(new RegExp(`${TEST_ORIGIN}/tickets/${id}/[0-9a-f]{32}`))
  })

  it('an internal note mails nobody and never reaches the customer’s view of the thread', async () => {
    const id = idOf(LENA)
    const before = (await mailsTo('lena.whitfield@example.net')).length
    const response = await app.request('POST', `/api/admin/tickets/${id}/replies`, {
      cookie: staff,
      body: { body: 'Same customer opened a duplicate a few minutes later.', internal: true },
    })
    expect(response.status).toBe(201)
    expect((await response.json()).message.internal).toBe(true)
    expect(await mailsTo('lena.whitfield@example.net')).toHaveLength(before)
    // The customer's rule: only messages that are not internal.
    const customerView = await app.db
      .select({ body: ticketMessage.body })
      .from(ticketMessage)
      .where(and(eq(ticketMessage.ticketId, id), eq(ticketMessage.internal, false)))
    expect(customerView.map((m) => m.body)).not.toContain('Same customer opened a duplicate a few minutes later.')
    const staffView = await (await get(`/api/admin/tickets/${id}`)).json()
    expect(staffView.thread.at(-1)).toMatchObject({ internal: true, author_kind: 'staff' })
  })

  it('takes files as multipart, checked by their bytes, and serves them to staff', async () => {
    const id = idOf(MARCO)
    const response = await multipartReply(id, { body: 'The boost target table, marked.', internal: 'false' }, [
      { name: 'boost-target.png', bytes: PNG },
    ])
    expect(response.status).toBe(201)
    const { message } = (await response.json()) as { message: { files: [{ url: string }] } }
    expect(message.files).toHaveLength(1)
    expect(message.files[0]).toMatchObject({ name: 'boost-target.png', content_type: 'image/png', size: PNG.length })
    const file = await get(message.files[0].url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect((await get(message.files[0].url, customer)).status).toBe(403)
    const refused = await multipartReply(id, { body: 'A script' }, [
      { name: 'x.html', bytes: new TextEncoder().encode('<script>alert(1)</script>') },
    ])
    expect(refused.status).toBe(422)
    const empty = await multipartReply(id, { body: '   ' }, [])
    expect(empty.status).toBe(422)
  })

  it('refuses a NUL byte, a bad body and a closed ticket', async () => {
    const id = idOf(MARCO)
    const nul = await app.request('POST', `/api/admin/tickets/${id}/replies`, {
      cookie: staff,
      body: { body: 'a\u0000b' },
    })
    expect(nul.status).toBe(422)
    const broken = await app.request('POST', `/api/admin/tickets/${id}/replies`, { cookie: staff, body: '{"body":' })
    expect(broken.status).toBe(400)
    const closed = await app.request('POST', `/api/admin/tickets/${idOf(CLOSED)}/replies`, {
      cookie: staff,
      body: { body: 'Hello again' },
    })
    expect(closed.status).toBe(409)
    const missing = await app.request('POST', '/api/admin/tickets/999999/replies', {
      cookie: staff,
      body: { body: 'x' },
    })
    expect(missing.status).toBe(404)
  })
})

describe('PATCH /api/admin/tickets/{id}', () => {
  it('assigns to support only (422 otherwise), notes who changed what, and refuses a stale version (412)', async () => {
    const id = idOf(MARCO)
    const current = await (await get(`/api/admin/tickets/${id}`)).json()
    const customerId = '00000000-0000-4000-8000-000000000001'
    const notStaff = await app.request('PATCH', `/api/admin/tickets/${id}`, {
      cookie: staff,
      body: { assignee_user_id: customerId },
    })
    expect(notStaff.status).toBe(422)
    expect((await notStaff.json()).errors.assignee_user_id).toBeDefined()
    const nothing = await app.request('PATCH', `/api/admin/tickets/${id}`, { cookie: staff, body: {} })
    expect(nothing.status).toBe(422)

    const changed = await app.request('PATCH', `/api/admin/tickets/${id}`, {
      cookie: staff,
      body: {
        assignee_user_id: '00000000-0000-4000-8000-000000000006',
        priority: 'urgent',
        version: current.updated_at,
      },
    })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('last-modified')).toBeTruthy()
    const after = await changed.json()
    expect(after).toMatchObject({ priority: 'urgent', assignee: { name: 'Sam Staff' } })
    expect(after.thread.at(-1)).toMatchObject({
      author_kind: 'system',
      internal: true,
      body: 'Sam Staff assigned the ticket to Sam Staff.\nSam Staff changed the priority from High to Urgent.',
    })

    const stale = await app.request('PATCH', `/api/admin/tickets/${id}`, {
      cookie: admin,
      body: { priority: 'low', version: current.updated_at },
    })
    expect(stale.status).toBe(412)
    const staleHeader = await app.request('PATCH', `/api/admin/tickets/${id}`, {
      cookie: admin,
      headers: { 'if-unmodified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' },
      body: { priority: 'low' },
    })
    expect(staleHeader.status).toBe(412)
    const unchanged = await (await get(`/api/admin/tickets/${id}`)).json()
    expect(unchanged.priority).toBe('urgent')

    const solved = await app.request('PATCH', `/api/admin/tickets/${id}`, {
      cookie: admin,
      body: { status: 'solved', version: unchanged.updated_at },
    })
    expect(solved.status).toBe(200)
    const body = await solved.json()
    expect(body.status).toBe('solved')
    expect(body.clocks.resolution.state).toBe('breached')
    expect(body.thread.at(-1).body).toBe('Alex Admin changed the status from Open to Solved.')
  })
})

describe('POST /api/admin/tickets/{id}/merge', () => {
  it('refuses itself (409), a missing target (404) and a closed one (409)', async () => {
    const id = idOf(LENA_AGAIN)
    const self = await app.request('POST', `/api/admin/tickets/${id}/merge`, { cookie: staff, body: { into: id } })
    expect(self.status).toBe(409)
    expect((await self.json()).message).toBe('A ticket cannot be merged into itself.')
    const missing = await app.request('POST', `/api/admin/tickets/${id}/merge`, {
      cookie: staff,
      body: { into: 999_999 },
    })
    expect(missing.status).toBe(404)
    expect((await missing.json()).message).toBe('Ticket #999999 does not exist.')
    const closed = await app.request('POST', `/api/admin/tickets/${id}/merge`, {
      cookie: staff,
      body: { into: idOf(CLOSED) },
    })
    expect(closed.status).toBe(409)
    expect((await closed.json()).message).toContain(`Ticket #${idOf(CLOSED)} is closed`)
  })

  it('copies the duplicate’s thread into the target in time order and closes the duplicate, with a note on both', async () => {
    const from = idOf(LENA_AGAIN)
    const into = idOf(LENA)
    const response = await app.request('POST', `/api/admin/tickets/${from}/merge`, { cookie: staff, body: { into } })
    expect(response.status).toBe(200)
    const target = await response.json()
    const copied = target.thread.filter((m: { merged_from: number | null }) => m.merged_from === from)
    expect(copied).toHaveLength(1)
    expect(copied[0].body).toContain('Sending this again')
    const times = target.thread.map((m: { created_at: string }) => m.created_at)
    expect(times).toEqual([...times].sort())
    expect(target.thread.at(-1)).toMatchObject({ author_kind: 'system', internal: true })
    expect(target.thread.at(-1).body).toContain(`merged ticket #${from} into this one`)
    const source = await (await get(`/api/admin/tickets/${from}`)).json()
    expect(source).toMatchObject({ status: 'closed', merged_into: into })
    expect(source.thread.at(-1).body).toContain(`into ticket #${into}`)
    const again = await app.request('POST', `/api/admin/tickets/${from}/merge`, { cookie: staff, body: { into } })
    expect(again.status).toBe(409)
  })
})

describe('who may work tickets', () => {
  it('a customer and a dealer get 403, a visitor 401, on every operation', async () => {
    const id = idOf(F150)
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/tickets', undefined],
      ['GET', '/api/admin/tickets/assignees', undefined],
      ['GET', `/api/admin/tickets/${id}`, undefined],
      ['POST', `/api/admin/tickets/${id}/replies`, { body: 'Hello' }],
      ['PATCH', `/api/admin/tickets/${id}`, { priority: 'low' }],
      ['POST', `/api/admin/tickets/${id}/merge`, { into: idOf(LENA) }],
    ]
    for (const [method, path, body] of calls) {
      expect((await app.request(method, path, { cookie: customer, body })).status, `${method} ${path}`).toBe(403)
      expect((await app.request(method, path, { cookie: dealer, body })).status, `${method} ${path}`).toBe(403)
      expect((await app.request(method, path, { body })).status, `${method} ${path}`).toBe(401)
    }
    const untouched = await (await get(`/api/admin/tickets/${id}`)).json()
    expect(untouched.priority).toBe('normal')
  })
})
