import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_TEXTS } from '@shop/domain/errors'
import { auditEvent } from '../../db/schema/audit'
import { user } from '../../db/schema/auth'
import { cookieFrom, createTestApp, type TestApp } from '../../../test/test-app'

// Issue 24 items 10 and 11 (decision 0096): the users screen's API, its audit records, and the audit log.

let app: TestApp
const cookies: Record<string, string> = {}
const ID = {
  customer: '00000000-0000-4000-8000-000000000001',
  dealer: '00000000-0000-4000-8000-000000000002',
  developer: '00000000-0000-4000-8000-000000000005',
  admin: '00000000-0000-4000-8000-000000000007',
  superadmin: '00000000-0000-4000-8000-000000000008',
  /** Accounts of this file's own. */
  plain: 'u-au-plain',
  otherAdmin: 'u-au-admin',
}

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  await app.db.insert(user).values([
    { id: ID.plain, name: 'Pat Plain', email: 'pat.plain.au@example.com', flags: ['t'] },
    { id: ID.otherAdmin, name: 'Olive Other', email: 'olive.admin.au@example.com', role: 'admin' },
  ])
  for (const who of ['customer', 'staff', 'admin', 'superadmin', 'developer', 'dealer'])
    cookies[who] = await app.login(`${who}@example.com`)
}, 300_000)
afterAll(async () => {
  await app?.close()
})

const get = (path: string, as?: string) => app.request('GET', path, { cookie: as ? cookies[as] : undefined })
const send = (method: string, path: string, as: string, body?: unknown, headers?: Record<string, string>) =>
  app.request(method, path, { cookie: cookies[as], body, headers })
const trailOf = (id: string) =>
  app.db
    .select()
    .from(auditEvent)
    .where(and(eq(auditEvent.subjectType, 'user'), eq(auditEvent.subjectId, id)))
    .orderBy(auditEvent.id)
const roleOf = async (id: string) => (await app.db.select().from(user).where(eq(user.id, id)))[0]!

describe('GET /api/admin/users (PERMISSIONS.md: the users screen is Admin’s)', () => {
  it('answers 401 logged out and 403 to a customer, a dealer and staff', async () => {
    expect((await get('/api/admin/users')).status).toBe(401)
    for (const who of ['customer', 'dealer', 'staff']) {
      expect((await get('/api/admin/users', who)).status, who).toBe(403)
      expect((await get(`/api/admin/users/${ID.customer}`, who)).status, who).toBe(403)
    }
    expect((await get(`/api/admin/users/${ID.customer}`)).status).toBe(401)
  })

  it('finds accounts by part of the e-mail or the name, by role and by status, paged', async () => {
    for (const who of ['admin', 'superadmin']) {
      const byName = await (await get('/api/admin/users?q=casey', who)).json()
      expect(byName.data.map((row: { email: string }) => row.email)).toEqual(['customer@example.com'])
      expect(byName.data[0]).toMatchObject({ id: ID.customer, name: 'Casey Customer', role: 'user', banned: false })
    }
    const byEmail = await (await get('/api/admin/users?q=ADMIN.AU@', 'admin')).json()
    expect(byEmail.data.map((row: { id: string }) => row.id)).toEqual([ID.otherAdmin])
    const wildcard = await (await get('/api/admin/users?q=%25', 'admin')).json()
    expect(wildcard.meta.total).toBe(0)
    const admins = await (await get('/api/admin/users?role=admin&sort=email', 'admin')).json()
    expect(admins.data.map((row: { email: string }) => row.email)).toEqual([
      'admin@example.com',
      'olive.admin.au@example.com',
    ])
    const all = await (await get('/api/admin/users?per_page=2&page=2&sort=email', 'admin')).json()
    expect(all.meta).toMatchObject({ page: 2, per_page: 2 })
    expect(all.data).toHaveLength(2)
    expect(all.meta.total).toBeGreaterThanOrEqual(10)
  })

  it.each([
    ['role=owner', 'role'],
    ['status=gone', 'status'],
    ['sort=-role', 'sort'],
    ['per_page=101', 'per_page'],
    ['page=0', 'page'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const response = await get(`/api/admin/users?${query}`, 'admin')
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toEqual([field])
  })
})

describe('GET /api/admin/users/{id}', () => {
  it('shows profile, role, flags, memberships, live sessions and what the admin may do', async () => {
    const response = await get(`/api/admin/users/${ID.dealer}`, 'admin')
    expect(response.status).toBe(200)
    expect(response.headers.get('last-modified')).toBeTruthy()
    const dealer = await response.json()
    expect(dealer).toMatchObject({
      id: ID.dealer,
      email: 'dealer@example.com',
      role: 'user',
      flags: ['da', 'tm', 'dsig'],
      banned: false,
      ban_reason: null,
      memberships: [{ kind: 'dealer', role: 'owner', slug: 'redline-performance' }],
      may: { role: false, flags: true, ban: true, impersonate: false },
    })
    expect(dealer.sessions).toBeGreaterThanOrEqual(1)
    const asSuper = await (await get(`/api/admin/users/${ID.dealer}`, 'superadmin')).json()
    expect(asSuper.may).toEqual({ role: true, flags: true, ban: true, impersonate: true })
    const otherAdmin = await (await get(`/api/admin/users/${ID.otherAdmin}`, 'admin')).json()
    expect(otherAdmin.may).toEqual({ role: false, flags: false, ban: false, impersonate: false })
  })

  it('answers 404 for an id that names no account', async () => {
    const response = await get('/api/admin/users/no-such-user', 'admin')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'not_found' })
  })
})

