import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from '../src/auth/client-ip-header'
import { cookieFrom, createTestApp, type TestApp } from './test-app'

/** A shop started with no settings (`npm start`): no PUBLIC_URL, port 3000. */
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true, publicUrl: null, env: { PORT: '3000' } })
})
afterAll(async () => {
  await app?.close()
})

function post(origin: string, path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = {
    origin,
    'content-type': 'application/json',
    [CLIENT_IP_HEADER]: '203.0.113.9',
  }
  if (cookie) headers.cookie = cookie
  return app.api.request(`${origin}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
}

describe('logging in on a shop started without PUBLIC_URL', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'works at %s, and so does logging out (a request with the session cookie)',
    async (origin) => {
      const login = await post(origin, '/api/auth/sign-in/email', {
        email: 'customer@example.com',
        password: 'demo-password',
      })
      expect(login.status).toBe(200)
      const cookie = cookieFrom(login)
      expect(cookie).toContain('tuneshop.session_token=')
      expect((await post(origin, '/api/auth/sign-out', {}, cookie)).status).toBe(200)
    },
  )

  it('is refused from another origin', async () => {
    const response = await app.api.request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'http://evil.test', 'content-type': 'application/json', [CLIENT_IP_HEADER]: '203.0.113.9' },
      body: JSON.stringify({ email: 'customer@example.com', password: 'demo-password' }),
    })
    expect(response.status).toBe(403)
  })
})
