import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFrom, createTestApp, type TestApp } from '../../../test/test-app'

let server: OAuth2Server
let app: TestApp

const MOCK_USER = { sub: 'mock-user-1', email: 'social@example.com', email_verified: true, name: 'Sol Social' }

beforeAll(async () => {
  server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  // Every token and the userinfo answer describe the mock user.
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, MOCK_USER, { aud: 'shop' })
  })
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = MOCK_USER
  })
  app = await createTestApp({
    siteConfig: {
      socialLogins: [
        {
          id: 'mock',
          name: 'Mock ID',
          discoveryUrl: `${server.issuer.url}/.well-known/openid-configuration`,
          clientId: 'shop',
          clientSecret: 'secret',
        },
      ],
    },
  })
})
afterAll(async () => {
  await app?.close()
  await server?.stop()
})

/** A browser's cookie jar, enough for one flow: later cookies replace earlier ones of the same name. */
function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>()
  for (const header of headers) {
    for (const pair of header.split(/;\s*/).filter(Boolean)) {
      const name = pair.slice(0, pair.indexOf('='))
      jar.set(name, pair)
    }
  }
  return [...jar.values()].join('; ')
}

/** Starts a social login and follows the provider back to our callback URL, as a browser would. */
async function startLogin(callbackURL = '/auth/success') {
  const start = await app.request('POST', '/api/auth/sign-in/oauth2', { body: { providerId: 'mock', callbackURL } })
  expect(start.status).toBe(200)
  const { url } = (await start.json()) as { url: string }
  expect(url.startsWith(server.issuer.url!)).toBe(true)
  const authorize = await fetch(url, { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const callback = new URL(authorize.headers.get('location')!)
  return { callback, stateCookie: cookieFrom(start) }
}

describe('social login through a mock OIDC provider', () => {
  it('logs in the provider user: a session cookie is set and GET /api/user/me shows the user', async () => {
    const { callback, stateCookie } = await startLogin()
    expect(callback.pathname).toBe('/api/auth/oauth2/callback/mock')
    expect(callback.searchParams.get('code')).toBeTruthy()
    expect(callback.searchParams.get('state')).toBeTruthy()

    const response = await app.request('GET', `${callback.pathname}${callback.search}`, { cookie: stateCookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/\/auth\/success$/)
    const session = response.headers.getSetCookie().find((c) => c.startsWith('tuneshop.session_token='))
    expect(session).toMatch(/HttpOnly/i)

    const cookie = mergeCookies(stateCookie, cookieFrom(response))
    const me = await app.request('GET', '/api/user/me', { cookie })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: 'social@example.com', name: 'Sol Social', role: 'user' })
  })

  it('the callback without the state cookie does not log in', async () => {
    const { callback } = await startLogin()
    const response = await app.request('GET', `${callback.pathname}${callback.search}`)
    expect(response.status).toBeLessThan(500)
    expect(
      response.headers
        .getSetCookie()
        .some((c) => c.startsWith('tuneshop.session_token=') && !c.startsWith('tuneshop.session_token=;')),
    ).toBe(false)
  })

  it('a forged code or state does not log in and is not a 500', async () => {
    const { callback, stateCookie } = await startLogin()
    for (const search of [
      `?code=forged&state=${callback.searchParams.get('state')}`,
      `?code=${callback.searchParams.get('code')}&state=forged`,
      '?error=access_denied',
      '',
    ]) {
      const response = await app.request('GET', `${callback.pathname}${search}`, { cookie: stateCookie })
      expect(response.status).toBeLessThan(500)
      expect(response.headers.getSetCookie().some((c) => /^tuneshop\.session_token=[^;]/.test(c))).toBe(false)
    }
  })

  it.each([
    ['/api/auth/sign-in/oauth2', { providerId: 'mock', callbackURL: 'https://evil.example/after' }, 'callbackURL'],
    ['/api/auth/sign-in/oauth2', { providerId: 'mock', errorCallbackURL: '//evil.example' }, 'errorCallbackURL'],
    ['/api/auth/sign-in/social', { provider: 'mock', callbackURL: 'https://evil.example/after' }, 'callbackURL'],
    ['/api/auth/sign-in/social', { provider: 'mock', newUserCallbackURL: 'javascript:alert(1)' }, 'newUserCallbackURL'],
  ])('refuses another site as the place to return to: %s %j', async (path, body, field) => {
    const response = await app.request('POST', path, { body })
    expect(response.status).toBe(422)
    const envelope = await response.json()
    expect(envelope.code).toBe('validation_failed')
    expect(Object.keys(envelope.errors)).toEqual([field])
  })

  it('accepts our own absolute address as the place to return to', async () => {
    const response = await app.request('POST', '/api/auth/sign-in/oauth2', {
      body: { providerId: 'mock', callbackURL: 'http://shop.test/auth/success', errorCallbackURL: '/auth/error' },
    })
    expect(response.status).toBe(200)
  })

  it('an unknown provider is answered in the envelope, not a 500', async () => {
    const response = await app.request('POST', '/api/auth/sign-in/oauth2', { body: { providerId: 'nope' } })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) })
  })
})