describe('PATCH /api/admin/users/{id}/flags', () => {
  it('turns the named flags on and off, audits before and after, and applies at once', async () => {
    const response = await send('PATCH', `/api/admin/users/${ID.customer}/flags`, 'admin', {
      flags: { tm: true, sig: true },
    })
    expect(response.status).toBe(200)
    expect((await response.json()).flags).toEqual(['sig', 'tm'])
    // The customer's own session sees the flags without logging in again.
    expect((await (await get('/api/user/me', 'customer')).json()).f).toEqual(['sig', 'tm'])
    await send('PATCH', `/api/admin/users/${ID.customer}/flags`, 'admin', { flags: { tm: false } })
    const trail = await trailOf(ID.customer)
    expect(trail.map((event) => event.action)).toEqual(['user.flags-changed', 'user.flags-changed'])
    expect(trail[0]).toMatchObject({
      actorUserId: ID.admin,
      details: { before: { flags: [] }, after: { flags: ['sig', 'tm'] } },
    })
    expect(trail[0]!.requestId).toBeTruthy()
    expect(trail[1]).toMatchObject({ details: { before: { flags: ['sig', 'tm'] }, after: { flags: ['sig'] } } })
  })

  it('records nothing when the switches change nothing', async () => {
    const before = (await trailOf(ID.customer)).length
    const response = await send('PATCH', `/api/admin/users/${ID.customer}/flags`, 'admin', { flags: { sig: true } })
    expect(response.status).toBe(200)
    expect(await trailOf(ID.customer)).toHaveLength(before)
  })

  it('refuses an admin’s account to an Admin, not to a Super Admin', async () => {
    const refused = await send('PATCH', `/api/admin/users/${ID.otherAdmin}/flags`, 'admin', { flags: { t: true } })
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toBe(ERROR_TEXTS.userManagementAdminAccount)
    expect((await roleOf(ID.otherAdmin)).flags).toEqual([])
    const allowed = await send('PATCH', `/api/admin/users/${ID.otherAdmin}/flags`, 'superadmin', {
      flags: { t: true },
    })
    expect(allowed.status).toBe(200)
  })

  it('answers 412 to a stale If-Unmodified-Since and 422 to an unknown flag, changing nothing', async () => {
    const stale = await send(
      'PATCH',
      `/api/admin/users/${ID.plain}/flags`,
      'admin',
      { flags: { fzd: true } },
      { 'if-unmodified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' },
    )
    expect(stale.status).toBe(412)
    const unknown = await send('PATCH', `/api/admin/users/${ID.plain}/flags`, 'admin', { flags: { root: true } })
    expect(unknown.status).toBe(422)
    expect((await roleOf(ID.plain)).flags).toEqual(['t'])
    expect(await trailOf(ID.plain)).toEqual([])
  })
})

