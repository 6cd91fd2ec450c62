import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, user } from '../../db/schema/auth'
import { outboxMail } from '../../db/schema/mail'
import { cookieFrom, createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => /^(__Secure-)?tuneshop\.session_token=/.test(cookie))

describe('sign-up and the session cookie', () => {
  it('answers "check your e-mail" without a cookie; the mailed link sets an HttpOnly, SameSite=Lax session cookie, not Secure on http, and no token', async () => {
    const response = await app.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'cookie@example.com', password: 'correct-horse-battery', name: 'Cookie' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'check_email' })
    expect(sessionCookieOf(response)).toBeUndefined()
    const link = await app.verificationLinkOf('cookie@example.com')
    const opened = await app.request('GET', `${link!.pathname}${link!.search}`)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/')
    const cookie = sessionCookieOf(opened)
    expect(cookie).toMatch(/^tuneshop\.session_token=/)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(cookie).not.toMatch(/;\s*Secure/i)
    const me = await app.request('GET', '/api/user/me', { cookie: cookieFrom(opened) })
    expect(await me.json()).toMatchObject({ email: 'cookie@example.com', name: 'Cookie' })
  })

  it('sets a Secure cookie when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://shop.test' } })
    try {
      const response = await secure.request('POST', '/api/auth/sign-up/email', {
        body: { email: 'secure@example.com', password: 'correct-horse-battery', name: 'Secure' },
        headers: { origin: 'https://shop.test' },
      })
      expect(response.status).toBe(200)
      const link = await secure.verificationLinkOf('secure@example.com')
      expect(link?.origin).toBe('https://shop.test')
      const opened = await secure.request('GET', `${link!.pathname}${link!.search}`)
      const cookie = sessionCookieOf(opened)
      expect(cookie).toMatch(/;\s*Secure/i)
      expect(cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie).toMatch(/;\s*SameSite=Lax/i)
      const me = await secure.request('GET', '/api/user/me', { cookie: cookieFrom(opened) })
      expect(me.status).toBe(200)
    } finally {
      await secure.close()
    }
  })

  it('stores the password hashed', async () => {
    await app.signUp('hashed@example.com', 'correct-horse-battery')
    const [row] = await app.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, 'hashed@example.com'), eq(account.providerId, 'credential')))
    expect(row?.password).toBeTruthy()
    expect(row?.password).not.toBe('correct-horse-battery')
    expect(row?.password).not.toContain('correct-horse-battery')
    expect(row!.password!.length).toBeGreaterThan(40)
  })

  it('sign-in answers without the token too', async () => {
    const response = await app.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'customer@example.com', password: 'demo-password' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).not.toHaveProperty('token')
    const session = await app.request('GET', '/api/auth/get-session', { cookie: cookieFrom(response) })
    const body = await session.json()
    expect(body.user.email).toBe('customer@example.com')
    expect(body.session).not.toHaveProperty('token')
  })
})

describe("the auth library's errors in our envelope", () => {
  it('a registered e-mail gets the same answer as a new one, not user_already_exists (decision 0067)', async () => {
    await app.signUp('twice@example.com')
    const response = await app.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'twice@example.com', password: 'correct-horse-battery', name: 'Twice' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'check_email' })
  })

  it('a short password is 422 validation_failed with errors.password', async () => {
    const response = await app.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'short@example.com', password: 'short', name: 'Short' },
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Some fields were not correct.',
      errors: { password: ['Password must be at least 12 characters'] },
    })
  })

  it('a bad email or missing fields are 422 validation_failed naming the fields', async () => {
    const bad = await app.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'not-an-email', password: 'correct-horse-battery', name: 'Bad' },
    })
    expect(bad.status).toBe(422)
    const body = await bad.json()
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors)).toEqual(['email'])

    const missing = await (await app.request('POST', '/api/auth/sign-up/email', { body: {} })).json()
    expect(missing.errors).toMatchObject({
      name: ['Name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
    })
  })

  it('401 invalid_email_or_password for a wrong password', async () => {
    const response = await app.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'admin@example.com', password: 'wrong-password' },
      ip: '198.51.100.200',
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 'invalid_email_or_password', message: expect.any(String) })
  })
})

