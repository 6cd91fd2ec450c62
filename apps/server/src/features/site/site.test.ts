import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../../db/schema/auth'
import { alert } from '../../db/schema/site'
import { createTestApp, type TestApp } from '../../../test/test-app'

const CUSTOMER_ID = '00000000-0000-4000-8000-000000000001'
let now = new Date('2026-03-02T18:00:00Z')
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now })
})
afterAll(async () => {
  await app?.close()
})

const uiState = async (cookie?: string) => {
  const response = await app.request('GET', '/api/global/v1/ui-state', { cookie })
  expect(response.status).toBe(200)
  return response.json()
}
const alertTitles = async (cookie?: string) =>
  ((await (await app.request('GET', '/api/alerts', { cookie })).json()).data as { title: string }[]).map((a) => a.title)

describe('GET /api/global/v1/ui-state', () => {
  it('for anonymous: no user, no dealer, the default currency, the public site options', async () => {
    const state = await uiState()
    expect(state).toMatchObject({
      user: null,
      dealer: null,
      tuner: null,
      dealer_onboarding_progress: null,
      // The demo seed's automatic codes (store feature); hidden ones only in hcodes.
      codes: ['WINTER15'],
      hcodes: ['MERCH10'],
      display_currency: 'USD',
    })
    expect(state.alerts.map((a: { title: string }) => a.title)).toContain('Winter shipping schedule')
    expect(state.site).toMatchObject({
      brandName: 'TuneShop',
      regions: [1],
      supportHours: { start: 9, end: 17, days: [1, 2, 3, 4, 5], timeZone: 'America/Los_Angeles' },
    })
    expect(JSON.stringify(state.site)).not.toContain('clientSecret')
  })

  it('for a logged-in user: the user with preferred_display_currency, which becomes the display currency', async () => {
    await app.db.update(user).set({ preferredDisplayCurrency: 'EUR' }).where(eq(user.id, CUSTOMER_ID))
    const state = await uiState(await app.login('customer@example.com'))
    expect(state.user).toMatchObject({ email: 'customer@example.com', preferred_display_currency: 'EUR' })
    expect(state.display_currency).toBe('EUR')
    expect(state.dealer).toBeNull()
  })

  it('for a user banned while logged in: no user, as if logged out', async () => {
    const cookie = await app.login('customer@example.com')
    // Written behind the API's back: the writer evicts the remembered sessions, as every account write does.
    await app.db.update(user).set({ banned: true }).where(eq(user.id, CUSTOMER_ID))
    await app.deps.globalState.forgetUser(CUSTOMER_ID)
    try {
      expect((await uiState(cookie)).user).toBeNull()
    } finally {
      await app.db.update(user).set({ banned: false }).where(eq(user.id, CUSTOMER_ID))
      await app.deps.globalState.forgetUser(CUSTOMER_ID)
    }
    expect((await uiState(cookie)).user).toMatchObject({ email: 'customer@example.com' })
  })

  it('for the demo dealer: the dealer of the membership', async () => {
    const state = await uiState(await app.login('dealer@example.com'))
    expect(state.dealer).toEqual({
      id: '00000000-0000-4000-8000-0000000000d1',
      slug: 'redline-performance',
      name: 'Redline Performance',
      preferred_display_currency: null,
    })
    expect(state.tuner).toBeNull()
  })

  it('for the demo tuner: the tuner company', async () => {
    const state = await uiState(await app.login('tuner@example.com'))
    expect(state.tuner).toMatchObject({ slug: 'boost-lab-tuning' })
  })

  it('"display currency must be one of the store currencies, else the first store currency" (SPEC §5)', async () => {
    const shop = await createTestApp({ seed: true, siteConfig: { currencies: ['CAD', 'USD'], defaultCurrency: 'USD' } })
    try {
      await shop.db.update(user).set({ preferredDisplayCurrency: 'JPY' }).where(eq(user.id, CUSTOMER_ID))
      const cookie = await shop.login('customer@example.com')
      const state = await (await shop.request('GET', '/api/global/v1/ui-state', { cookie })).json()
      expect(state.display_currency).toBe('CAD')
      const anonymous = await (await shop.request('GET', '/api/global/v1/ui-state')).json()
      expect(anonymous.display_currency).toBe('USD')
    } finally {
      await shop.close()
    }
  })

  it('a Canadian storefront shows CAD by default (SPEC §9)', async () => {
    const shop = await createTestApp({ siteConfig: { forceCad: true } })
    try {
      const state = await (await shop.request('GET', '/api/global/v1/ui-state')).json()
      expect(state.display_currency).toBe('CAD')
      expect(state.site.defaultCurrency).toBe('CAD')
    } finally {
      await shop.close()
    }
  })
})