describe('PATCH /api/admin/users/{id}/role (Super Admin alone manages roles)', () => {
  it('refuses an Admin, whatever the role asked, superadmin included, and changes nothing', async () => {
    for (const [id, role] of [
      [ID.plain, 'superadmin'],
      [ID.admin, 'superadmin'],
      [ID.plain, 'staff'],
    ] as const) {
      const response = await send('PATCH', `/api/admin/users/${id}/role`, 'admin', { role })
      expect(response.status).toBe(403)
      expect((await response.json()).message).toBe(ERROR_TEXTS.userManagementSuperAdminOnly)
    }
    expect((await roleOf(ID.plain)).role).toBe('user')
    expect((await roleOf(ID.admin)).role).toBe('admin')
    expect(await trailOf(ID.plain)).toEqual([])
  })

  it('lets a Super Admin change a role, audited, applying at once; never their own', async () => {
    const response = await send('PATCH', `/api/admin/users/${ID.developer}/role`, 'superadmin', { role: 'staff' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ role: 'staff' })
    expect((await (await get('/api/user/me', 'developer')).json()).role).toBe('staff')
    expect(await trailOf(ID.developer)).toMatchObject([
      {
        action: 'user.role-changed',
        actorUserId: ID.superadmin,
        details: { before: { role: 'user' }, after: { role: 'staff' } },
      },
    ])
    const own = await send('PATCH', `/api/admin/users/${ID.superadmin}/role`, 'superadmin', { role: 'user' })
    expect(own.status).toBe(403)
    expect((await own.json()).message).toBe(ERROR_TEXTS.userManagementOwnAccount)
    expect((await roleOf(ID.superadmin)).role).toBe('superadmin')
  })

  it('answers 404 for no such account and 422 for no such role', async () => {
    expect((await send('PATCH', '/api/admin/users/nobody/role', 'superadmin', { role: 'staff' })).status).toBe(404)
    const bad = await send('PATCH', `/api/admin/users/${ID.plain}/role`, 'superadmin', { role: 'owner' })
    expect(bad.status).toBe(422)
    expect(Object.keys((await bad.json()).errors)).toEqual(['role'])
  })
})

describe('POST /api/admin/users/{id}/ban and /unban', () => {
  it('disables an account through the auth library, ends its sessions, audits it; enables it again', async () => {
    const target = await app.signUp('ban.target.au@example.com')
    const [row] = await app.db.select().from(user).where(eq(user.email, 'ban.target.au@example.com'))
    expect((await app.request('GET', '/api/user/me', { cookie: target })).status).toBe(200)

    const short = await send('POST', `/api/admin/users/${row!.id}/ban`, 'admin', { reason: 'x' })
    expect(short.status).toBe(422)
    const banned = await send('POST', `/api/admin/users/${row!.id}/ban`, 'admin', { reason: 'Card testing' })
    expect(banned.status).toBe(200)
    expect(await banned.json()).toMatchObject({ banned: true, ban_reason: 'Card testing', sessions: 0 })
    expect((await app.request('GET', '/api/user/me', { cookie: target })).status).toBe(401)
    const login = await app.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'ban.target.au@example.com', password: 'correct-horse-battery' },
    })
    expect(login.status).toBe(403)

    const again = await send('POST', `/api/admin/users/${row!.id}/ban`, 'admin', { reason: 'Twice' })
    expect(again.status).toBe(200)
    const enabled = await send('POST', `/api/admin/users/${row!.id}/unban`, 'admin')
    expect(enabled.status).toBe(200)
    expect(await enabled.json()).toMatchObject({ banned: false, ban_reason: null })
    expect(await app.login('ban.target.au@example.com', 'correct-horse-battery')).toBeTruthy()

    expect(await trailOf(row!.id)).toMatchObject([
      {
        action: 'user.banned',
        actorUserId: ID.admin,
        details: { before: { banned: false }, after: { banned: true }, reason: 'Card testing' },
      },
      { action: 'user.unbanned', details: { before: { banned: true }, after: { banned: false } } },
    ])
  })

  it('refuses an Admin their own account and another admin’s', async () => {
    const self = await send('POST', `/api/admin/users/${ID.admin}/ban`, 'admin', { reason: 'Testing' })
    expect(self.status).toBe(403)
    expect((await self.json()).message).toBe(ERROR_TEXTS.userManagementOwnAccount)
    const other = await send('POST', `/api/admin/users/${ID.otherAdmin}/ban`, 'admin', { reason: 'Testing' })
    expect(other.status).toBe(403)
    expect((await other.json()).message).toBe(ERROR_TEXTS.userManagementAdminAccount)
    expect((await roleOf(ID.otherAdmin)).banned).toBe(false)
  })
})

describe('POST /api/admin/users/{id}/impersonate ("log in as": Super Admin only, never of an admin)', () => {
  it('refuses an Admin, and a Super Admin an admin’s account', async () => {
    const asAdmin = await send('POST', `/api/admin/users/${ID.plain}/impersonate`, 'admin')
    expect(asAdmin.status).toBe(403)
    expect(asAdmin.headers.getSetCookie()).toEqual([])
    const ofAdmin = await send('POST', `/api/admin/users/${ID.otherAdmin}/impersonate`, 'superadmin')
    expect(ofAdmin.status).toBe(403)
    expect((await ofAdmin.json()).message).toBe(ERROR_TEXTS.userManagementNoImpersonatingAdmins)
    expect((await trailOf(ID.otherAdmin)).filter((event) => event.action === 'user.impersonated')).toEqual([])
  })

  it('logs a Super Admin in as the user through cookies only, and records it', async () => {
    const superCookie = await app.login('superadmin@example.com')
    const response = await app.request('POST', `/api/admin/users/${ID.customer}/impersonate`, { cookie: superCookie })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      user: { id: ID.customer, email: 'customer@example.com', name: 'Casey Customer' },
    })
    expect(text).not.toMatch(/token/i)
    const cookie = cookieFrom(response)
    const me = await (await app.request('GET', '/api/user/me', { cookie })).json()
    expect(me.id).toBe(ID.customer)
    expect((await trailOf(ID.customer)).at(-1)).toMatchObject({
      action: 'user.impersonated',
      actorUserId: ID.superadmin,
    })
  })
})