describe('logout', () => {
  it('ends the session: the old cookie no longer works', async () => {
    const cookie = await app.signUp('logout@example.com')
    expect((await app.request('GET', '/api/user/me', { cookie })).status).toBe(200)
    const response = await app.request('POST', '/api/auth/logout', { cookie })
    expect(response.status).toBe(204)
    expect(
      response.headers.getSetCookie().some((c) => /^tuneshop\.session_token=;/.test(c) || /Max-Age=0/i.test(c)),
    ).toBe(true)
    const after = await app.request('GET', '/api/user/me', { cookie })
    expect(after.status).toBe(401)
    expect(after.headers.get('x-identity')).toBe('anonymous')
  })

  it('answers 204 when not logged in', async () => {
    expect((await app.request('POST', '/api/auth/logout')).status).toBe(204)
  })
})

describe('login rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ seed: true, env: { LOGIN_MAX_PER_ACCOUNT_AND_IP: '3', LOGIN_MAX_PER_IP: '5' } })
  })
  afterAll(async () => {
    await limited?.close()
  })
  const signIn = (email: string, password: string, ip: string) =>
    limited.request('POST', '/api/auth/sign-in/email', { body: { email, password }, ip })

  it('3 wrong passwords for one account from one address: the 4th from there, even with the right password, gets 429 with Retry-After; elsewhere the owner logs in', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signIn('customer@example.com', 'wrong-password', '192.0.2.1')).status).toBe(401)
    }
    const response = await signIn('customer@example.com', 'demo-password', '192.0.2.1')
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await response.json()).code).toBe('rate_limited')
    // The account's email in another case is the same account.
    expect((await signIn('Customer@Example.com', 'demo-password', '192.0.2.1')).status).toBe(429)
    // A stranger's failures do not lock the owner out (decision 0067).
    expect((await signIn('customer@example.com', 'demo-password', '192.0.2.50')).status).toBe(200)
  })

  it('5 wrong passwords from one address across accounts: the 6th gets 429; another address is not limited', async () => {
    const accounts = ['dealer@example.com', 'tuner@example.com', 'affiliate@example.com']
    for (let i = 0; i < 5; i++) {
      expect((await signIn(accounts[i % 3]!, 'wrong-password', '198.51.100.9')).status).toBe(401)
    }
    const response = await signIn('developer@example.com', 'demo-password', '198.51.100.9')
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBeTruthy()
    expect((await signIn('developer@example.com', 'demo-password', '198.51.100.10')).status).toBe(200)
  })

  it('a successful login resets the count of the account from that address', async () => {
    const ip = '203.0.113.99'
    expect((await signIn('staff@example.com', 'wrong-password', ip)).status).toBe(401)
    expect((await signIn('staff@example.com', 'wrong-password', ip)).status).toBe(401)
    expect((await signIn('staff@example.com', 'demo-password', ip)).status).toBe(200)
    expect((await signIn('staff@example.com', 'wrong-password', ip)).status).toBe(401)
    expect((await signIn('staff@example.com', 'wrong-password', ip)).status).toBe(401)
    expect((await signIn('staff@example.com', 'demo-password', ip)).status).toBe(200)
  })

  it('a malformed sign-in is not counted as a failure and is not a 500', async () => {
    for (const body of ['{', '[]', '{"email": 5}']) {
      const response = await limited.request('POST', '/api/auth/sign-in/email', { body, ip: '198.51.100.77' })
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
    expect((await signIn('superadmin@example.com', 'demo-password', '198.51.100.77')).status).toBe(200)
  })
})

