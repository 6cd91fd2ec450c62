import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitation, member, organization, session, user } from '../../db/schema/auth'
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS } from '../../db/seed/demo-accounts'
import { cookieFrom, createTestApp, type TestApp } from '../../../test/test-app'
import { OPEN_AUTH_ENDPOINTS, isOpenAuthEndpoint } from './auth-endpoints'
import { withoutTokens } from './auth-handler'

/**
 * Decision 0066: the auth library's admin and organization endpoints bypassed PERMISSIONS.md. Each defect
 * seen from outside is one test here; the library's endpoints outside the allow-list answer 404 (decision 0066).
 */
/** Passwords no policy should refuse (long, mixed, not from a list of common ones). */
const PASSWORD = 'Quokka-lantern-7391-fjord'
const NEW_PASSWORD = 'Marmot-teapot-2846-glacier'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

const idOf = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)!.id
const ADMIN = idOf('admin@example.com')
const SUPERADMIN = idOf('superadmin@example.com')
const userRow = async (id: string) => (await app.db.select().from(user).where(eq(user.id, id)))[0]

/** The session tokens the cookies of `cookie` hold (the part before the signature). */
const tokensIn = (cookie: string) =>
  cookie.split('; ').map((pair) => decodeURIComponent(pair.split('=')[1]!).split('.')[0]!)

async function expectClosed(response: Response) {
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({ code: 'not_found', message: 'There is no such endpoint.' })
}

describe('an Admin under /api/auth/admin/* (only Super Admin changes roles or touches another admin)', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = await app.login('admin@example.com')
  })

  it('cannot make itself Super Admin (set-role)', async () => {
    await expectClosed(
      await app.request('POST', '/api/auth/admin/set-role', { cookie, body: { userId: ADMIN, role: 'superadmin' } }),
    )
    expect((await userRow(ADMIN))?.role).toBe('admin')
  })

  it('cannot create a Super Admin (create-user)', async () => {
    await expectClosed(
      await app.request('POST', '/api/auth/admin/create-user', {
        cookie,
        body: { email: 'mole@example.com', password: PASSWORD, name: 'Mole', role: 'superadmin' },
      }),
    )
    expect(await app.db.select().from(user).where(eq(user.email, 'mole@example.com'))).toEqual([])
  })

  it("cannot reset a Super Admin's password (set-user-password)", async () => {
    await expectClosed(
      await app.request('POST', '/api/auth/admin/set-user-password', {
        cookie,
        body: { userId: SUPERADMIN, newPassword: 'taken-over-password' },
      }),
    )
    await app.login('superadmin@example.com')
  })

  it("cannot change a Super Admin's e-mail (update-user)", async () => {
    await expectClosed(
      await app.request('POST', '/api/auth/admin/update-user', {
        cookie,
        body: { userId: SUPERADMIN, data: { email: 'mole@example.com' } },
      }),
    )
    expect((await userRow(SUPERADMIN))?.email).toBe('superadmin@example.com')
  })

  it('cannot ban or remove a Super Admin (ban-user, remove-user)', async () => {
    await expectClosed(
      await app.request('POST', '/api/auth/admin/ban-user', { cookie, body: { userId: SUPERADMIN, banReason: 'x' } }),
    )
    await expectClosed(
      await app.request('POST', '/api/auth/admin/remove-user', { cookie, body: { userId: SUPERADMIN } }),
    )
    const row = await userRow(SUPERADMIN)
    expect(row).toBeDefined()
    expect(row?.banned ?? false).toBe(false)
  })
})

