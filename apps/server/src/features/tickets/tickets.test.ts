import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '@shop/domain/paths'
import { TICKET_FILE_MAX_BYTES, TICKET_NOT_VALID, TICKETS_PER_HOUR_PER_IP } from '@shop/domain/tickets'
import { CLIENT_IP_HEADER } from '../../auth/client-ip-header'
import { outboxMail } from '../../db/schema/mail'
import { storedFile } from '../../db/schema/stored-files'
import { ticket } from '../../db/schema/tickets'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from '../../../test/test-app'
import { ticketTokenOf } from './ticket-link'
import { appendTicketMessage } from './ticket-store'

let app: TestApp
let customer: string
let other: string
let staff: string
let ipCounter = 0
/** Each test sends from its own address, so the hour's limit is met only where a test means to meet it. */
const freshIp = () => `198.51.100.${++ipCounter}`

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  staff = await app.login('staff@example.com')
  other = await app.signUp('ticket-other@example.com')
}, 180_000)
afterAll(async () => {
  await app?.close()
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2])
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')

type FileIn = { name: string; bytes: Uint8Array }

async function post(
  path: string,
  fields: Record<string, string>,
  files: FileIn[] = [],
  options: { cookie?: string; ip?: string } = {},
): Promise<TestResponse> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) form.append('files', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name)
  const request = new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', body: form })
  const body = new Uint8Array(await request.arrayBuffer())
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    [CLIENT_IP_HEADER]: options.ip ?? freshIp(),
    'content-type': request.headers.get('content-type')!,
    'content-length': String(body.length),
  }
  if (options.cookie) headers.cookie = options.cookie
  return app.api.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body }) as Promise<TestResponse>
}

const guestTicket = {
  type: 'TOOL',
  title: 'FZ3 stops at 43 % on a Golf GTI',
  description: 'The flash stopped at 43 % and the car does not start. Tool FZ3-004211.',
  customer_name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  source: 'widget',
}

const open = (fields: Record<string, string>, files: FileIn[] = [], options: { cookie?: string; ip?: string } = {}) =>
  post('/api/v1/tickets', fields, files, options)

async function mailsTo(address: string) {
  return app.db.select().from(outboxMail).where(eq(outboxMail.to, address)).orderBy(desc(outboxMail.id))
}

