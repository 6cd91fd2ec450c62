import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session, user } from '../src/db/schema/auth'
import { outboxMail } from '../src/db/schema/mail'
import { createSiteApp } from '../src/server'
import { cookieFrom, createTestApp, TEST_ORIGIN, type TestApp } from './test-app'

/**
 * Decision 0067: accounts resist abuse. Failed logins cannot lock an owner out, the client address is
 * only taken from a trusted proxy, account mails are limited, weak passwords are refused, and sign-up does
 * not tell whether an e-mail is registered. The limits are the defaults (README, Configuration).
 */
let app: TestApp
let now = Date.now()
const advance = (seconds: number) => {
  now += seconds * 1000
}

beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => new Date(now), env: { MAIL_MAX_PER_IP: '10' } })
})
afterAll(async () => {
  await app?.close()
})

const signIn = (email: string, password: string, ip: string) =>
  app.request('POST', '/api/auth/sign-in/email', { body: { email, password }, ip })
const mailsTo = async (email: string) => app.db.select().from(outboxMail).where(eq(outboxMail.to, email))

describe('failed logins: a stranger cannot lock the owner out', () => {
  it("a stranger's many failures from elsewhere leave the owner logging in from home at once", async () => {
    const home = '203.0.113.10'
    // The owner has logged in from home before (a session from that address).
    await app.login('admin@example.com')
    expect((await signIn('admin@example.com', 'demo-password', home)).status).toBe(200)
    for (let i = 0; i < 40; i++) {
      const response = await signIn('admin@example.com', `guess-number-${i}`, '198.51.100.66')
      expect([401, 429]).toContain(response.status)
    }
    expect((await signIn('admin@example.com', 'demo-password', home)).status).toBe(200)
  })

  it('from a new address the owner waits seconds at most, never 15 minutes', async () => {
    for (let i = 0; i < 12; i++) {
      await signIn('staff@example.com', `guess-number-${i}`, `198.51.100.${100 + i}`)
      advance(60)
    }
    await signIn('staff@example.com', 'one-more-guess', '198.51.100.99')
    const blocked = await signIn('staff@example.com', 'demo-password', '192.0.2.33')
    expect(blocked.status).toBe(429)
    const wait = Number(blocked.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    advance(wait)
    expect((await signIn('staff@example.com', 'demo-password', '192.0.2.33')).status).toBe(200)
  })

  it('the limit per (account, address) bites: the 6th attempt from one address waits for the window, even with the right password', async () => {
    const ip = '198.51.100.5'
    for (let i = 0; i < 5; i++) expect((await signIn('dealer@example.com', `wrong-${i}`, ip)).status).toBe(401)
    const response = await signIn('dealer@example.com', 'demo-password', ip)
    expect(response.status).toBe(429)
    expect((await response.json()).code).toBe('rate_limited')
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(60)
    // The same address may still log in to another account, and the owner from elsewhere.
    expect((await signIn('developer@example.com', 'demo-password', ip)).status).toBe(200)
    expect((await signIn('dealer@example.com', 'demo-password', '192.0.2.5')).status).toBe(200)
  })

  it('guesses sent side by side are counted too: at most 5 of 20 parallel attempts from one address are tried', async () => {
    const ip = '198.51.100.7'
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn('affiliate@example.com', `parallel-guess-${i}`, ip)),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true)
  })

  it('the per-account back-off grows from 1 s and is capped at 60 s', async () => {
    // A distributed guesser: every attempt from a new address.
    let host = 1
    const guess = () => signIn('tuner@example.com', 'still-guessing', `100.64.0.${host++}`)
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(401)
    const waits: number[] = []
    for (let i = 0; i < 9; i++) {
      const blocked = await guess()
      expect(blocked.status).toBe(429)
      const wait = Number(blocked.headers.get('retry-after'))
      waits.push(wait)
      advance(wait)
      expect((await guess()).status).toBe(401)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60])
  })
})

