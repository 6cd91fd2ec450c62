import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { address } from '../../db/schema/accounts'
import { user } from '../../db/schema/auth'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

describe('GET /api/user/me', () => {
  it('answers 401 with the error envelope when logged out', async () => {
    const response = await app.request('GET', '/api/user/me')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 'unauthorized', message: 'You need to log in first.' })
    expect(response.headers.get('x-identity')).toBe('anonymous')
  })

  it.each([
    ['customer@example.com', 'user'],
    ['dealer@example.com', 'user'],
    ['tuner@example.com', 'user'],
    ['affiliate@example.com', 'user'],
    ['developer@example.com', 'user'],
    ['staff@example.com', 'staff'],
    ['admin@example.com', 'admin'],
    ['superadmin@example.com', 'superadmin'],
  ])('shows the role of demo account %s', async (email, role) => {
    const cookie = await app.login(email)
    const response = await app.request('GET', '/api/user/me', { cookie })
    expect(response.status).toBe(200)
    const user = await response.json()
    expect(user).toMatchObject({ email, role })
    expect(response.headers.get('x-identity')).toBe(user.id)
  })

  it('lists the dealer membership of the demo dealer', async () => {
    const cookie = await app.login('dealer@example.com')
    const user = await (await app.request('GET', '/api/user/me', { cookie })).json()
    expect(user.memberships).toEqual([
      expect.objectContaining({ kind: 'dealer', role: 'owner', slug: 'redline-performance' }),
    ])
  })
})