describe('password reset', () => {
  // Reset mails only: a signed-up account also got its confirmation mail.
  const mailsTo = (email: string) =>
    app.db
      .select()
      .from(outboxMail)
      .where(and(eq(outboxMail.to, email), like(outboxMail.subject, 'Reset%')))

  it('mails a link with a token for a known email; the token changes the password once', async () => {
    await app.signUp('forgetful@example.com', 'old-password-123')
    const response = await app.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'forgetful@example.com', redirectTo: '/reset-password' },
    })
    expect(response.status).toBe(200)
    const mails = await mailsTo('forgetful@example.com')
    expect(mails).toHaveLength(1)
    const link = /https?:\/\/\S+/.exec(mails[0]!.text)?.[0]
    expect(link).toBeTruthy()
    const token = /reset-password\/([^?\s/]+)/.exec(link!)?.[1]
    expect(token).toBeTruthy()
    // The link itself leads to our reset page with the token.
    const url = new URL(link!)
    expect(url.origin).toBe('http://shop.test')
    const opened = await app.request('GET', `${url.pathname}${url.search}`)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`http://shop.test/reset-password?token=${token}`)

    const reset = await app.request('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'new-password-456' },
    })
    expect(reset.status).toBe(200)
    const oldLogin = await app.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'forgetful@example.com', password: 'old-password-123' },
      ip: '192.0.2.200',
    })
    expect(oldLogin.status).toBe(401)
    expect(await app.login('forgetful@example.com', 'new-password-456')).toContain('tuneshop.session_token=')

    const reuse = await app.request('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'third-password-789' },
    })
    expect(reuse.status).toBe(400)
    expect((await reuse.json()).code).toBe('invalid_token')
    expect(await app.login('forgetful@example.com', 'new-password-456')).toBeTruthy()
  })

  it('an unknown email gets the same answer and no mail', async () => {
    const before = (await app.db.select().from(outboxMail)).length
    const known = await app.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'customer@example.com', redirectTo: '/reset-password' },
    })
    const unknown = await app.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'nobody-here@example.com', redirectTo: '/reset-password' },
    })
    expect(unknown.status).toBe(known.status)
    expect(await unknown.json()).toEqual(await known.json())
    expect(await mailsTo('nobody-here@example.com')).toEqual([])
    expect((await app.db.select().from(outboxMail)).length).toBe(before + 1)
  })

  it('a reset link never leads to another site', async () => {
    await app.signUp('phished@example.com')
    const response = await app.request('POST', '/api/auth/request-password-reset', {
      body: { email: 'phished@example.com', redirectTo: 'https://evil.example/steal' },
    })
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({ redirectTo: ['Redirect to must be a page of this site'] })
    expect(await mailsTo('phished@example.com')).toEqual([])
    const link = await app.request('GET', '/api/auth/reset-password/some-token?callbackURL=https://evil.example/steal')
    expect(link.status).toBe(422)
  })

  it('a wrong token is refused in our envelope', async () => {
    const response = await app.request('POST', '/api/auth/reset-password', {
      body: { token: 'not-a-token', newPassword: 'new-password-456' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'invalid_token', message: expect.any(String) })
  })
})

describe('GET /api/auth/redirect', () => {
  it.each([
    ['/profile/orders', '/login?redirect=%2Fprofile%2Forders'],
    ['https://evil.com', '/login?redirect=%2F'],
    ['//evil.com', '/login?redirect=%2F'],
  ])('logged out: %s → 302 %s', async (url, location) => {
    const response = await app.request('GET', `/api/auth/redirect?url=${encodeURIComponent(url)}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
  })

  it.each([
    ['/profile/orders', '/profile/orders'],
    ['/catalog?make=audi#x', '/catalog?make=audi#x'],
    ['https://evil.com', '/'],
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['/.//evil.com', '/'],
    ['javascript:alert(1)', '/'],
  ])('logged in: %s → 302 %s', async (url, location) => {
    const cookie = await app.login('customer@example.com')
    const response = await app.request('GET', `/api/auth/redirect?url=${encodeURIComponent(url)}`, { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
  })

  it('without url goes home', async () => {
    const cookie = await app.login('customer@example.com')
    const response = await app.request('GET', '/api/auth/redirect', { cookie })
    expect(response.headers.get('location')).toBe('/')
  })
})
