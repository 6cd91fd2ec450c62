import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from '../../../test/test-app'
import { auditEvent } from '../../db/schema/audit'

let app: TestApp
let superadmin: string
let admin: string
let staff: string
let customer: string

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  superadmin = await app.login('superadmin@example.com')
  admin = await app.login('admin@example.com')
  staff = await app.login('staff@example.com')
  customer = await app.login('customer@example.com')
})
afterAll(async () => {
  await app?.close()
})

const DEFAULT = { primary: '#b81d1d', accent: '#f34d4d', logo: null }
const BLUE = { primary: '#1d4ed8', accent: '#60a5fa', logo: null }

const put = (body: unknown) => app.request('PUT', '/api/admin/theme', { body, cookie: superadmin })
const uiTheme = async () => (await (await app.request('GET', '/api/global/v1/ui-state')).json()).theme

/** A PNG as far as its first bytes tell (the upload checks the signature, not the pixels). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1])
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

async function uploadLogo(bytes: Uint8Array, cookie: string | undefined): Promise<TestResponse> {
  const form = new FormData()
  form.append('logo', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'logo.png')
  const path = `${TEST_ORIGIN}/api/admin/theme/logo`
  const request = new Request(path, { method: 'POST', body: form })
  const body = new Uint8Array(await request.arrayBuffer())
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    'content-type': request.headers.get('content-type')!,
    'content-length': String(body.length),
  }
  if (cookie) headers.cookie = cookie
  return app.api.request(path, { method: 'POST', headers, body }) as Promise<TestResponse>
}

describe('the brand theme (issue 24 item 9, decision 0100)', () => {
  it('a fresh install has today’s colours, in the global state and for the Super Admin', async () => {
    expect(await uiTheme()).toEqual(DEFAULT)
    const response = await app.request('GET', '/api/admin/theme', { cookie: superadmin })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      ...DEFAULT,
      defaults: { primary: '#b81d1d', accent: '#f34d4d' },
      updated_at: null,
    })
  })

  it('a Super Admin saves a theme: the global state shows it at once, with an audit record of before and after', async () => {
    // The global state is cached: read it once so that the save has a cache to empty.
    expect((await uiTheme()).primary).toBe('#b81d1d')
    const response = await put({ ...BLUE, primary: '#1D4ED8' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ...BLUE, updated_at: expect.any(String) })
    expect(await uiTheme()).toEqual(BLUE)
    const audits = await app.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'site.theme-changed'), eq(auditEvent.subjectType, 'site-theme')))
    expect(audits.at(-1)!.details).toEqual({ before: DEFAULT, after: BLUE })
    const events = await (
      await app.request('GET', '/api/admin/audit-events?action=site.theme-changed', { cookie: superadmin })
    ).json()
    expect(events.data[0].summary).toBe('Brand theme changed.')
  })

  it('the invoice prints in the theme’s primary', async () => {
    const created = await app.request('POST', '/api/order', {
      body: {
        entries: [
          {
            kind: 'product',
            product: { slug: 'sticker-pack', name: 'Stickers', subtext: '', image: null, pricesByCurrency: { USD: 1 } },
            options: [],
            quantity: 1,
            hash: 'h-stickers',
          },
        ],
        billing_address: {
          country_code: 'US',
          full_name: 'Guest Buyer',
          line1: '1 Main St',
          city: 'Costa Mesa',
          state: 'California',
          postal_code: '92627',
          email: 'guest@example.com',
        },
      },
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { order, token } = await created.json()
    const invoice = await (await app.request('GET', `/api/v1/orders/${order.id}/invoice?token=${token}`)).json()
    expect(invoice.seller.brand_color).toBe(BLUE.primary)
  })

  it('a failing contrast is a 422 naming the field and the pair with its ratio; nothing is saved', async () => {
    const response = await put({ ...BLUE, primary: '#ffcc00' })
    expect(response.status).toBe(422)
    const { errors } = await response.json()
    expect(Object.keys(errors)).toEqual(['primary'])
    expect(errors.primary[0]).toMatch(/^White text on the primary colour.*contrast 1\.\d\d:1, at least 4\.5:1 needed$/)
    const dark = await put({ ...BLUE, accent: '#333333' })
    expect(dark.status).toBe(422)
    expect(Object.keys((await dark.json()).errors)).toEqual(['accent'])
    expect(await uiTheme()).toEqual(BLUE)
  })

  it('a colour that is not #rrggbb is a 422 naming it', async () => {
    const response = await put({ ...BLUE, accent: 'blue' })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toEqual(['accent'])
  })

  it.each([
    ['an Admin who is not Super Admin', 403, () => admin],
    ['staff', 403, () => staff],
    ['a customer', 403, () => customer],
    ['anonymous', 401, () => ''],
  ])('%s may not read or save it, nor upload a logo: %i', async (_who, status, cookieOf) => {
    const cookie = cookieOf() || undefined
    expect((await app.request('GET', '/api/admin/theme', { cookie })).status).toBe(status)
    const save = (body: unknown) => app.request('PUT', '/api/admin/theme', { body, cookie })
    expect((await save(DEFAULT)).status).toBe(status)
    // Refused before the body is read: a broken body gets the same answer.
    expect((await save({ primary: 1 })).status).toBe(status)
    expect((await uploadLogo(PNG, cookie)).status).toBe(status)
    expect(await uiTheme()).toEqual(BLUE)
  })

  it('a logo: PNG uploaded, saved with its alt text, served to anyone; SVG and other bytes refused', async () => {
    const svg = await uploadLogo(SVG, superadmin)
    expect(svg.status).toBe(422)
    expect((await svg.json()).errors.logo[0]).toMatch(/PNG, JPEG or WebP/)
    expect((await uploadLogo(new Uint8Array(700 * 1024), superadmin)).status).toBe(413)

    const uploaded = await uploadLogo(PNG, superadmin)
    expect(uploaded.status).toBe(201)
    const { file, src } = await uploaded.json()
    expect(file).toMatch(/^[0-9a-f-]{36}\.png$/)
    const served = await app.request('GET', src)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)

    expect((await put({ ...BLUE, logo: { file, alt: ' ' } })).status).toBe(422)
    const unknown = await put({ ...BLUE, logo: { file: '00000000-0000-4000-8000-000000000000.png', alt: 'Logo' } })
    expect(unknown.status).toBe(422)
    expect(Object.keys((await unknown.json()).errors)).toEqual(['logo.file'])
    expect((await put({ ...BLUE, logo: { file, alt: 'Blue Tune' } })).status).toBe(200)
    expect((await uiTheme()).logo).toEqual({ src, alt: 'Blue Tune' })
    expect((await app.request('GET', '/api/site/logos/nothing.svg')).status).toBe(404)
  })

  it('saving the default colours without a logo resets the shop to its default', async () => {
    const response = await put(DEFAULT)
    expect(response.status).toBe(200)
    expect((await response.json()).updated_at).toBeNull()
    expect(await uiTheme()).toEqual(DEFAULT)
  })
})
