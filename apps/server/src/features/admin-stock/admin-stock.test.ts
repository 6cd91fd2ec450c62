import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { auditEvent } from '../../db/schema/audit'
import { storeStockMovement } from '../../db/schema/stock'
import { storeProduct } from '../../db/schema/store'
import { PRODUCTS, STOCK_LOCATIONS } from '../../db/seed/store'

let app: TestApp
let admin: string
let staff: string
let customer: string

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  admin = await app.login('admin@example.com')
  staff = await app.login('staff@example.com')
  customer = await app.login('customer@example.com')
})
afterAll(async () => {
  await app?.close()
})

const FZ3 = PRODUCTS[0]!
const COSTA_MESA = STOCK_LOCATIONS[0]!
const TORONTO = STOCK_LOCATIONS[1]!

let keys = 0
const adjust = (body: Record<string, unknown>, key = `stock-test-${++keys}`, cookie = admin) =>
  app.request('POST', '/api/admin/stock/adjustments', { cookie, body, headers: { 'idempotency-key': key } })

const productStock = async (slug: string, cookie = admin) =>
  (await app.request('GET', `/api/admin/stock/products/${slug}`, { cookie })).json()

const levelAt = async (product: string, location: string) =>
  (await productStock(product)).levels.find((level: { location_slug: string }) => level.location_slug === location)
    .quantity_on_hand as number

const movementCount = async () => (await app.db.select({ id: storeStockMovement.id }).from(storeStockMovement)).length

describe('who may read and adjust stock (PERMISSIONS.md: staff read stock, Admin writes)', () => {
  it('anonymous 401, a customer 403, staff read but may not adjust (403); nothing is written', async () => {
    const body = { product: FZ3.slug, location: COSTA_MESA.slug, reason: 'received', delta: 1 }
    const before = await movementCount()
    expect((await app.request('GET', '/api/admin/stock')).status).toBe(401)
    const anonymous = await app.request('POST', '/api/admin/stock/adjustments', {
      body,
      headers: { 'idempotency-key': 'stock-refused-anon' },
    })
    expect(anonymous.status).toBe(401)
    for (const path of [
      '/api/admin/stock',
      `/api/admin/stock/products/${FZ3.slug}`,
      `/api/admin/stock/locations/${COSTA_MESA.slug}`,
    ]) {
      expect((await app.request('GET', path, { cookie: customer })).status, path).toBe(403)
      expect((await app.request('GET', path, { cookie: staff })).status, path).toBe(200)
    }
    expect((await adjust(body, 'stock-refused-customer', customer)).status).toBe(403)
    expect((await adjust(body, 'stock-refused-staff', staff)).status).toBe(403)
    const patch = await app.request('PATCH', `/api/admin/stock/products/${FZ3.slug}`, {
      cookie: staff,
      body: { low_stock_threshold: 9 },
    })
    expect(patch.status).toBe(403)
    expect(await movementCount()).toBe(before)
  })
})

describe('the seeded history', () => {
  it('opens with a count of every seeded level', async () => {
    const product = await productStock(PRODUCTS[1]!.slug)
    expect(product.movements.meta.total).toBe(STOCK_LOCATIONS.length)
    expect(product.movements.data.map((movement: { reason: string; note: string }) => movement.note)).toEqual(
      STOCK_LOCATIONS.map(() => 'Opening count'),
    )
    for (const level of product.levels) {
      const opening = product.movements.data.find(
        (movement: { location_slug: string }) => movement.location_slug === level.location_slug,
      )
      expect(opening).toMatchObject({ reason: 'counted', quantity_after: level.quantity_on_hand, actor_email: null })
    }
  })
})

