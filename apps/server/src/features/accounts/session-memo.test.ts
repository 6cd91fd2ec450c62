import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { member, session } from '../../db/schema/auth'
import { createTestApp, type TestApp } from '../../../test/test-app'

/**
 * Decision 0020: one session lookup, remembered per process for a few seconds, and evicted at once by the writes
 * that change who someone is.
 */
let app: TestApp
beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

const ENGINE = '/api/v1/ecu/makes/volkswagen/years/2019/models/golf-gti/engines/ea888-gen3'
const uiState = async (cookie?: string) => (await app.request('GET', '/api/global/v1/ui-state', { cookie })).json()
const engine = async (cookie?: string) => {
  const response = await app.request('GET', ENGINE, { cookie })
  expect(response.status).toBe(200)
  return {
    body: await response.json(),
    identity: response.headers.get('X-Identity'),
    cache: response.headers.get('X-Cache'),
  }
}
type Tune = { is_stock: boolean; dealerprice: unknown }
const hasDealerPrices = (body: { tunes: Tune[] }) => body.tunes.some((tune) => !tune.is_stock && tune.dealerprice)

describe('the session memo', () => {
  it('answers from memory: a session deleted behind its back is still known until evicted', async () => {
    const cookie = await app.login('customer@example.com')
    const me = (await uiState(cookie)).user
    expect(me).toMatchObject({ email: 'customer@example.com' })
    await app.db.delete(session).where(eq(session.userId, me.id))
    // Remembered: no query told it (this is what makes a logged-in page cheap).
    expect((await uiState(cookie)).user).toMatchObject({ email: 'customer@example.com' })
    await app.deps.globalState.forgetUser(me.id)
    expect((await uiState(cookie)).user).toBeNull()
  })

  it('logout (POST /api/auth/logout): the next request with the old cookie is anonymous at once', async () => {
    const cookie = await app.login('customer@example.com')
    expect((await uiState(cookie)).user).toMatchObject({ email: 'customer@example.com' })
    expect((await engine(cookie)).identity).not.toBe('anonymous')
    expect((await app.request('POST', '/api/auth/logout', { cookie })).status).toBe(204)
    expect((await uiState(cookie)).user).toBeNull()
    expect((await app.request('GET', '/api/user/me', { cookie })).status).toBe(401)
    // The catalog's fast lane reads the same memo: no stale identity there either.
    expect((await engine(cookie)).identity).toBe('anonymous')
  })

  it("the auth library's sign-out too", async () => {
    const cookie = await app.login('dealer@example.com')
    expect((await uiState(cookie)).user).toMatchObject({ email: 'dealer@example.com' })
    expect((await app.request('POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200)
    expect((await uiState(cookie)).user).toBeNull()
    expect(hasDealerPrices((await engine(cookie)).body)).toBe(false)
  })

  it('a changed preferred currency shows at once, in the global state and in catalog prices', async () => {
    const cookie = await app.login('customer@example.com')
    expect((await uiState(cookie)).display_currency).toBe('USD')
    expect((await engine(cookie)).body.currency).toBe('USD')
    // Twice: the second answer comes from the fast lane, keyed by the remembered preference.
    expect((await engine(cookie)).cache).toBe('hit')
    const changed = await app.request('PATCH', '/api/user/me', {
      cookie,
      body: { name: 'Casey Customer', preferred_display_currency: 'EUR' },
    })
    expect(changed.status).toBe(200)
    try {
      expect((await uiState(cookie)).display_currency).toBe('EUR')
      expect((await engine(cookie)).body.currency).toBe('EUR')
    } finally {
      await app.request('PATCH', '/api/user/me', {
        cookie,
        body: { name: 'Casey Customer', preferred_display_currency: null },
      })
    }
    expect((await uiState(cookie)).display_currency).toBe('USD')
  })

  it('a membership change evicts through forgetUser: dealer prices go at once', async () => {
    const cookie = await app.login('dealer@example.com')
    const dealer = (await uiState(cookie)).user
    expect(hasDealerPrices((await engine(cookie)).body)).toBe(true)
    const [membership] = await app.db.delete(member).where(eq(member.userId, dealer.id)).returning()
    try {
      await app.deps.globalState.forgetUser(dealer.id)
      expect(hasDealerPrices((await engine(cookie)).body)).toBe(false)
      expect((await uiState(cookie)).dealer).toBeNull()
    } finally {
      await app.db.insert(member).values(membership!)
      await app.deps.globalState.forgetUser(dealer.id)
    }
    expect(hasDealerPrices((await engine(cookie)).body)).toBe(true)
  })
})
