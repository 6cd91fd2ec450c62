import fc from 'fast-check'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address } from '../src/db/schema/accounts'
import { user } from '../src/db/schema/auth'
import { FORM_BODY_LIMIT } from '../src/http/body-bound'
import { createTestApp, type TestApp, type TestResponse } from './test-app'

let app: TestApp
let cookie: string

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  cookie = await app.login('customer@example.com')
})
afterAll(async () => {
  await app?.close()
})

const NEW_ADDRESS = { country_code: 'US', full_name: 'Casey', line1: '1 Main St', city: 'Reno' }

async function expectEnvelope(response: TestResponse, status: number, code?: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = await response.json()
  expect(body).toEqual(expect.objectContaining({ code: code ?? expect.any(String), message: expect.any(String) }))
  expect(Object.keys(body).every((key) => ['code', 'message', 'errors', 'request_id'].includes(key))).toBe(true)
  return body as { code: string; message: string; errors?: Record<string, string[]> }
}

describe('the error envelope { code, message, errors? }', () => {
  it('401 when logged out', async () => {
    const body = await expectEnvelope(await app.request('GET', '/api/v1/addresses'), 401, 'unauthorized')
    expect(body.message).toBe('You need to log in first.')
  })

  it('403 for a refused action (a read-only address)', async () => {
    const created = await (await app.request('POST', '/api/v1/addresses', { cookie, body: NEW_ADDRESS })).json()
    await app.db.update(address).set({ readonly: true }).where(eq(address.id, created.id))
    await expectEnvelope(
      await app.request('PATCH', `/api/v1/addresses/${created.id}`, { cookie, body: { city: 'Elko' } }),
      403,
      'forbidden',
    )
  })

  it.each([
    ['GET', '/api/no-such-endpoint'],
    ['POST', '/api/v2/addresses'],
    ['GET', '/api/auth/no-such-auth-endpoint'],
    ['POST', '/api/auth/no-such-auth-endpoint'],
  ])('404 for an unknown endpoint: %s %s', async (method, path) => {
    const body = await expectEnvelope(
      await app.request(method, path, { cookie, body: method === 'GET' ? undefined : {} }),
      404,
      'not_found',
    )
    expect(body.message).toBe('There is no such endpoint.')
  })

  it('405 with Allow for a known endpoint asked with a method it does not take: DELETE /api/user/me', async () => {
    const response = await app.request('DELETE', '/api/user/me', { cookie, body: {} })
    await expectEnvelope(response, 405, 'method_not_allowed')
    expect(response.headers.get('allow')).toBe('GET, PATCH')
  })

  it('404 for an object that does not exist', async () => {
    await expectEnvelope(
      await app.request('PATCH', '/api/v1/addresses/999999', { cookie, body: { city: 'X' } }),
      404,
      'not_found',
    )
  })

  it('412 for a stale If-Unmodified-Since', async () => {
    await expectEnvelope(
      await app.request('PATCH', '/api/user/me', {
        cookie,
        body: { name: 'Stale', preferred_display_currency: null },
        headers: { 'if-unmodified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' },
      }),
      412,
      'precondition_failed',
    )
  })

  it('422 with field messages', async () => {
    const body = await expectEnvelope(
      await app.request('POST', '/api/v1/addresses', { cookie, body: { country_code: 'USA' } }),
      422,
      'validation_failed',
    )
    expect(body.errors?.country_code).toEqual(['Country must be a two-letter country code'])
  })

  it('422 for a bad path parameter', async () => {
    await expectEnvelope(
      await app.request('PATCH', '/api/v1/addresses/abc', { cookie, body: { city: 'X' } }),
      422,
      'validation_failed',
    )
  })

  it('413 for a JSON body over the form limit, which is not read and changes nothing', async () => {
    const before = await app.request('GET', '/api/v1/addresses', { cookie })
    const count = ((await before.json()) as { data: unknown[] }).data.length
    const body = { ...NEW_ADDRESS, line2: 'x'.repeat(FORM_BODY_LIMIT) }
    await expectEnvelope(await app.request('POST', '/api/v1/addresses', { cookie, body }), 413, 'payload_too_large')
    const after = await app.request('GET', '/api/v1/addresses', { cookie })
    expect(((await after.json()) as { data: unknown[] }).data).toHaveLength(count)
  })

  it('429 with Retry-After after too many failed logins', async () => {
    const limited = await createTestApp({ seed: true, env: { LOGIN_MAX_PER_ACCOUNT: '1' } })
    try {
      const attempt = () =>
        limited.request('POST', '/api/auth/sign-in/email', {
          body: { email: 'customer@example.com', password: 'nope-nope-nope' },
        })
      expect((await attempt()).status).toBe(401)
      const response = await attempt()
      await expectEnvelope(response, 429, 'rate_limited')
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })

  it.each([
    ['POST', '/api/v1/addresses'],
    ['PATCH', '/api/user/me'],
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/request-password-reset'],
  ])('400, not 500, for malformed JSON: %s %s', async (method, path) => {
    await expectEnvelope(await app.request(method, path, { cookie, body: '{"name": "x",' }), 400)
  })
})

describe('no input yields a 500', () => {
  // Its own account: the garbage below includes logging out.
  let cookie: string
  beforeAll(async () => {
    cookie = await app.signUp('garbage@example.com')
  })

  const TARGETS = [
    ['POST', '/api/v1/addresses'],
    ['PATCH', '/api/v1/addresses/1'],
    ['PATCH', '/api/user/me'],
    ['POST', '/api/alerts/1/close'],
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-up/email'],
    ['POST', '/api/auth/request-password-reset'],
    ['POST', '/api/auth/reset-password'],
    ['POST', '/api/auth/sign-in/oauth2'],
    ['POST', '/api/auth/logout'],
  ] as const

  const GARBAGE = [
    'null',
    '[]',
    '123',
    '"text"',
    'true',
    '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
    '{"name": {"$ne": null}, "email": ["a@b.c"], "password": {"length": 99}}',
    `{"name": "${'x'.repeat(100_000)}", "email": "${'a'.repeat(5000)}@example.com", "password": "${'p'.repeat(5000)}"}`,
    '['.repeat(50_000) + ']'.repeat(50_000),
    '\u0000\u0001\u0002',
    '\uFEFF{}',
    '{"name": "\uD800"}',
    '{"preferred_display_currency": "USD", "name": "A\u0000B"}',
    '{"country_code": "US", "full_name": "\u0000", "line1": "x", "city": "y", "email": "a@b"}',
  ]

  it.each(TARGETS.flatMap(([method, path]) => GARBAGE.map((body, i) => [method, path, i, body] as const)))(
    '%s %s with garbage body #%i',
    async (method, path, _i, body) => {
      const response = await app.request(method, path, { cookie, body })
      expect(response.status).toBeLessThan(500)
    },
  )

  it.each(TARGETS)('%s %s with a 5 MB body', async (method, path) => {
    const body = JSON.stringify({ name: 'x'.repeat(5_000_000), email: 'a@example.com', password: 'x' })
    const response = await app.request(method, path, { cookie, body })
    expect(response.status).toBeLessThan(500)
  })

  it.each(TARGETS)('%s %s with a form body and with no content type', async (method, path) => {
    for (const headers of [{ 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': 'text/plain' }]) {
      const response = await app.request(method, path, { cookie, body: 'email=a&password=b', headers })
      expect(response.status).toBeLessThan(500)
    }
  })

  it('property: random JSON to every target never answers 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TARGETS), fc.jsonValue({ maxDepth: 3 }), async ([method, path], value) => {
        const response = await app.request(method, path, { cookie, body: JSON.stringify(value) })
        expect(response.status).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  })

  it.each([
    '/api/v1/addresses/0',
    '/api/v1/addresses/-1',
    '/api/v1/addresses/1e309',
    '/api/v1/addresses/99999999999999999999',
    '/api/v1/addresses/%00',
    '/api/v1/addresses/%E0%A4%A',
    '/api/alerts/2147483648/close',
  ])('a bad id in the path (%s) is not a 500', async (path) => {
    for (const method of ['PATCH', 'DELETE', 'POST']) {
      const response = await app.request(method, path, { cookie, body: { city: 'x' } })
      expect(response.status).toBeLessThan(500)
    }
  })

  it.each([
    '/api/auth/redirect?url=%',
    '/api/auth/redirect?url=' + 'a'.repeat(5000),
    '/api/auth/redirect?url=%E0%A4%A',
    '/api/auth/redirect?url=javascript:alert(1)&url=/x',
    '/api/global/v1/ui-state?x=%ZZ',
  ])('a bad query (%s) is not a 500', async (path) => {
    const response = await app.request('GET', path, { cookie })
    expect(response.status).toBeLessThan(500)
  })

  it('a garbage cookie is treated as logged out', async () => {
    for (const bad of [
      'tuneshop.session_token=garbage',
      'tuneshop.session_token=%E0%A4%A',
      'tuneshop.session_data=x; tuneshop.session_token=a.b',
    ]) {
      const response = await app.request('GET', '/api/user/me', { cookie: bad })
      expect(response.status).toBe(401)
      expect(response.headers.get('x-identity')).toBe('anonymous')
    }
  })

  it('the demo user is unchanged by all of the above', async () => {
    const [row] = await app.db.select({ role: user.role }).from(user).where(eq(user.email, 'customer@example.com'))
    expect(row?.role).toBe('user')
  })
})

describe('response headers', () => {
  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/api/user/me', 401],
    ['GET', '/api/no-such-endpoint', 404],
    ['POST', '/api/auth/sign-in/email', 401],
  ])('%s %s carries X-Request-Id and the security headers', async (method, path, status) => {
    const body = method === 'GET' ? undefined : { email: 'x@example.com', password: 'wrong-wrong-wrong' }
    const response = await app.request(method, path, { body })
    expect(response.status).toBe(status)
    expect(response.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-identity')).toBe('anonymous')
  })

  it('keeps a well-formed incoming X-Request-Id and replaces a bad one', async () => {
    const kept = await app.request('GET', '/api/health', { headers: { 'x-request-id': 'trace-0123456789' } })
    expect(kept.headers.get('x-request-id')).toBe('trace-0123456789')
    const replaced = await app.request('GET', '/api/health', { headers: { 'x-request-id': 'bad id <script>' } })
    // A fresh id of our own (a UUID may happen to spell "bad" in hex: compare the whole value, not a substring).
    expect(replaced.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    )
  })
})

describe('CSRF: state changes only from our own origin', () => {
  const countAddresses = async () => (await app.db.select({ id: address.id }).from(address)).length

  it('a POST with a foreign Origin gets 403 and changes nothing', async () => {
    const before = await countAddresses()
    const response = await app.request('POST', '/api/v1/addresses', {
      cookie,
      body: NEW_ADDRESS,
      headers: { origin: 'https://evil.example' },
    })
    await expectEnvelope(response, 403, 'forbidden')
    expect(await countAddresses()).toBe(before)
  })

  it('a sign-up with a foreign Origin gets 403 and creates no account', async () => {
    const response = await app.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'csrf@example.com', password: 'correct-horse-battery', name: 'X' },
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await app.db.select().from(user).where(eq(user.email, 'csrf@example.com'))).toEqual([])
  })

  it('a PATCH with Origin "null" (sandboxed frame) gets 403', async () => {
    const response = await app.request('PATCH', '/api/user/me', {
      cookie,
      body: { name: 'Hacked', preferred_display_currency: null },
      headers: { origin: 'null' },
    })
    expect(response.status).toBe(403)
  })

  it('the same origin passes', async () => {
    const before = await countAddresses()
    const response = await app.request('POST', '/api/v1/addresses', { cookie, body: NEW_ADDRESS })
    expect(response.status).toBe(201)
    expect(await countAddresses()).toBe(before + 1)
  })

  it.each([
    ['cross-site', {}],
    ['cross-site', { origin: 'http://shop.test' }],
    ['same-site', { origin: '' }],
  ])('Sec-Fetch-Site: %s %j gets 403 and changes nothing', async (site, extra) => {
    const before = await countAddresses()
    const response = await app.request('POST', '/api/v1/addresses', {
      cookie,
      body: NEW_ADDRESS,
      headers: { 'sec-fetch-site': site, ...extra },
    })
    expect(response.status).toBe(403)
    expect(await countAddresses()).toBe(before)
  })

  it('Sec-Fetch-Site: same-origin passes', async () => {
    const response = await app.request('POST', '/api/v1/addresses', {
      cookie,
      body: NEW_ADDRESS,
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(response.status).toBe(201)
  })

  it('a foreign Origin may still read (GET is safe)', async () => {
    const response = await app.request('GET', '/api/health', { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(200)
  })
})