describe('POST /api/admin/stock/adjustments', () => {
  it('received units are added: the movement is in the product’s and the location’s history, audited', async () => {
    const before = await levelAt(FZ3.slug, COSTA_MESA.slug)
    expect(before).toBe(FZ3.stock[0])
    const response = await adjust(
      { product: FZ3.slug, location: COSTA_MESA.slug, reason: 'received', delta: 12, note: 'Supplier delivery 4411' },
      'stock-test:received-1',
    )
    expect(response.status).toBe(201)
    const made = await response.json()
    expect(made).toMatchObject({
      movement: {
        product_slug: FZ3.slug,
        location_slug: COSTA_MESA.slug,
        delta: 12,
        quantity_after: before + 12,
        reason: 'received',
        note: 'Supplier delivery 4411',
        actor_email: 'admin@example.com',
        order_id: null,
      },
      level: { quantity_on_hand: before + 12, state: 'in-stock' },
    })
    const product = await productStock(FZ3.slug)
    expect(product.movements.data[0]).toEqual(made.movement)
    expect(product.total_on_hand).toBe(FZ3.stock.reduce((a, b) => a + b, 0) + 12)
    const location = await (
      await app.request('GET', `/api/admin/stock/locations/${COSTA_MESA.slug}`, { cookie: staff })
    ).json()
    expect(location.movements.data[0]).toEqual(made.movement)
    const [audit] = await app.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'stock.adjusted'), eq(auditEvent.subjectType, 'product')))
    expect(audit!.details).toMatchObject({
      movement_id: made.movement.id,
      reason: 'received',
      delta: 12,
      quantity_before: before,
      quantity_after: before + 12,
    })
  })

  it('a retry with the same key adjusts once and answers the first; the key with another body is a 409', async () => {
    const body = { product: FZ3.slug, location: TORONTO.slug, reason: 'returned', delta: 1 }
    const before = await levelAt(FZ3.slug, TORONTO.slug)
    const first = await adjust(body, 'stock-test:retry-1')
    const again = await adjust(body, 'stock-test:retry-1')
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect((await again.json()).movement.id).toBe((await first.json()).movement.id)
    expect(await levelAt(FZ3.slug, TORONTO.slug)).toBe(before + 1)
    const reused = await adjust({ ...body, delta: 5 }, 'stock-test:retry-1')
    expect(reused.status).toBe(409)
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' })
    expect(await levelAt(FZ3.slug, TORONTO.slug)).toBe(before + 1)
  })

  it('a count sets the level to the counted quantity; the movement says by how much it changed', async () => {
    const before = await levelAt(FZ3.slug, TORONTO.slug)
    const response = await adjust({ product: FZ3.slug, location: TORONTO.slug, reason: 'counted', counted: 4 })
    expect(response.status).toBe(201)
    expect((await response.json()).movement).toMatchObject({ delta: 4 - before, quantity_after: 4, reason: 'counted' })
    expect(await levelAt(FZ3.slug, TORONTO.slug)).toBe(4)
  })

  it('without a reason: 422 naming the field reason, nothing written', async () => {
    const before = await movementCount()
    for (const body of [
      { product: FZ3.slug, location: COSTA_MESA.slug, delta: 3 },
      { product: FZ3.slug, location: COSTA_MESA.slug, delta: 3, reason: '' },
      { product: FZ3.slug, location: COSTA_MESA.slug, delta: 3, reason: 'lost-in-the-post' },
    ]) {
      const response = await adjust(body)
      expect(response.status).toBe(422)
      const answer = await response.json()
      expect(answer.code).toBe('validation_failed')
      expect(answer.errors.reason).toEqual(['reason is required: received, counted, damaged or returned'])
    }
    expect(await movementCount()).toBe(before)
  })

  it.each([
    [{ reason: 'received' }, 'delta'],
    [{ reason: 'received', delta: 2, counted: 3 }, 'delta'],
    [{ reason: 'received', delta: 0 }, 'delta'],
    [{ reason: 'received', delta: -2 }, 'delta'],
    [{ reason: 'damaged', delta: 2 }, 'delta'],
    [{ reason: 'damaged', counted: 2 }, 'counted'],
    [{ reason: 'counted', counted: -1 }, 'counted'],
    [{ reason: 'received', delta: 1.5 }, 'delta'],
    [{ reason: 'received', delta: 1, product: 'no-such-product' }, 'product'],
    [{ reason: 'received', delta: 1, location: 'atlantis' }, 'location'],
  ])('a bad adjustment is a 422 naming the field: %j → %s', async (change, field) => {
    const response = await adjust({ product: FZ3.slug, location: COSTA_MESA.slug, ...change })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toContain(field)
  })

  it('a level never goes below zero: 409 stock_below_zero saying what is on hand, nothing written', async () => {
    const cable = PRODUCTS.find((product) => product.stock[1] === 0 && !product.options)!
    const before = await movementCount()
    const response = await adjust({ product: cable.slug, location: TORONTO.slug, reason: 'damaged', delta: -1 })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      code: 'stock_below_zero',
      message: `This would take ${cable.name} at ${TORONTO.name} below zero: 0 units are on hand. Count the shelf and adjust again.`,
    })
    expect(await movementCount()).toBe(before)
    expect(await levelAt(cable.slug, TORONTO.slug)).toBe(0)
  })

  it('two (and five) adjustments at once are all counted: none is lost under the row lock', async () => {
    const before = await levelAt(FZ3.slug, COSTA_MESA.slug)
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((delta) =>
        adjust({ product: FZ3.slug, location: COSTA_MESA.slug, reason: 'received', delta }, `stock-race-${delta}`),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201])
    expect(await levelAt(FZ3.slug, COSTA_MESA.slug)).toBe(before + 15)
    const afters = await Promise.all(answers.map(async (answer) => (await answer.json()).movement.quantity_after))
    expect(new Set(afters).size).toBe(5)
    expect(Math.max(...afters)).toBe(before + 15)
  })

  it('the Idempotency-Key header is required', async () => {
    const response = await app.request('POST', '/api/admin/stock/adjustments', {
      cookie: admin,
      body: { product: FZ3.slug, location: COSTA_MESA.slug, reason: 'received', delta: 1 },
    })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toContain('idempotency-key')
  })
})

