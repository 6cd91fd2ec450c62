import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADE_IN_PHOTO_MAX_BYTES } from '@shop/domain/catalog-purchase'
import { tradeInPhoto } from '../../db/schema/catalog-purchases'
import { outboxMail } from '../../db/schema/mail'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from '../../../test/test-app'

let app: TestApp
let customer: string
let staff: string
let other: string

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  staff = await app.login('staff@example.com')
  other = await app.signUp('trader-two@example.com')
}, 120_000) // seeding a fresh database is slow when the shared machine is busy
afterAll(async () => {
  await app?.close()
})

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
])

async function submit(
  cookie: string | undefined,
  fields: Record<string, string>,
  photos: { name: string; bytes: Uint8Array; type?: string }[] = [],
): Promise<TestResponse> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const photo of photos)
    form.append(
      'photos',
      new Blob([photo.bytes as Uint8Array<ArrayBuffer>], { type: photo.type ?? 'image/png' }),
      photo.name,
    )
  const headers: Record<string, string> = { origin: TEST_ORIGIN }
  if (cookie) headers.cookie = cookie
  // Serialised once, so that the boundary in the type and the body agree and the length can be declared.
  const request = new Request(`${TEST_ORIGIN}/api/v1/trade-in-requests`, { method: 'POST', body: form })
  const bytes = new Uint8Array(await request.arrayBuffer())
  headers['content-type'] = request.headers.get('content-type')!
  headers['content-length'] = String(bytes.length)
  return app.api.request(`${TEST_ORIGIN}/api/v1/trade-in-requests`, { method: 'POST', headers, body: bytes })
}

const valid = {
  tool: 'FlashZilla V3 (FZ3)',
  serial_number: 'FZ3-001234',
  condition: 'like-new',
  description: 'Box and cable',
}

describe('POST /api/v1/trade-in-requests', () => {
  it('creates a request with its photo (stored, served back to the owner) and mails the customer', async () => {
    const response = await submit(customer, valid, [{ name: 'front.png', bytes: PNG }])
    expect(response.status).toBe(201)
    const created = await response.json()
    expect(created).toMatchObject({ tool: valid.tool, condition: 'like-new', status: 'received', offer: null })
    expect(created.photos).toHaveLength(1)
    const photo = await app.request('GET', created.photos[0].url, { cookie: customer })
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG)
    expect((await app.request('GET', created.photos[0].url, { cookie: other })).status).toBe(404)
    const mails = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'customer@example.com'))
    expect(mails.some((mail) => mail.subject.includes(`trade-in request #${created.id}`))).toBe(true)
  })

  it('a file that is not an image by its bytes is refused (422), whatever its name and type say', async () => {
    const script = new TextEncoder().encode('<svg onload="alert(1)"></svg>')
    const response = await submit(customer, valid, [{ name: 'photo.png', bytes: script, type: 'image/png' }])
    expect(response.status).toBe(422)
    expect((await response.json()).errors.photos).toEqual(['Photos must be JPEG, PNG or WebP images.'])
  })

  it('a photo over the size cap is 413 and nothing is kept', async () => {
    const before = (await app.db.select().from(tradeInPhoto)).length
    const big = new Uint8Array(TRADE_IN_PHOTO_MAX_BYTES + 1)
    big.set(PNG)
    const response = await submit(customer, valid, [{ name: 'huge.png', bytes: big }])
    expect(response.status).toBe(413)
    expect((await app.db.select().from(tradeInPhoto)).length).toBe(before)
  })

  it('missing fields are 422 with messages; anonymous is 401', async () => {
    const response = await submit(customer, { tool: '', condition: 'shiny' })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.errors.tool).toEqual(['Name the tool you want to trade in.'])
    expect(body.errors.condition).toEqual(['Choose the condition of the tool.'])
    expect((await submit(undefined, valid)).status).toBe(401)
  })
})

describe('trade-in status: the customer sees it, staff review it', () => {
  it('staff move it to offered with an amount; the owner sees it and accepts; others get 404', async () => {
    const created = await (await submit(customer, valid, [{ name: 'a.png', bytes: PNG }])).json()
    const path = `/api/v1/trade-in-requests/${created.id}`
    expect((await app.request('GET', path, { cookie: other })).status).toBe(404)
    expect((await app.request('PATCH', path, { cookie: other, body: { status: 'accepted' } })).status).toBe(404)

    const noAmount = await app.request('PATCH', path, { cookie: staff, body: { status: 'offered' } })
    expect(noAmount.status).toBe(422)
    const early = await app.request('PATCH', path, { cookie: customer, body: { status: 'accepted' } })
    expect(early.status).toBe(409)
    const selfOffer = await app.request('PATCH', path, {
      cookie: customer,
      body: { status: 'offered', offer: { amount_minor: 99_999, currency: 'USD' } },
    })
    expect(selfOffer.status).toBe(403)

    const offered = await app.request('PATCH', path, {
      cookie: staff,
      body: { status: 'offered', offer: { amount_minor: 22_500, currency: 'USD' }, staff_note: 'Clean unit' },
    })
    expect(offered.status).toBe(200)
    expect(await offered.json()).toMatchObject({ status: 'offered', offer: { amount_minor: 22_500, currency: 'USD' } })
    const mails = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'customer@example.com'))
    expect(mails.some((mail) => mail.text.includes('$225.00'))).toBe(true)

    const mine = await (await app.request('GET', '/api/v1/trade-in-requests', { cookie: customer })).json()
    expect(mine.data.find((row: { id: number }) => row.id === created.id)).toMatchObject({ status: 'offered' })
    expect(mine.meta.page).toBe(1)
    expect((await (await app.request('GET', '/api/v1/trade-in-requests', { cookie: other })).json()).data).toEqual([])

    const accepted = await app.request('PATCH', path, { cookie: customer, body: { status: 'accepted' } })
    expect(accepted.status).toBe(200)
    expect((await accepted.json()).status).toBe('accepted')
  })

  it('staff list everyone’s with scope=all; customers may not; a stale If-Unmodified-Since is 412', async () => {
    const created = await (await submit(customer, valid)).json()
    expect((await app.request('GET', '/api/v1/trade-in-requests?scope=all', { cookie: customer })).status).toBe(403)
    const all = await (await app.request('GET', '/api/v1/trade-in-requests?scope=all', { cookie: staff })).json()
    expect(all.data[0]).toMatchObject({ id: created.id, customer: 'Casey Customer' })
    const stale = await app.request('PATCH', `/api/v1/trade-in-requests/${created.id}`, {
      cookie: staff,
      body: { status: 'reviewing' },
      headers: { 'if-unmodified-since': new Date(Date.now() - 3_600_000).toUTCString() },
    })
    expect(stale.status).toBe(412)
    const badCurrency = await app.request('PATCH', `/api/v1/trade-in-requests/${created.id}`, {
      cookie: staff,
      body: { status: 'offered', offer: { amount_minor: 100, currency: 'JPY' } },
    })
    expect(badCurrency.status).toBe(422)
  })
})