describe('the client address comes through trusted proxies only', () => {
  let proxied: TestApp
  beforeAll(async () => {
    proxied = await createTestApp({ seed: true, env: { TRUSTED_PROXIES: '10.0.0.0/8' } })
  })
  afterAll(async () => {
    await proxied?.close()
  })

  /** A sign-in through the whole site app, as if from `peer` with an X-Forwarded-For header. */
  async function signInThrough(peer: string, forwardedFor: string) {
    const site = await createSiteApp(proxied.deps, { webBuildDir: '/nonexistent' })
    const headers = {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
      // A client cannot set the internal header itself.
      'x-tuneshop-client-ip': '192.0.2.250',
    }
    const incoming = { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } }
    const response = await site.request(
      `${TEST_ORIGIN}/api/auth/sign-in/email`,
      { method: 'POST', headers, body: JSON.stringify({ email: 'customer@example.com', password: 'demo-password' }) },
      { incoming },
    )
    expect(response.status).toBe(200)
    const [row] = await proxied.db
      .select({ ip: session.ipAddress })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, 'customer@example.com'))
      .orderBy(session.createdAt)
      .limit(1)
      .offset((await proxied.db.select().from(session)).length - 1)
    return row?.ip
  }

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    expect(await signInThrough('198.51.100.80', '1.2.3.4')).toBe('198.51.100.80')
  })

  it('honours X-Forwarded-For from a trusted proxy, skipping trusted hops from the right', async () => {
    expect(await signInThrough('10.0.0.1', '198.51.100.81')).toBe('198.51.100.81')
    expect(await signInThrough('10.0.0.1', '6.6.6.6, 198.51.100.82, 10.1.2.3')).toBe('198.51.100.82')
  })
})

describe('account mails are limited', () => {
  it('reset mails: at most 3 an hour per account, with the same answer after the limit', async () => {
    const answers: string[] = []
    for (let i = 0; i < 5; i++) {
      const response = await app.request('POST', '/api/auth/request-password-reset', {
        body: { email: 'affiliate@example.com', redirectTo: '/reset-password' },
        ip: `192.0.2.${60 + i}`,
      })
      expect(response.status).toBe(200)
      answers.push(await response.text())
    }
    expect(new Set(answers).size).toBe(1)
    expect(await mailsTo('affiliate@example.com')).toHaveLength(3)
    advance(3601)
    await app.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'affiliate@example.com', redirectTo: '/reset-password' },
    })
    expect(await mailsTo('affiliate@example.com')).toHaveLength(4)
  })

  it('sign-up mails: signing up again and again with one address mails its owner at most 3 times an hour', async () => {
    const email = 'often@example.com'
    for (let i = 0; i < 6; i++) {
      const response = await app.request('POST', '/api/auth/sign-up/email', {
        body: { email, password: 'correct-horse-battery', name: 'Often' },
        ip: `192.0.2.${80 + i}`,
      })
      expect(response.status).toBe(200)
    }
    expect(await mailsTo(email)).toHaveLength(3)
    for (let i = 0; i < 3; i++) {
      await app.request('POST', '/api/auth/send-verification-email', { body: { email }, ip: `192.0.2.${90 + i}` })
    }
    expect(await mailsTo(email)).toHaveLength(3)
  })

  it('one address asking for many accounts’ mails gets 429 after 10 an hour', async () => {
    const ip = '198.51.100.150'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await app.request('POST', '/api/auth/sign-up/email', {
        body: { email: `flood-${i}@example.com`, password: 'correct-horse-battery', name: 'Flood' },
        ip,
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    const sent = await app.db
      .select()
      .from(outboxMail)
      .where(
        inArray(
          outboxMail.to,
          Array.from({ length: 11 }, (_, i) => `flood-${i}@example.com`),
        ),
      )
    expect(sent).toHaveLength(10)
    // Another address is not limited by it.
    const other = await app.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'flood-11@example.com', password: 'correct-horse-battery', name: 'Flood' },
      ip: '198.51.100.151',
    })
    expect(other.status).toBe(200)
  })
})