describe('POST /api/v1/tickets', () => {
  it.each(['title', 'description', 'customer_name'])(
    "is 'ticket is not valid' when %s is missing or blank, naming it",
    async (field) => {
      for (const value of [undefined, '', '   \n\t']) {
        const fields: Record<string, string> = { ...guestTicket }
        if (value === undefined) delete fields[field]
        else fields[field] = value
        const response = await open(fields)
        expect(response.status).toBe(422)
        const body = await response.json()
        expect(body).toMatchObject({ code: 'ticket_not_valid', message: TICKET_NOT_VALID })
        expect(Object.keys(body.errors)).toEqual([field])
      }
    },
  )

  it('names every missing field at once', async () => {
    const response = await open({ type: 'GENERAL', email: 'x@example.com' })
    const body = await response.json()
    expect(body.message).toBe(TICKET_NOT_VALID)
    expect(Object.keys(body.errors).sort()).toEqual(['customer_name', 'description', 'title'])
  })

  it('a guest needs an e-mail; a logged-in customer’s own address is used', async () => {
    const noEmail = await open({ ...guestTicket, email: '' })
    expect(noEmail.status).toBe(422)
    expect((await noEmail.json()).errors).toEqual({ email: ['Enter the e-mail address we should answer.'] })
    const badEmail = await open({ ...guestTicket, email: 'not-an-address' })
    expect(badEmail.status).toBe(422)

    const mine = await open({ ...guestTicket, email: 'someone-else@example.com' }, [], { cookie: customer })
    expect(mine.status).toBe(201)
    const created = await mine.json()
    expect(created.link).toBeNull()
    const [row] = await app.db.select().from(ticket).where(eq(ticket.id, created.id))
    expect(row).toMatchObject({ email: 'customer@example.com', guest: false, source: 'widget', status: 'new' })
  })

  it('refuses files by their bytes: a PDF named .png, a text file named .jpg, an unknown kind', async () => {
    const cases: [FileIn, string][] = [
      [{ name: 'dash.png', bytes: PDF }, 'dash.png'],
      [{ name: 'photo.jpg', bytes: new TextEncoder().encode('just some text') }, 'photo.jpg'],
      [{ name: 'setup.exe', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3]) }, 'setup.exe'],
    ]
    for (const [file, name] of cases) {
      const response = await open(guestTicket, [file])
      expect(response.status).toBe(422)
      const body = await response.json()
      expect(body.errors.files).toEqual([
        `${name} is not a photo (JPEG, PNG, WebP), PDF or text file (.txt, .log, .csv), or its name does not match what it holds.`,
      ])
    }
    const tooMany = await open(
      guestTicket,
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG })),
    )
    expect((await tooMany.json()).errors.files).toEqual(['Attach at most 5 files.'])
  })

  it('a file over the cap is 413 and nothing is kept', async () => {
    const before = (await app.db.select().from(storedFile)).length
    const big = new Uint8Array(TICKET_FILE_MAX_BYTES + 1)
    big.set(PNG)
    const response = await open(guestTicket, [{ name: 'huge.png', bytes: big }])
    expect(response.status).toBe(413)
    expect((await response.json()).message).toBe('huge.png is larger than 10 MB.')
    expect((await app.db.select().from(storedFile)).length).toBe(before)
  })

  it('a guest’s ticket: stored with its photo (no owner), the guest mailed the link, support a notice', async () => {
    const response = await open(guestTicket, [{ name: 'tool.png', bytes: PNG }])
    expect(response.status).toBe(201)
    const created = await response.json()
    const [row] = await app.db.select().from(ticket).where(eq(ticket.id, created.id))
    expect(created).toEqual({ id: row!.id, status: 'new', link: paths.ticketAccess(row!.id, ticketTokenOf(row!)) })
    expect(row).toMatchObject({ guest: true, userId: null, type: 'TOOL', customerName: 'Dana Whitfield' })

    const [mail] = await mailsTo('dana.whitfield@example.com')
    expect(mail!.subject).toContain(`ticket #${row!.id}`)
    expect(mail!.text).toContain(`${TEST_ORIGIN}${created.link}`)
    const [notice] = await mailsTo('support@tuneshop.example')
    expect(notice!.subject).toContain(`new ticket #${row!.id}`)
    expect(notice!.text).toContain(`${TEST_ORIGIN}${paths.adminTicket(row!.id)}`)

    const page = await app.request('GET', `/api/v1/tickets/${row!.id}/access/${ticketTokenOf(row!)}`)
    expect(page.status).toBe(200)
    const shown = await page.json()
    expect(shown.messages).toHaveLength(1)
    const file = shown.messages[0].files[0]
    expect(file).toMatchObject({ name: 'tool.png', content_type: 'image/png', size: PNG.length })
    const [stored] = await app.db.select().from(storedFile).where(eq(storedFile.id, file.id))
    expect(stored!.ownerUserId).toBeNull()
    const download = await app.request('GET', file.url)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG)
  })

  it('answers 429 past the hour’s tickets from one address, and past those for one e-mail', async () => {
    const ip = freshIp()
    for (let i = 0; i < TICKETS_PER_HOUR_PER_IP; i++) {
      const response = await open({ ...guestTicket, email: `flood-${i}@example.com` }, [], { ip })
      expect(response.status).toBe(201)
    }
    const refused = await open({ ...guestTicket, email: 'flood-x@example.com' }, [], { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    for (let i = 0; i < 5; i++) expect((await open({ ...guestTicket, email: 'same@example.com' })).status).toBe(201)
    expect((await open({ ...guestTicket, email: 'SAME@example.com' })).status).toBe(429)
  })
})

let guests = 0
async function guestOpened(extra: Partial<typeof guestTicket> = {}) {
  const created = await (await open({ ...guestTicket, email: `guest-${++guests}@example.com`, ...extra })).json()
  const [row] = await app.db.select().from(ticket).where(eq(ticket.id, created.id))
  return { id: row!.id, token: ticketTokenOf(row!), link: created.link as string }
}