describe('an owner under /api/auth/organization/* (nobody deletes a dealer, tuner or affiliate there)', () => {
  it.each(DEMO_ORGANIZATIONS.map((org) => [org.kind, org] as const))(
    'a %s owner cannot delete its organization',
    async (_kind, org) => {
      const owner = DEMO_ACCOUNTS.find((account) => account.membership?.organizationId === org.id)!
      const cookie = await app.login(owner.email)
      const members = await app.db.select().from(member).where(eq(member.organizationId, org.id))
      await expectClosed(
        await app.request('POST', '/api/auth/organization/delete', { cookie, body: { organizationId: org.id } }),
      )
      expect(await app.db.select().from(organization).where(eq(organization.id, org.id))).toHaveLength(1)
      expect(await app.db.select().from(member).where(eq(member.organizationId, org.id))).toEqual(members)
    },
  )

  it('the library itself refuses to delete an organization, called from server code too', async () => {
    const dealer = DEMO_ORGANIZATIONS.find((org) => org.kind === 'dealer')!
    const cookie = await app.login('dealer@example.com')
    await expect(
      app.deps.auth.api.deleteOrganization({ body: { organizationId: dealer.id }, headers: new Headers({ cookie }) }),
    ).rejects.toThrow()
    expect(await app.db.select().from(organization).where(eq(organization.id, dealer.id))).toHaveLength(1)
  })

  it('a tuner owner without the `tm` flag cannot invite an owner', async () => {
    const tuner = DEMO_ORGANIZATIONS.find((org) => org.kind === 'tuner')!
    const cookie = await app.login('tuner@example.com')
    await expectClosed(
      await app.request('POST', '/api/auth/organization/invite-member', {
        cookie,
        body: { email: 'new-owner@example.com', role: 'owner', organizationId: tuner.id },
      }),
    )
    expect(await app.db.select().from(invitation).where(eq(invitation.email, 'new-owner@example.com'))).toEqual([])
  })
})

describe('no answer hands a session token to scripts', () => {
  it('list-sessions is closed', async () => {
    const cookie = await app.login('customer@example.com')
    const response = await app.request('GET', '/api/auth/list-sessions', { cookie })
    const text = await response.clone().text()
    for (const token of tokensIn(cookie)) expect(text).not.toContain(token)
    await expectClosed(response)
  })

  it('impersonate-user is closed, also for a Super Admin', async () => {
    const cookie = await app.login('superadmin@example.com')
    const before = await app.db
      .select()
      .from(session)
      .where(eq(session.userId, idOf('customer@example.com')))
    const response = await app.request('POST', '/api/auth/admin/impersonate-user', {
      cookie,
      body: { userId: idOf('customer@example.com') },
    })
    expect(response.headers.getSetCookie()).toEqual([])
    await expectClosed(response)
    const after = await app.db
      .select()
      .from(session)
      .where(eq(session.userId, idOf('customer@example.com')))
    expect(after).toHaveLength(before.length)
  })

  it('change-password with revokeOtherSessions answers without the new token (only Set-Cookie has it)', async () => {
    const cookie = await app.signUp('changer@example.com', PASSWORD)
    const response = await app.request('POST', '/api/auth/change-password', {
      cookie,
      body: {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
      },
    })
    expect(response.status).toBe(200)
    const text = await response.text()
    const fresh = cookieFrom(response)
    expect(fresh).not.toBe('')
    for (const token of tokensIn(fresh)) expect(text).not.toContain(token)
    expect(JSON.parse(text)).not.toHaveProperty('token')
  })
})

describe('a session token only ever travels in Set-Cookie', () => {
  it('withoutTokens drops every `token` key at any depth', () => {
    expect(
      withoutTokens({
        token: 'a',
        user: { id: 'u' },
        session: { token: 'b', id: 's' },
        sessions: [{ token: 'c', id: 1 }],
      }),
    ).toEqual({ user: { id: 'u' }, session: { id: 's' }, sessions: [{ id: 1 }] })
    expect(withoutTokens([{ token: 'x' }, 'token', null])).toEqual([{}, 'token', null])
  })

  it.each(OPEN_AUTH_ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.path] as const))(
    '%s /api/auth%s answers no session token outside Set-Cookie',
    async (method, path) => {
      const email = `token-${method}${path.replace(/\W+/g, '-')}@example.com`
      const cookie = await app.signUp(email, PASSWORD)
      const body = {
        email,
        password: PASSWORD,
        name: 'Token Check',
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
        newEmail: `new-${email}`,
        providerId: 'none',
        provider: 'none',
        token: 'not-a-token',
      }
      const response = await app.request(method, `/api/auth${path.replace(/:\w+/g, 'x')}`, {
        cookie,
        body: method === 'POST' ? body : undefined,
      })
      expect(response.status).toBeLessThan(500)
      const tokens = tokensIn([cookie, cookieFrom(response)].filter(Boolean).join('; '))
      expect(tokens.length).toBeGreaterThan(0)
      const visible = [await response.text(), ...[...response.headers].filter(([name]) => name !== 'set-cookie').flat()]
      for (const token of tokens) expect(visible.join('\n')).not.toContain(token)
    },
  )
})