describe('GET /api/admin/audit-events (Admin; read-only)', () => {
  it('answers 401 logged out and 403 to staff and customers', async () => {
    expect((await get('/api/admin/audit-events')).status).toBe(401)
    expect((await get('/api/admin/audit-events', 'staff')).status).toBe(403)
    expect((await get('/api/admin/audit-events', 'customer')).status).toBe(403)
  })

  it('lists one subject’s records newest first, with who, whom and the change in words', async () => {
    const page = await (
      await get(`/api/admin/audit-events?subject_type=user&subject_id=${ID.developer}`, 'admin')
    ).json()
    expect(page.meta.total).toBe(1)
    expect(page.data[0]).toMatchObject({
      action: 'user.role-changed',
      actor: { id: ID.superadmin, email: 'superadmin@example.com', name: 'Sky Superadmin' },
      subject_type: 'user',
      subject_id: ID.developer,
      subject_label: 'developer@example.com',
      details: { before: { role: 'user' }, after: { role: 'staff' } },
      summary: 'Role changed from Customer to Staff.',
    })
    const customer = await (
      await get(`/api/admin/audit-events?subject_type=user&subject_id=${ID.customer}`, 'admin')
    ).json()
    const times = customer.data.map((event: { at: string }) => event.at)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('filters by actor, action and day', async () => {
    const bySuper = await (await get('/api/admin/audit-events?actor=superadmin@&per_page=100', 'admin')).json()
    expect(bySuper.data.length).toBeGreaterThan(0)
    expect(bySuper.data.every((event: { actor: { id: string } }) => event.actor.id === ID.superadmin)).toBe(true)
    const bans = await (await get('/api/admin/audit-events?action=user.banned', 'admin')).json()
    expect(bans.data.map((event: { action: string }) => event.action)).toEqual(['user.banned'])
    const today = new Date().toISOString().slice(0, 10)
    const none = await (await get('/api/admin/audit-events?from=2020-01-01&to=2020-01-02', 'admin')).json()
    expect(none.meta.total).toBe(0)
    const all = await (await get(`/api/admin/audit-events?from=${today}&to=${today}`, 'admin')).json()
    expect(all.meta.total).toBeGreaterThan(3)
  })

  it.each([
    ['action=user.deleted', 'action'],
    ['subject_type=User%20X', 'subject_type'],
    ['from=2026-02-30', 'from'],
    ['from=2026-03-05&to=2026-03-01', 'to'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const response = await get(`/api/admin/audit-events?${query}`, 'admin')
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toEqual([field])
  })
})

/** The database's own refusal of a statement (drizzle wraps it as the cause), or 'accepted'. */
const refusalOf = (statement: PromiseLike<unknown>) =>
  Promise.resolve(statement).then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  )

describe('the audit table is append-only in the database itself', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit records', async () => {
    const before = await app.db.select().from(auditEvent)
    expect(before.length).toBeGreaterThan(0)
    const first = eq(auditEvent.id, before[0]!.id)
    expect(await refusalOf(app.db.execute(sql`update audit_event set action = 'user.unbanned'`))).toMatch(
      /append-only: UPDATE on audit_event refused/,
    )
    expect(await refusalOf(app.db.update(auditEvent).set({ details: {} }).where(first))).toMatch(
      /append-only: UPDATE on audit_event refused/,
    )
    expect(await refusalOf(app.db.delete(auditEvent).where(first))).toMatch(
      /append-only: DELETE on audit_event refused/,
    )
    expect(await refusalOf(app.db.execute(sql`truncate audit_event`))).toMatch(
      /append-only: TRUNCATE on audit_event refused/,
    )
    expect(await app.db.select().from(auditEvent)).toEqual(before)
    // Appending is what the table is for.
    expect(
      await refusalOf(app.db.insert(auditEvent).values({ action: 'user.banned', subjectType: 'user', subjectId: 'x' })),
    ).toBe('accepted')
  })
})