describe('addresses', () => {
  it('creates, lists, updates and deletes an own address', async () => {
    const cookie = await app.signUp('addresses@example.com')
    const created = await app.request('POST', '/api/v1/addresses', {
      cookie,
      body: { country_code: 'de', full_name: 'Jo Tester', line1: 'Hauptstr. 1', city: 'Berlin', postal_code: '10115' },
    })
    expect(created.status).toBe(201)
    const body = await created.json()
    expect(body).toMatchObject({ id: expect.any(Number), country_code: 'DE', line2: '', readonly: false })

    const listed = await (await app.request('GET', '/api/v1/addresses', { cookie })).json()
    expect(listed.data.map((a: { id: number }) => a.id)).toEqual([body.id])

    const updated = await app.request('PATCH', `/api/v1/addresses/${body.id}`, { cookie, body: { city: 'Hamburg' } })
    expect(updated.status).toBe(200)
    expect((await updated.json()).city).toBe('Hamburg')

    const deleted = await app.request('DELETE', `/api/v1/addresses/${body.id}`, { cookie })
    expect(deleted.status).toBe(204)
    expect(await app.db.select().from(address).where(eq(address.id, body.id))).toEqual([])
  })

  it("answers 404 for someone else's address and changes nothing", async () => {
    const owner = await app.signUp('owner@example.com')
    const other = await app.signUp('other@example.com')
    const created = await (
      await app.request('POST', '/api/v1/addresses', {
        cookie: owner,
        body: { country_code: 'US', full_name: 'Owner', line1: '1 Main St', city: 'Reno' },
      })
    ).json()
    for (const [method, body] of [
      ['PATCH', { city: 'Elsewhere' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await app.request(method, `/api/v1/addresses/${created.id}`, { cookie: other, body })
      expect(response.status).toBe(404)
    }
    const [row] = await app.db.select().from(address).where(eq(address.id, created.id))
    expect(row?.city).toBe('Reno')
  })

  it('answers 422 with every field message', async () => {
    const cookie = await app.signUp('invalid@example.com')
    const response = await app.request('POST', '/api/v1/addresses', { cookie, body: { country_code: 'USA' } })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.code).toBe('validation_failed')
    expect(body.errors).toMatchObject({
      country_code: ['Country must be a two-letter country code'],
      full_name: ['Full name is required'],
      line1: ['Line1 is required'],
      city: ['City is required'],
    })
  })

  it('answers 412 to a stale If-Unmodified-Since and keeps the address', async () => {
    const cookie = await app.signUp('stale@example.com')
    const created = await (
      await app.request('POST', '/api/v1/addresses', {
        cookie,
        body: { country_code: 'CA', full_name: 'Stale', line1: '9 Bay St', city: 'Toronto' },
      })
    ).json()
    const stale = new Date(Date.now() - 60_000).toUTCString()
    const response = await app.request('PATCH', `/api/v1/addresses/${created.id}`, {
      cookie,
      body: { city: 'Ottawa' },
      headers: { 'if-unmodified-since': stale },
    })
    expect(response.status).toBe(412)
    const [row] = await app.db.select().from(address).where(eq(address.id, created.id))
    expect(row?.city).toBe('Toronto')
  })
})

describe('PATCH /api/user/me', () => {
  it('updates name and display currency', async () => {
    const cookie = await app.signUp('profile@example.com', 'correct-horse-battery', 'Old Name')
    const response = await app.request('PATCH', '/api/user/me', {
      cookie,
      body: { name: '  New Name  ', preferred_display_currency: 'EUR' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ name: 'New Name', preferred_display_currency: 'EUR' })
    expect(response.headers.get('last-modified')).toBeTruthy()
    const me = await (await app.request('GET', '/api/user/me', { cookie })).json()
    expect(me).toMatchObject({ name: 'New Name', preferred_display_currency: 'EUR' })

    const cleared = await app.request('PATCH', '/api/user/me', {
      cookie,
      body: { name: 'New Name', preferred_display_currency: null },
    })
    expect((await cleared.json()).preferred_display_currency).toBeNull()
  })

  it.each([
    ['a currency the store does not sell', 'JPY', 'Display currency must be one of USD, CAD, EUR, GBP'],
    ['a malformed currency', 'eur', 'Currency must be a three-letter ISO code'],
  ])('answers 422 for %s and changes nothing', async (_case, currency, message) => {
    const cookie = await app.signUp(`currency-${currency}@example.com`, 'correct-horse-battery', 'Keep')
    const response = await app.request('PATCH', '/api/user/me', {
      cookie,
      body: { name: 'Changed', preferred_display_currency: currency },
    })
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({ preferred_display_currency: [message] })
    const me = await (await app.request('GET', '/api/user/me', { cookie })).json()
    expect(me).toMatchObject({ name: 'Keep', preferred_display_currency: null })
  })

  it('answers 422 for an empty name', async () => {
    const cookie = await app.signUp('noname@example.com')
    const response = await app.request('PATCH', '/api/user/me', {
      cookie,
      body: { name: '   ', preferred_display_currency: null },
    })
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({ name: ['Name is required'] })
  })

  it('answers 412 to a stale If-Unmodified-Since and changes nothing; a fresh one passes', async () => {
    const cookie = await app.signUp('precondition@example.com', 'correct-horse-battery', 'First')
    const lastModified = (await app.request('GET', '/api/user/me', { cookie })).headers.get('last-modified')!
    await app.db
      .update(user)
      .set({ updatedAt: new Date(Date.parse(lastModified) + 5000) })
      .where(eq(user.email, 'precondition@example.com'))
    const stale = await app.request('PATCH', '/api/user/me', {
      cookie,
      body: { name: 'Second', preferred_display_currency: 'CAD' },
      headers: { 'if-unmodified-since': lastModified },
    })
    expect(stale.status).toBe(412)
    expect((await stale.json()).code).toBe('precondition_failed')
    const me = await app.request('GET', '/api/user/me', { cookie })
    expect(await me.json()).toMatchObject({ name: 'First', preferred_display_currency: null })

    const fresh = await app.request('PATCH', '/api/user/me', {
      cookie,
      body: { name: 'Second', preferred_display_currency: 'CAD' },
      headers: { 'if-unmodified-since': me.headers.get('last-modified')! },
    })
    expect(fresh.status).toBe(200)
  })

  it('answers 401 when logged out', async () => {
    const response = await app.request('PATCH', '/api/user/me', {
      body: { name: 'X', preferred_display_currency: null },
    })
    expect(response.status).toBe(401)
  })
})