describe('alerts', () => {
  let ids: Record<string, number>
  beforeAll(async () => {
    const rows = await app.db
      .insert(alert)
      .values([
        { type: 'warning', title: 'Everyone' },
        { type: 'info', title: 'Only Casey', userId: CUSTOMER_ID },
        { type: 'error', title: 'Expired', endsAt: new Date('2026-03-01T00:00:00Z') },
        { type: 'success', title: 'Future', startsAt: new Date('2026-03-10T00:00:00Z') },
        {
          type: 'info',
          title: 'Window',
          startsAt: new Date('2026-03-02T18:00:00Z'),
          endsAt: new Date('2026-03-02T19:00:00Z'),
        },
      ])
      .returning({ id: alert.id, title: alert.title })
    ids = Object.fromEntries(rows.map((row) => [row.title, row.id]))
    // An alert write evicts the remembered alerts (decision 0020).
    await app.deps.globalState.forgetAlerts(null)
  })

  it('remembers the alerts per process: a write behind its back shows only after the eviction', async () => {
    const before = await alertTitles()
    const [row] = await app.db.insert(alert).values({ type: 'info', title: 'Late' }).returning({ id: alert.id })
    try {
      expect(await alertTitles()).toEqual(before)
      await app.deps.globalState.forgetAlerts(null)
      expect(await alertTitles()).toContain('Late')
    } finally {
      await app.db.delete(alert).where(eq(alert.id, row!.id))
      await app.deps.globalState.forgetAlerts(null)
    }
  })

  it('a user-targeted alert is seen by that user and invisible to others', async () => {
    expect(await alertTitles(await app.login('customer@example.com'))).toContain('Only Casey')
    expect(await alertTitles(await app.login('dealer@example.com'))).not.toContain('Only Casey')
    expect(await alertTitles()).not.toContain('Only Casey')
    const state = await uiState(await app.login('dealer@example.com'))
    expect(state.alerts.map((a: { title: string }) => a.title)).not.toContain('Only Casey')
  })

  it('another user cannot close (or learn of) a user-targeted alert: 404', async () => {
    const cookie = await app.login('dealer@example.com')
    const response = await app.request('POST', `/api/alerts/${ids['Only Casey']}/close`, { cookie })
    expect(response.status).toBe(404)
    expect(await alertTitles(await app.login('customer@example.com'))).toContain('Only Casey')
  })

  it('time windows: shown from startsAt (inclusive) until endsAt (exclusive)', async () => {
    now = new Date('2026-03-02T18:00:00Z')
    let titles = await alertTitles()
    expect(titles).toEqual(expect.arrayContaining(['Everyone', 'Window']))
    expect(titles).not.toContain('Expired')
    expect(titles).not.toContain('Future')
    now = new Date('2026-03-02T17:59:59Z')
    expect(await alertTitles()).not.toContain('Window')
    now = new Date('2026-03-02T19:00:00Z')
    expect(await alertTitles()).not.toContain('Window')
    now = new Date('2026-03-10T00:00:00Z')
    titles = await alertTitles()
    expect(titles).toContain('Future')
    now = new Date('2026-03-02T18:00:00Z')
  })

  it('a closed alert stays closed for that user and not for others', async () => {
    const casey = await app.login('customer@example.com')
    const response = await app.request('POST', `/api/alerts/${ids.Everyone}/close`, { cookie: casey })
    expect(response.status).toBe(204)
    expect(await alertTitles(casey)).not.toContain('Everyone')
    expect(await alertTitles(await app.login('customer@example.com'))).not.toContain('Everyone')
    const state = await uiState(casey)
    expect(state.alerts.map((a: { title: string }) => a.title)).not.toContain('Everyone')
    expect(await alertTitles(await app.login('dealer@example.com'))).toContain('Everyone')
    expect(await alertTitles()).toContain('Everyone')
    // Closing twice is fine.
    expect((await app.request('POST', `/api/alerts/${ids.Everyone}/close`, { cookie: casey })).status).toBe(204)
  })

  it('a visitor may close (kept by the browser) and an unknown alert is 404 for a user', async () => {
    expect((await app.request('POST', `/api/alerts/${ids.Window}/close`)).status).toBe(204)
    expect(await alertTitles()).toContain('Window')
    const cookie = await app.login('customer@example.com')
    expect((await app.request('POST', '/api/alerts/999999/close', { cookie })).status).toBe(404)
    expect((await app.request('POST', '/api/alerts/abc/close', { cookie })).status).toBe(422)
  })
})