describe('GET /api/admin/stock', () => {
  it('pages levels by product × location; filters by location, search and low stock', async () => {
    const all = await (await app.request('GET', '/api/admin/stock?per_page=10', { cookie: staff })).json()
    expect(all.meta).toMatchObject({ page: 1, per_page: 10, total: PRODUCTS.length * STOCK_LOCATIONS.length })
    expect(all.data).toHaveLength(10)
    expect(all.locations.map((location: { slug: string }) => location.slug)).toEqual(
      STOCK_LOCATIONS.map((location) => location.slug),
    )

    const toronto = await (
      await app.request('GET', `/api/admin/stock?location=${TORONTO.slug}`, { cookie: staff })
    ).json()
    expect(toronto.meta.total).toBe(PRODUCTS.length)
    expect(new Set(toronto.data.map((level: { location_slug: string }) => level.location_slug))).toEqual(
      new Set([TORONTO.slug]),
    )

    const search = await (await app.request('GET', '/api/admin/stock?search=fz3', { cookie: staff })).json()
    expect(search.data.every((level: { product_slug: string }) => level.product_slug.includes('fz3'))).toBe(true)
    expect(search.meta.total).toBeGreaterThan(0)

    const low = await (await app.request('GET', '/api/admin/stock?low=true&per_page=100', { cookie: staff })).json()
    expect(low.meta.total).toBeGreaterThan(0)
    for (const level of low.data) {
      expect(level.quantity_on_hand).toBeLessThanOrEqual(level.low_stock_threshold)
      expect(['low-stock', 'out-of-stock']).toContain(level.state)
    }
  })

  it('sorts by units on hand', async () => {
    const list = await (await app.request('GET', '/api/admin/stock?sort=-on_hand&per_page=5', { cookie: staff })).json()
    const units = list.data.map((level: { quantity_on_hand: number }) => level.quantity_on_hand)
    expect(units).toEqual([...units].sort((a, b) => b - a))
  })

  it('a bad query is a 422 naming the parameter', async () => {
    const response = await app.request('GET', '/api/admin/stock?low=maybe&sort=price', { cookie: staff })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['low', 'sort'])
  })

  it('an unknown product or location is a 404', async () => {
    expect((await app.request('GET', '/api/admin/stock/products/no-such-product', { cookie: staff })).status).toBe(404)
    expect((await app.request('GET', '/api/admin/stock/locations/atlantis', { cookie: staff })).status).toBe(404)
  })
})

describe('PATCH /api/admin/stock/products/{slug}: the low-stock threshold', () => {
  it('sets the threshold: levels at or under it read as low stock; audited; a stale precondition is a 412', async () => {
    const product = await productStock(FZ3.slug)
    const stale = await app.request('PATCH', `/api/admin/stock/products/${FZ3.slug}`, {
      cookie: admin,
      body: { low_stock_threshold: 1000 },
      headers: { 'if-unmodified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' },
    })
    expect(stale.status).toBe(412)
    expect((await productStock(FZ3.slug)).low_stock_threshold).toBe(product.low_stock_threshold)

    const set = await app.request('PATCH', `/api/admin/stock/products/${FZ3.slug}`, {
      cookie: admin,
      body: { low_stock_threshold: 1000 },
      headers: { 'if-unmodified-since': new Date(product.updated_at).toUTCString() },
    })
    expect(set.status).toBe(200)
    expect(await set.json()).toMatchObject({ slug: FZ3.slug, low_stock_threshold: 1000 })
    const after = await productStock(FZ3.slug)
    expect(after.levels.every((level: { state: string }) => level.state !== 'in-stock')).toBe(true)
    const low = await (
      await app.request('GET', `/api/admin/stock?low=true&search=${FZ3.slug}`, { cookie: staff })
    ).json()
    expect(low.meta.total).toBe(STOCK_LOCATIONS.length)
    const [row] = await app.db
      .select({ threshold: storeProduct.lowStockThreshold })
      .from(storeProduct)
      .where(eq(storeProduct.slug, FZ3.slug))
    expect(row!.threshold).toBe(1000)
    const audits = await app.db.select().from(auditEvent).where(eq(auditEvent.action, 'stock.threshold-changed'))
    expect(audits.at(-1)!.details).toMatchObject({ product: FZ3.slug, from: 5, to: 1000 })
  })

  it('a bad threshold is a 422 naming the field', async () => {
    for (const body of [{}, { low_stock_threshold: -1 }, { low_stock_threshold: 'five' }]) {
      const response = await app.request('PATCH', `/api/admin/stock/products/${FZ3.slug}`, { cookie: admin, body })
      expect(response.status).toBe(422)
      expect(Object.keys((await response.json()).errors)).toContain('low_stock_threshold')
    }
  })
})
