import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organization } from '../../db/schema/auth'
import { dealerProfile } from '../../db/schema/dealers'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp
const SAC = crypto.randomUUID()
const SPARKS = crypto.randomUUID()
beforeAll(async () => {
  app = await createTestApp({ seed: true })
  // A third dealer in Sacramento (between Reno and the coast), with no specialization, and a suspended one in Sparks.
  for (const [id, slug, city, lat, lng, status] of [
    [SAC, 'sac-speed', 'Sacramento', 38.5804, -121.4944, 'active'],
    [SPARKS, 'sparks-suspended', 'Sparks', 39.5446, -119.7526, 'suspended'],
  ] as const) {
    await app.db.insert(organization).values({ id, name: slug, slug, kind: 'dealer' })
    await app.db
      .insert(dealerProfile)
      .values({ organizationId: id, legalName: slug, city, latitude: lat, longitude: lng, status })
  }
}, 120_000)
afterAll(async () => {
  await app?.close()
})

const nearby = async (query: string) => app.request('GET', `/api/v1/dealers-nearby?${query}`)
const slugs = async (query: string) =>
  ((await (await nearby(query)).json()).data as { slug: string }[]).map((dealer) => dealer.slug)

describe('GET /api/v1/dealers-nearby: the locator', () => {
  it('finds Redline first from 89502, nearest first by the distance SQL computes; skips a suspended dealer', async () => {
    const response = await nearby('q=89502')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.origin.label).toBe('Reno, NV 89502')
    expect(body.unit).toBe('mi')
    expect(body.data.map((dealer: { slug: string }) => dealer.slug)).toEqual([
      'redline-performance',
      'sac-speed',
      'apex-motorsport',
    ])
    const [redline, sacramento, apex] = body.data
    expect(redline).toMatchObject({ name: 'Redline Performance', city: 'Reno', phone: '+1 775 555 0190' })
    expect(redline.distance_km).toBeLessThan(1)
    // Reno–Sacramento ≈ 186 km, Reno–Denver ≈ 1,265 km as the crow flies.
    expect(sacramento.distance_km).toBeGreaterThan(170)
    expect(sacramento.distance_km).toBeLessThan(200)
    expect(apex.distance_km).toBeGreaterThan(1240)
    expect(apex.distance_km).toBeLessThan(1290)
    expect(redline.specializations.map((spec: { slug: string }) => spec.slug)).toContain('dyno')
  })

  it('orders from another place: Denver finds Apex first', async () => {
    expect((await slugs('q=Denver%2C%20CO'))[0]).toBe('apex-motorsport')
    expect((await slugs('q=80202'))[0]).toBe('apex-motorsport')
  })

  it('filters by specialization', async () => {
    expect(await slugs('q=89502&specialization=european')).toEqual(['apex-motorsport'])
    expect(await slugs('q=89502&specialization=dyno')).toEqual(['redline-performance'])
    expect(await slugs('q=89502&specialization=no-such-thing')).toEqual([])
  })

  it('refuses nonsense with a 422 naming q', async () => {
    for (const query of [
      'q=',
      'q=%20%20',
      'q=!!!!',
      `q=${'8'.repeat(201)}`,
      'q=Atlantis%20Nowhere',
      'q=89502&specialization=DROP%20TABLE',
    ]) {
      const response = await nearby(query)
      expect(response.status, query).toBe(422)
    }
    expect((await (await nearby('q=Atlantis%20Nowhere')).json()).errors.q).toBeDefined()
  })

  it('the suspended dealer stays out even next door', async () => {
    await app.db.update(dealerProfile).set({ status: 'active' }).where(eq(dealerProfile.organizationId, SPARKS))
    expect((await slugs('q=89431'))[0]).toBe('sparks-suspended')
    await app.db.update(dealerProfile).set({ status: 'suspended' }).where(eq(dealerProfile.organizationId, SPARKS))
    expect(await slugs('q=89431')).not.toContain('sparks-suspended')
  })
})