describe('reading a ticket', () => {
  it('a wrong, tampered or another ticket’s token is the same 404 as a missing ticket', async () => {
    const a = await guestOpened()
    const b = await guestOpened()
    const missing = await app.request('GET', `/api/v1/tickets/99999999/access/${a.token}`)
    expect(missing.status).toBe(404)
    const expected = await missing.json()
    const tampered = `${a.token.slice(0, -1)}${a.token.endsWith('0') ? '1' : '0'}`
    for (const path of [
      `/api/v1/tickets/${a.id}/access/${b.token}`,
      `/api/v1/tickets/${a.id}/access/${tampered}`,
      `/api/v1/tickets/${a.id}/access/${a.token.slice(1)}`,
      `/api/v1/tickets/${a.id}/access/x`,
    ]) {
      const response = await app.request('GET', path)
      expect(response.status, path).toBe(404)
      expect(await response.json()).toEqual(expected)
    }
    const reply = await post(`/api/v1/tickets/${a.id}/access/${b.token}/messages`, { body: 'hello' })
    expect(reply.status).toBe(404)
  })

  it('another user’s ticket is 404; staff read it; the owner lists theirs newest activity first', async () => {
    const first = await (await open(guestTicket, [], { cookie: customer })).json()
    const second = await (await open({ ...guestTicket, title: 'Second' }, [], { cookie: customer })).json()
    expect((await app.request('GET', `/api/v1/tickets/${first.id}`, { cookie: other })).status).toBe(404)
    expect((await app.request('GET', `/api/v1/tickets/${first.id}`)).status).toBe(401)
    expect((await app.request('GET', `/api/v1/tickets/${first.id}`, { cookie: staff })).status).toBe(200)
    expect((await post(`/api/v1/tickets/${first.id}/messages`, { body: 'me too' }, [], { cookie: other })).status).toBe(
      404,
    )
    expect((await post(`/api/v1/tickets/${first.id}/messages`, { body: 'hi' }, [], { cookie: staff })).status).toBe(403)

    await post(`/api/v1/tickets/${first.id}/messages`, { body: 'Any news?' }, [], { cookie: customer })
    const list = await (await app.request('GET', '/api/v1/customer-tickets', { cookie: customer })).json()
    const ids = list.data.map((item: { id: number }) => item.id)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    expect(list.data.find((item: { id: number }) => item.id === first.id)).toMatchObject({ messages: 2 })
    const others = await (await app.request('GET', '/api/v1/customer-tickets', { cookie: other })).json()
    expect(others.data).toEqual([])
  })

  it('internal notes and their files never reach the customer', async () => {
    const { id, token } = await guestOpened()
    const staffUser = await app.db.query.user.findFirst({ where: (u, { eq: is }) => is(u.email, 'staff@example.com') })
    const [file] = await app.db
      .insert(storedFile)
      .values({
        ownerUserId: staffUser!.id,
        kind: 'other',
        originalName: 'internal.txt',
        size: 4,
        sha256: 'a'.repeat(64),
        storageKey: `tickets/internal-${id}`,
      })
      .returning()
    await appendTicketMessage(app.db, {
      ticketId: id,
      authorKind: 'staff',
      authorUserId: staffUser!.id,
      authorName: 'Sam at support',
      body: 'INTERNAL: customer bricked it twice before',
      internal: true,
      fileIds: [file!.id],
      at: new Date(),
    })
    const response = await app.request('GET', `/api/v1/tickets/${id}/access/${token}`)
    const text = await response.text()
    expect(text).not.toContain('INTERNAL')
    expect(text).not.toContain(file!.id)
    const shown = JSON.parse(text)
    expect(shown.messages).toHaveLength(1)
    expect(shown.status).toBe('new')
    expect((await app.request('GET', `/api/v1/tickets/${id}/access/${token}/files/${file!.id}`)).status).toBe(404)
  })

  it('never serves another ticket’s file through this ticket', async () => {
    const withFile = await (
      await open({ ...guestTicket, email: 'with-file@example.com' }, [{ name: 'a.png', bytes: PNG }])
    ).json()
    const [row] = await app.db.select().from(ticket).where(eq(ticket.id, withFile.id))
    const shown = await (await app.request('GET', `/api/v1/tickets/${row!.id}/access/${ticketTokenOf(row!)}`)).json()
    const fileId = shown.messages[0].files[0].id
    const b = await guestOpened()
    expect((await app.request('GET', `/api/v1/tickets/${b.id}/access/${b.token}/files/${fileId}`)).status).toBe(404)
  })
})

describe('replying', () => {
  it('a guest replies through the link with a file; the ticket comes back to support; support is mailed', async () => {
    const { id, token } = await guestOpened()
    const staffUser = await app.db.query.user.findFirst({ where: (u, { eq: is }) => is(u.email, 'staff@example.com') })
    await appendTicketMessage(app.db, {
      ticketId: id,
      authorKind: 'staff',
      authorUserId: staffUser!.id,
      authorName: 'Sam at support',
      body: 'Send a photo of the tool’s screen, please.',
      status: 'waiting-on-customer',
      at: new Date(),
    })
    const response = await post(`/api/v1/tickets/${id}/access/${token}/messages`, { body: 'Here it is.' }, [
      { name: 'screen.png', bytes: PNG },
    ])
    expect(response.status).toBe(201)
    const shown = await response.json()
    expect(shown.status).toBe('open')
    expect(shown.messages.map((m: { author_kind: string }) => m.author_kind)).toEqual(['customer', 'staff', 'customer'])
    expect(shown.messages[2].files[0].url).toBe(
      `/api/v1/tickets/${id}/access/${token}/files/${shown.messages[2].files[0].id}`,
    )
    const [mail] = await mailsTo('support@tuneshop.example')
    expect(mail!.subject).toContain(`wrote on ticket #${id}`)
    expect(mail!.text).toContain(`${TEST_ORIGIN}${paths.adminTicket(id)}`)
  })

  it('a reply without a body is 422; a closed ticket refuses a reply with 409', async () => {
    const { id, token } = await guestOpened()
    const empty = await post(`/api/v1/tickets/${id}/access/${token}/messages`, { body: '  ' })
    expect(empty.status).toBe(422)
    expect((await empty.json()).errors.body).toEqual(['Write a message.'])
    await app.db.update(ticket).set({ status: 'closed', closedAt: new Date() }).where(eq(ticket.id, id))
    const closed = await post(`/api/v1/tickets/${id}/access/${token}/messages`, { body: 'Hello?' })
    expect(closed.status).toBe(409)
    expect(await closed.json()).toMatchObject({
      code: 'ticket_closed',
      message: 'This ticket is closed and takes no more messages. Open a new ticket if you need more help.',
    })
    const shown = await (await app.request('GET', `/api/v1/tickets/${id}/access/${token}`)).json()
    expect(shown.can_reply).toBe(false)
  })
})
