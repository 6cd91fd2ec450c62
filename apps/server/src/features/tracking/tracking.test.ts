import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageView, shortLink, tagAttribution } from '../../db/schema/site'
import { cookieFrom, createTestApp, type TestApp } from '../../../test/test-app'
import { currentAttribution } from './tracking.service'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const CUSTOMER_ID = '00000000-0000-4000-8000-000000000001'
let now = new Date('2026-03-02T18:00:00Z')
let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now })
})
afterAll(async () => {
  await app?.close()
})

const form = (params: Record<string, string>) => new URLSearchParams(params).toString()
const beacon = (params: Record<string, string>, headers: Record<string, string> = {}, cookie?: string) =>
  app.request('POST', '/api/v1/track/pv', {
    body: form(params),
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', 'user-agent': CHROME, ...headers },
  })
const viewsOf = (path: string) => app.db.select().from(pageView).where(eq(pageView.path, path))

describe('page views (SPEC §7 tracking: p, r, t, e, s, b, q, rnd)', () => {
  it('a beacon is stored with its fields, a visitor id cookie is set, no bot code for a person', async () => {
    const response = await beacon({
      p: '/catalog/audi',
      r: 'https://search.example/?q=tune',
      t: 'Audi tunes | TuneShop',
      e: 'pageview',
      s: '1366x900',
      b: '0',
      q: '?page=2',
      rnd: '0.123',
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toMatch(
      /tuneshop\.vid=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    )
    const [row] = await viewsOf('/catalog/audi')
    expect(row).toMatchObject({
      path: '/catalog/audi',
      referrer: 'https://search.example/?q=tune',
      title: 'Audi tunes | TuneShop',
      event: 'pageview',
      screen: '1366x900',
      query: '?page=2',
      botCode: null,
      userAgent: CHROME,
      userId: null,
    })
    expect(row?.visitorId).toMatch(/^[0-9a-f-]{36}$/)
    expect(row?.createdAt).toEqual(now)
  })

  it('an image request (no beacon) is stored too and answers a GIF', async () => {
    const response = await app.request('GET', '/api/v1/track/pv?p=%2Ffaq&t=FAQ&s=390x844&b=0&rnd=9', {
      headers: { 'user-agent': CHROME },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(await viewsOf('/faq')).toHaveLength(1)
  })

  it('the same visitor keeps its id; a logged-in user is stored with the view', async () => {
    const cookie = cookieFrom(await beacon({ p: '/visitor-a', s: '1x1' }))
    await beacon({ p: '/visitor-a', s: '1x1' }, {}, cookie)
    const rows = await viewsOf('/visitor-a')
    expect(new Set(rows.map((r) => r.visitorId)).size).toBe(1)
    const login = await app.login('customer@example.com')
    await beacon({ p: '/logged-in', s: '1x1' }, {}, login)
    expect((await viewsOf('/logged-in'))[0]?.userId).toBe(CUSTOMER_ID)
  })

  it.each([
    ['150: a crawler user agent', { p: '/bot-150', s: '1366x900' }, { 'user-agent': 'Googlebot/2.1' }, 150],
    ['151: the page saw webdriver', { p: '/bot-151', s: '1366x900', b: '151' }, {}, 151],
    ['151: a headless user agent', { p: '/bot-151b', s: '1366x900' }, { 'user-agent': 'HeadlessChrome/131' }, 151],
    ['152: no screen size', { p: '/bot-152' }, {}, 152],
    ['153: a prefetch', { p: '/bot-153', s: '1366x900' }, { 'sec-purpose': 'prefetch;prerender' }, 153],
  ])('bots are classified: %s', async (_case, params, headers, code) => {
    expect((await beacon(params, headers)).status).toBe(204)
    expect((await viewsOf(params.p))[0]?.botCode).toBe(code)
  })

  it.each([
    [{ s: '1x1' }, 'p'],
    [{ p: 'no-slash' }, 'p'],
    [{ p: '/x', s: 'big' }, 's'],
    [{ p: '/x', e: 'Drop Table' }, 'e'],
  ])('bad params are a 422 naming the field: %j', async (params, field) => {
    const response = await beacon(params)
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toContain(field)
  })

  it('an overlong title is cut, not refused', async () => {
    expect((await beacon({ p: '/long-title', s: '1x1', t: 'x'.repeat(1000) })).status).toBe(204)
    expect((await viewsOf('/long-title'))[0]?.title).toHaveLength(300)
  })
})

describe('tag attribution (SPEC §7, §9: at most once per hour)', () => {
  const postTag = (tag: string, cookie?: string) => app.request('POST', '/api/v1/track/tag', { body: { tag }, cookie })

  it('records a tag for a visitor and keeps the same tag once per hour per visitor', async () => {
    now = new Date('2026-03-02T18:00:00Z')
    const first = await postTag('SPRING24')
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ tag: 'SPRING24', recorded: true })
    const cookie = cookieFrom(first)
    expect(cookie).toMatch(/^tuneshop\.vid=/)

    now = new Date('2026-03-02T18:59:59Z')
    expect(await (await postTag('SPRING24', cookie)).json()).toEqual({ tag: 'SPRING24', recorded: false })
    // Another visitor is not throttled by the first one.
    expect(await (await postTag('SPRING24')).json()).toEqual({ tag: 'SPRING24', recorded: true })
    // Another tag is news.
    expect(await (await postTag('DEALER7', cookie)).json()).toEqual({ tag: 'DEALER7', recorded: true })

    now = new Date('2026-03-02T19:00:01Z')
    expect(await (await postTag('SPRING24', cookie)).json()).toEqual({ tag: 'SPRING24', recorded: true })
    const visitorId = cookie.split('=')[1]!
    const rows = await app.db.select().from(tagAttribution).where(eq(tagAttribution.visitorId, visitorId))
    expect(rows.map((r) => r.tag)).toEqual(['SPRING24', 'DEALER7', 'SPRING24'])
  })

  it('a bad tag is a 422', async () => {
    const response = await postTag('<script>')
    expect(response.status).toBe(422)
    expect((await response.json()).errors.tag[0]).toMatch(/^Tag must be/)
  })

  it('currentAttribution: the newest tag of the visitor or user within 30 days, else null', async () => {
    now = new Date('2026-04-01T10:00:00Z')
    const login = await app.login('customer@example.com')
    const response = await postTag('AFFIL9', login)
    const visitorId = cookieFrom(response).split('=')[1]!
    expect(await currentAttribution(app.db, { visitorId, userId: null }, now)).toBe('AFFIL9')
    expect(await currentAttribution(app.db, { visitorId: null, userId: CUSTOMER_ID }, now)).toBe('AFFIL9')
    expect(
      await currentAttribution(app.db, { visitorId: null, userId: CUSTOMER_ID }, new Date('2026-05-02T10:00:00Z')),
    ).toBeNull()
    expect(await currentAttribution(app.db, { visitorId: null, userId: null }, now)).toBeNull()
    const mine = await app.request('GET', '/api/v1/track/attribution', { cookie: cookieFrom(response) })
    expect(await mine.json()).toEqual({ tag: 'AFFIL9' })
    expect(await (await app.request('GET', '/api/v1/track/attribution')).json()).toEqual({ tag: null })
  })
})

describe('short links (SPEC §2 /{hash}; staff make them)', () => {
  const create = (body: unknown, cookie?: string) => app.request('POST', '/api/v1/short-links', { body, cookie })

  it('staff create one with a chosen or a generated hash; following it counts and answers the path', async () => {
    const staff = await app.login('staff@example.com')
    const chosen = await create({ hash: 'Spring24x', target_path: '/catalog?make=audi' }, staff)
    expect(chosen.status).toBe(201)
    expect(await chosen.json()).toMatchObject({ hash: 'Spring24x', target_path: '/catalog?make=audi', hits: 0 })
    const generated = await (await create({ target_path: '/products/' }, staff)).json()
    expect(generated.hash).toMatch(/^[A-Za-z0-9]{8}$/)

    for (let i = 0; i < 2; i++) {
      const follow = await app.request('POST', '/api/v1/short-links/Spring24x/follow')
      expect(await follow.json()).toEqual({ target_path: '/catalog?make=audi' })
    }
    const [row] = await app.db.select().from(shortLink).where(eq(shortLink.hash, 'Spring24x'))
    expect(row?.hits).toBe(2)
    const list = await (await app.request('GET', '/api/v1/short-links', { cookie: staff })).json()
    expect(list.data.map((l: { hash: string }) => l.hash)).toEqual(
      expect.arrayContaining(['Spring24x', generated.hash]),
    )
  })

  it('an unknown or impossible hash is a 404', async () => {
    expect((await app.request('POST', '/api/v1/short-links/Nope1234/follow')).status).toBe(404)
    expect((await app.request('POST', '/api/v1/short-links/careers/follow')).status).toBe(404)
  })

  it.each([
    ['anonymous', null, 401],
    ['a customer', 'customer@example.com', 403],
    ['a dealer', 'dealer@example.com', 403],
    ['an admin', 'admin@example.com', 201],
  ])('permissions: %s → %i', async (_who, email, status) => {
    const cookie = email ? await app.login(email) : undefined
    expect((await create({ target_path: '/faq' }, cookie)).status).toBe(status)
    expect((await app.request('GET', '/api/v1/short-links', { cookie })).status).toBe(status === 201 ? 200 : status)
  })

  it.each([
    [{ hash: 'careers', target_path: '/x' }, 'hash'],
    [{ hash: 'ab1', target_path: '/x' }, 'hash'],
    [{ target_path: 'https://evil.example' }, 'target_path'],
    [{ target_path: '//evil.example' }, 'target_path'],
  ])('bad input is a 422: %j', async (body, field) => {
    const response = await create(body, await app.login('staff@example.com'))
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toContain(field)
  })

  it('a taken hash is a 422', async () => {
    const staff = await app.login('staff@example.com')
    await create({ hash: 'Taken123', target_path: '/a' }, staff)
    const again = await create({ hash: 'Taken123', target_path: '/b' }, staff)
    expect(again.status).toBe(422)
    expect((await again.json()).errors.hash).toEqual(['This hash is already taken.'])
  })
})
