import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import type { VehicleTune } from '@shop/domain/catalog'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { catalogCompatSubscription, catalogMake } from '../../db/schema/catalog'

// The catalog tests' shared app and helpers: each test file that imports this gets its own seeded database (the
// hooks below run in that file).

export let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

export const V1 = '/api/v1/ecu'
/** Vehicles the home page links to (seeded by the catalog seed). */
export const GOLF = { make: 'volkswagen', year: '2019', model: 'golf-gti', engine: 'ea888-gen3' }
export const S4 = { make: 'audi', year: '2019', model: 's4', engine: '3-0-tfsi', transmission: 'zf-8hp' }
export const enginePath = (v: { make: string; year: string; model: string; engine: string }) =>
  `${V1}/makes/${v.make}/years/${v.year}/models/${v.model}/engines/${v.engine}`

export async function getJson(path: string, cookie?: string) {
  const response = await app.request('GET', path, cookie ? { cookie } : {})
  expect(response.status, `${path}: ${response.status}`).toBe(200)
  return response.json()
}

export async function expectNotFound(path: string) {
  const response = await app.request('GET', path)
  expect(response.status, path).toBe(404)
  expect(await response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) })
}

export const allPrices = (tune: VehicleTune) => [
  tune.price,
  tune.addonprice,
  tune.baseprice,
  tune.baseaddonprice,
  ...(tune.dealerprice ? [tune.dealerprice] : []),
  ...(tune.dealeraddonprice ? [tune.dealeraddonprice] : []),
]

/** Runs `action` and lists the query-builder calls made on the app's database meanwhile. */
export async function watchDatabase(action: () => Promise<void>): Promise<string[]> {
  const db = app.deps.db as unknown as Record<string, (...args: unknown[]) => unknown>
  const touched: string[] = []
  const originals = new Map<string, (...args: unknown[]) => unknown>()
  for (const method of ['select', 'selectDistinct', 'execute', 'insert', 'update', 'delete', 'transaction', 'query']) {
    const original = db[method]
    if (typeof original !== 'function') continue
    originals.set(method, original)
    db[method] = (...args: unknown[]) => {
      touched.push(method)
      return original.apply(db, args)
    }
  }
  try {
    await action()
  } finally {
    for (const [method, original] of originals) db[method] = original
  }
  return touched
}

export async function countSubscriptions(email: string) {
  const rows = await app.db
    .select({ kind: catalogCompatSubscription.kind, n: sql<number>`count(*)::int` })
    .from(catalogCompatSubscription)
    .where(eq(catalogCompatSubscription.email, email))
    .groupBy(catalogCompatSubscription.kind)
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]))
}

export async function renameMake(slug: string, name: string) {
  await app.db.update(catalogMake).set({ name }).where(eq(catalogMake.slug, slug))
}
