import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from './test-app'

// Decision 0064: a NUL in a JSON string (a login e-mail, for instance) was a 500 from PostgreSQL's UTF-8 check.
// Text the database cannot store is refused at the edge with a 422 naming the field, in bodies, queries and paths
// alike.

let app: TestApp
let customer: string

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
})
afterAll(async () => {
  await app?.close()
})

async function expectRefused(response: TestResponse, field?: string) {
  if (response.status !== 422) expect(await response.text()).toBe('a 422')
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = await response.json()
  expect(body.code).toBe('validation_failed')
  if (field) expect(Object.keys(body.errors)).toContain(field)
}

describe('a NUL character in a JSON string', () => {
  it.each([
    ['POST', '/api/auth/sign-in/email', { email: 'customer\u0000@example.com', password: 'demo-password' }, 'email'],
    ['POST', '/api/auth/sign-in/email', { email: 'customer@example.com', password: 'demo\u0000password' }, 'password'],
    [
      'POST',
      '/api/auth/sign-up/email',
      { email: 'new@example.com', password: 'a long password 1', name: 'A\u0000' },
      'name',
    ],
    ['POST', '/api/auth/request-password-reset', { email: '\u0000@example.com' }, 'email'],
  ])('is a 422 on the auth library’s %s %s', async (method, path, body, field) => {
    await expectRefused(await app.request(method, path, { body }), field)
  })

  it('is a 422 naming the field on our own operations', async () => {
    const address = { country_code: 'US', full_name: 'Casey\u0000', line1: '1 Main St', city: 'Reno' }
    await expectRefused(
      await app.request('POST', '/api/v1/addresses', { cookie: customer, body: address }),
      'full_name',
    )
    await expectRefused(
      await app.request('PATCH', '/api/user/me', {
        cookie: customer,
        body: { name: 'x\u0000y', preferred_display_currency: null },
      }),
      'name',
    )
  })

  it('in a query or a path is refused before the database sees it', async () => {
    await expectRefused(await app.request('GET', '/api/v1/ecu/guide/volks%00wagen'), 'make')
    await expectRefused(await app.request('GET', '/api/store/product/a%00b'), 'slug')
    await expectRefused(await app.request('GET', '/api/order/1?token=ab%00cd', { cookie: customer }), 'token')
  })

  it('leaves the database session usable: the same account logs in right after', async () => {
    await app.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'customer\u0000@example.com', password: 'demo-password' },
    })
    expect(await app.login('customer@example.com')).toContain('=')
    expect((await app.request('GET', '/api/v1/addresses', { cookie: customer })).status).toBe(200)
  })
})

describe('a NUL character in a multipart upload’s text', () => {
  const upload = async (
    path: string,
    fields: Record<string, string>,
    fileField: string,
    fileName: string,
    bytes: Uint8Array,
  ) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append(fileField, new Blob([bytes as Uint8Array<ArrayBuffer>]), fileName)
    // Sent with its length, as a browser sends a form (the trade-in route requires it).
    const encoded = new Request(TEST_ORIGIN, { method: 'POST', body: form })
    const body = new Uint8Array(await encoded.arrayBuffer())
    return (await app.api.request(`${TEST_ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: customer,
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(body.length),
      },
      body,
    })) as TestResponse
  }
  const READ = new Uint8Array(8192).fill(0x5a)
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(1)])

  it.each([
    ['/api/v1/tune-requests', { note: 'stage\u00001' }, 'file', 'read.bin', READ, 'note'],
    ['/api/v1/trade-in-requests', { tool: 'Kess\u0000', condition: 'used' }, 'photos', 'a.jpg', JPEG, 'tool'],
    ['/api/v1/trade-in-requests', { tool: 'Kess', condition: 'used' }, 'photos', 'a\u0000.jpg', JPEG, 'photos.0'],
  ])('is a 422 on %s (%j) and the file is not kept', async (path, fields, fileField, name, bytes, field) => {
    const before = app.storedFiles()
    await expectRefused(await upload(path, fields, fileField, name, bytes), field)
    expect(app.storedFiles()).toEqual(before)
  })

  it('in a file name is a malformed part header: a 400, and the file is not kept', async () => {
    const before = app.storedFiles()
    const response = await upload('/api/v1/tune-requests', {}, 'file', 'read\u0000.bin', READ)
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { code: 'bad_request', message: expect.stringContaining('Malformed part header') },
    })
    expect(app.storedFiles()).toEqual(before)
  })
})