describe('weak passwords are refused with a field error', () => {
  it.each([
    ['aaaaaaaaaa', 'at least 12 characters'],
    ['1234567890', 'at least 12 characters'],
    ['eleven-char', 'at least 12 characters'],
    ['aaaaaaaaaaaa', 'one character repeated'],
    ['weak.person@example.com', 'built from your name'],
    ['weak.person2024', 'built from your name'],
    ['Weak Person 1', 'built from your name'],
    ['TuneShop2024!', 'built from your name'],
    ['password1234', 'most common passwords'],
    ['qwerty123456', 'most common passwords'],
  ])('sign-up with %j: 422 validation_failed, errors.password says %j', async (password, reason) => {
    const response = await app.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'weak.person@example.com', password, name: 'Weak Person' },
      ip: '192.0.2.140',
    })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors)).toEqual(['password'])
    expect(body.errors.password[0]).toContain(reason)
  })

  it('reset-password refuses the same, as errors.newPassword, and keeps the old password', async () => {
    await app.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'superadmin@example.com', redirectTo: '/reset-password' },
      ip: '192.0.2.141',
    })
    const [mail] = await mailsTo('superadmin@example.com')
    const token = /reset-password\/([^?\s/]+)/.exec(mail!.text)?.[1]
    for (const newPassword of ['superadmin-example', 'password1234', '1234567890']) {
      const response = await app.request('POST', '/api/auth/reset-password', { body: { token, newPassword } })
      expect(response.status).toBe(422)
      const body = await response.json()
      expect(body.code).toBe('validation_failed')
      expect(Object.keys(body.errors)).toEqual(['newPassword'])
    }
    expect((await signIn('superadmin@example.com', 'demo-password', '192.0.2.141')).status).toBe(200)
  })

  it('change-password refuses a weak new password too', async () => {
    const cookie = await app.signUp('changer@example.com')
    const response = await app.request('POST', '/api/auth/change-password', {
      body: { currentPassword: 'correct-horse-battery', newPassword: 'changer-changer' },
      cookie,
    })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toEqual(['newPassword'])
  })
})

describe('sign-up does not tell whether an e-mail is registered', () => {
  const signUp = (email: string) =>
    app.request('POST', '/api/auth/sign-up/email', {
      body: { email, password: 'correct-horse-battery', name: 'Same Answer' },
      ip: '192.0.2.160',
    })

  it('an existing and a new e-mail get byte-identical answers; the owner gets a mail saying so', async () => {
    const existing = await signUp('customer@example.com')
    const fresh = await signUp('brand-new@example.com')
    expect(existing.status).toBe(200)
    expect(fresh.status).toBe(existing.status)
    expect(fresh.headers.getSetCookie()).toEqual(existing.headers.getSetCookie())
    expect(existing.headers.getSetCookie()).toEqual([])
    expect(fresh.headers.get('content-type')).toBe(existing.headers.get('content-type'))
    expect(await fresh.text()).toBe(await existing.text())

    const [notice] = await mailsTo('customer@example.com')
    expect(notice?.subject).toMatch(/sign up/i)
    const [verify] = await mailsTo('brand-new@example.com')
    expect(verify?.text).toContain('/api/auth/verify-email?token=')
  })

  it('the new account logs in after following the mailed link, and not before', async () => {
    const email = 'follows-link@example.com'
    await signUp(email)
    const early = await signIn(email, 'correct-horse-battery', '192.0.2.161')
    expect(early.status).toBe(403)
    expect((await early.json()).code).toBe('email_not_verified')
    const [mail] = await mailsTo(email)
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0])
    const opened = await app.request('GET', `${link.pathname}${link.search}`)
    expect(opened.status).toBe(302)
    const cookie = cookieFrom(opened)
    expect(cookie).toContain('tuneshop.session_token=')
    const me = await app.request('GET', '/api/user/me', { cookie })
    expect((await me.json()).email).toBe(email)
    expect((await signIn(email, 'correct-horse-battery', '192.0.2.161')).status).toBe(200)
    const [row] = await app.db
      .select({ verified: user.emailVerified })
      .from(user)
      .where(and(eq(user.email, email)))
    expect(row?.verified).toBe(true)
  })

  it('the reset answer is the same for a known and an unknown e-mail', async () => {
    const ask = (email: string) =>
      app.request('POST', '/api/auth/request-password-reset', {
        body: { email, redirectTo: '/reset-password' },
        ip: '192.0.2.162',
      })
    const known = await ask('developer@example.com')
    const unknown = await ask('nobody-at-all@example.com')
    expect(unknown.status).toBe(known.status)
    expect(unknown.headers.getSetCookie()).toEqual(known.headers.getSetCookie())
    expect(await unknown.text()).toBe(await known.text())
  })
})