describe('the allow-list, by path and method', () => {
  /** Every endpoint the library serves over HTTP, as it describes itself (grows when the library adds some). */
  const libraryEndpoints = () =>
    Object.values(app.deps.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
      .filter((endpoint) => typeof endpoint.path === 'string' && endpoint.path.startsWith('/'))
      .flatMap((endpoint) => {
        const methods = [endpoint.options?.method ?? 'GET'].flat().flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m]))
        const path = `/api/auth${endpoint.path!.replace(/:\w+/g, 'x')}`
        return methods.filter((m) => m === 'GET' || m === 'POST').map((method) => [method, path] as const)
      })

  it('knows the library well enough to test it: admin and organization endpoints are among those listed', () => {
    const paths = libraryEndpoints().map(([, path]) => path)
    expect(paths).toContain('/api/auth/admin/set-role')
    expect(paths).toContain('/api/auth/organization/delete')
    expect(paths.length).toBeGreaterThan(50)
  })

  it('every library endpoint outside the allow-list answers the 404 envelope, logged in as Super Admin', async () => {
    const cookie = await app.login('superadmin@example.com')
    const closed = libraryEndpoints().filter(([method, path]) => !isOpenAuthEndpoint(method, path))
    expect(closed.length).toBeGreaterThan(40)
    const open: string[] = []
    for (const [method, path] of closed) {
      const response = await app.request(method, path, { cookie, body: method === 'POST' ? {} : undefined })
      if (response.status !== 404) open.push(`${method} ${path} → ${response.status}`)
    }
    expect(open).toEqual([])
  })

  it('an open path with another method, a trailing slash or an encoded slash is closed', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/sign-in/email'],
      ['POST', '/api/auth/get-session'],
      ['GET', '/api/auth/sign-out'],
      ['POST', '/api/auth/admin/set-role/'],
      ['POST', '/api/auth/admin%2Fset-role'],
      ['POST', '/api/auth//admin/set-role'],
      ['HEAD', '/api/auth/list-sessions'],
    ] as const) {
      const response = await app.request(method, path, { body: method === 'POST' ? {} : undefined })
      if (method === 'HEAD') expect(response.status).toBe(404)
      else await expectClosed(response)
    }
  })

  it.each([
    ['a role', { role: 'superadmin' }],
    ['a ban lifted', { banned: false }],
    ['flags', { flags: ['tcrw', 'tm'] }],
  ])('sign-up cannot choose %s', async (_what, extra) => {
    const email = `climber-${Object.keys(extra)[0]}@example.com`
    const response = await app.request('POST', '/api/auth/sign-up/email', {
      body: { email, password: PASSWORD, name: 'Climber', ...extra },
    })
    expect(response.status).toBeLessThan(500)
    const [row] = await app.db.select().from(user).where(eq(user.email, email))
    // Refused outright (the library's `field_not_allowed`), or signed up as a plain customer.
    if (response.status >= 400) expect(row).toBeUndefined()
    else {
      expect(row?.role).toBe('user')
      expect(row?.flags ?? []).toEqual([])
    }
  })

  it('lists each open endpoint once, with why the shop needs it', () => {
    const keys = OPEN_AUTH_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const endpoint of OPEN_AUTH_ENDPOINTS) expect(endpoint.why.length).toBeGreaterThan(10)
  })
})
