import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvent } from '../../db/schema/audit'
import { storeDiscountCode, storeSale } from '../../db/schema/store'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp
let admin: string
let staff: string
let customer: string

const HOUR = 3600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

const newSale = (extra: Record<string, unknown> = {}) => ({
  type: 'black-friday',
  amount: 30,
  amount_type: 'percent',
  name: 'Black Friday Blowout',
  description: 'on every flash tool',
  code: null,
  starts_at: at(-60_000),
  ends_at: at(72 * HOUR),
  countdown: true,
  ...extra,
})

const newCode = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  kind: 'percent',
  percent: 20,
  automatic: true,
  ...extra,
})

const uiState = async () =>
  (await (await app.request('GET', '/api/global/v1/ui-state')).json()) as {
    sale: { name: string; code: string | null } | null
    codes: string[]
    hcodes: string[]
  }

async function auditRows(type: string, id: number) {
  return app.db
    .select({ action: auditEvent.action, details: auditEvent.details, actor: auditEvent.actorUserId })
    .from(auditEvent)
    .where(and(eq(auditEvent.subjectType, type), eq(auditEvent.subjectId, String(id))))
    .orderBy(auditEvent.id)
}

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  admin = await app.login('admin@example.com')
  staff = await app.login('staff@example.com')
  customer = await app.login('customer@example.com')
}, 120_000)
afterAll(async () => {
  await app?.close()
})

describe('who may use /api/admin/sales and /api/admin/discount-codes (PERMISSIONS.md: products are Admin’s)', () => {
  it.each([
    ['GET', '/api/admin/sales'],
    ['GET', '/api/admin/sales/1'],
    ['POST', '/api/admin/sales'],
    ['PATCH', '/api/admin/sales/1'],
    ['DELETE', '/api/admin/sales/1'],
    ['GET', '/api/admin/discount-codes'],
    ['GET', '/api/admin/discount-codes/1'],
    ['POST', '/api/admin/discount-codes'],
    ['PATCH', '/api/admin/discount-codes/1'],
  ])('%s %s: anonymous 401, customer and staff 403', async (method, path) => {
    const body =
      method === 'GET' || method === 'DELETE'
        ? undefined
        : path.includes('sales')
          ? newSale({ name: 'Refused' })
          : newCode('REFUSED')
    expect((await app.request(method, path, { body })).status).toBe(401)
    expect((await app.request(method, path, { body, cookie: customer })).status).toBe(403)
    expect((await app.request(method, path, { body, cookie: staff })).status).toBe(403)
    expect(await app.db.select().from(storeSale).where(eq(storeSale.name, 'Refused'))).toEqual([])
    expect(await app.db.select().from(storeDiscountCode).where(eq(storeDiscountCode.code, 'REFUSED'))).toEqual([])
  })
})

describe('/api/admin/discount-codes', () => {
  it('lists the seeded codes with their amounts and the store currencies', async () => {
    const response = await app.request('GET', '/api/admin/discount-codes?per_page=100', { cookie: admin })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.currencies).toEqual(['USD', 'CAD', 'EUR', 'GBP'])
    const winter = body.data.find((code: { code: string }) => code.code === 'WINTER15')
    expect(winter).toMatchObject({ kind: 'percent', percent: 15, automatic: true, hidden: false, status: 'active' })
    const automatic = await (
      await app.request('GET', '/api/admin/discount-codes?automatic=true', { cookie: admin })
    ).json()
    expect(automatic.data.every((code: { automatic: boolean }) => code.automatic)).toBe(true)
  })

  it('creates an automatic code, audited, and the global state has it at once', async () => {
    expect((await uiState()).codes).not.toContain('SPRING20')
    const created = await app.request('POST', '/api/admin/discount-codes', {
      cookie: admin,
      body: newCode('SPRING20', { category: 'cables' }),
    })
    expect(created.status).toBe(201)
    const code = await created.json()
    expect(code).toMatchObject({ code: 'SPRING20', percent: 20, category: 'cables', status: 'active', amounts: {} })
    expect((await uiState()).codes).toContain('SPRING20')
    const [row] = await auditRows('discount-code', code.id)
    expect(row).toMatchObject({
      action: 'discount-code.created',
      details: { before: null, after: { code: 'SPRING20' } },
    })
  })

  it('answers 409 naming the field for a code that exists, and 422 with the field for a bad one', async () => {
    const taken = await app.request('POST', '/api/admin/discount-codes', { cookie: admin, body: newCode('WINTER15') })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ code: 'code_taken', errors: { code: [expect.any(String)] } })
    const cases: [Record<string, unknown>, string[]][] = [
      [newCode('lower'), ['code']],
      [newCode('NOPCT', { percent: null }), ['percent']],
      [newCode('AMT', { kind: 'amount', percent: null }), ['amounts']],
      [newCode('AMT', { kind: 'amount', percent: null, amounts: { JPY: 100 } }), ['amounts.JPY']],
      [newCode('HID', { automatic: false, hidden: true }), ['hidden']],
      [newCode('BOTH', { product_id: 1, category: 'cables' }), ['category']],
      [newCode('NOPROD', { product_id: 999_999 }), ['product_id']],
    ]
    for (const [body, fields] of cases) {
      const response = await app.request('POST', '/api/admin/discount-codes', { cookie: admin, body })
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys((await response.json()).errors)).toEqual(fields)
    }
  })

  it('edits a code into an amount code and switches it off: audited before → after, gone from the state', async () => {
    const created = await (
      await app.request('POST', '/api/admin/discount-codes', {
        cookie: admin,
        body: newCode('EDITME', { hidden: true }),
      })
    ).json()
    expect((await uiState()).hcodes).toContain('EDITME')
    const changed = await app.request('PATCH', `/api/admin/discount-codes/${created.id}`, {
      cookie: admin,
      body: { kind: 'amount', amounts: { EUR: 500, USD: 600 }, active: false },
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({
      kind: 'amount',
      percent: null,
      amounts: { EUR: 500, USD: 600 },
      active: false,
      status: 'inactive',
    })
    expect((await uiState()).hcodes).not.toContain('EDITME')
    const rows = await auditRows('discount-code', created.id)
    expect(rows.map((row) => row.action)).toEqual(['discount-code.created', 'discount-code.updated'])
    expect(rows[1]!.details).toMatchObject({
      before: { kind: 'percent', percent: 20, active: true },
      after: { kind: 'amount', percent: null, amounts: { EUR: 500, USD: 600 }, active: false },
    })
  })
})

describe('/api/admin/sales', () => {
  it('lists the seeded sale as running, filtered by status', async () => {
    const response = await app.request('GET', '/api/admin/sales?status=running', { cookie: admin })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.data.map((sale: { name: string }) => sale.name)).toContain('Winter Tune-Up Sale')
    expect(body.meta).toMatchObject({ page: 1 })
    const scheduled = await (await app.request('GET', '/api/admin/sales?status=scheduled', { cookie: admin })).json()
    expect(scheduled.data.every((sale: { status: string }) => sale.status === 'scheduled')).toBe(true)
  })

  it('answers 422 naming the field', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [newSale({ ends_at: at(-HOUR) }), ['ends_at']],
      [newSale({ amount: 150 }), ['amount']],
      [newSale({ name: '' }), ['name']],
      [newSale({ code: 'NO-SUCH-CODE' }), ['code']],
      // FZ3BUNDLE exists but is typed at checkout, not applied by itself: the banner would not be true.
      [newSale({ code: 'FZ3BUNDLE' }), ['code']],
    ]
    for (const [body, fields] of cases) {
      const response = await app.request('POST', '/api/admin/sales', { cookie: admin, body })
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys((await response.json()).errors)).toEqual(fields)
    }
    const query = await app.request('GET', '/api/admin/sales?page=0', { cookie: admin })
    expect(query.status).toBe(422)
    expect(Object.keys((await query.json()).errors)).toEqual(['page'])
  })

  it('creates a running sale with a code: audited, and the storefront’s state shows it at once', async () => {
    expect((await uiState()).sale?.name).toBe('Winter Tune-Up Sale')
    const created = await app.request('POST', '/api/admin/sales', {
      cookie: admin,
      body: newSale({ code: 'WINTER15' }),
    })
    expect(created.status).toBe(201)
    const sale = await created.json()
    expect(sale).toMatchObject({ name: 'Black Friday Blowout', code: 'WINTER15', status: 'running' })
    expect((await uiState()).sale).toMatchObject({ name: 'Black Friday Blowout', code: 'WINTER15' })
    const [row] = await auditRows('sale', sale.id)
    expect(row).toMatchObject({ action: 'sale.created', details: { before: null, after: { amount: 30 } } })

    const changed = await app.request('PATCH', `/api/admin/sales/${sale.id}`, {
      cookie: admin,
      body: { name: 'Black Friday Week', amount_type: 'dollar', amount: 40 },
    })
    expect(changed.status).toBe(200)
    expect((await uiState()).sale).toMatchObject({ name: 'Black Friday Week', amountType: 'dollar', amount: 40 })
    const moved = await app.request('PATCH', `/api/admin/sales/${sale.id}`, {
      cookie: admin,
      body: { starts_at: at(100 * HOUR) },
    })
    expect(moved.status).toBe(422)
    expect(Object.keys((await moved.json()).errors)).toEqual(['ends_at'])

    // DELETE of a running sale ends it now: the seeded sale shows again.
    const ended = await app.request('DELETE', `/api/admin/sales/${sale.id}`, { cookie: admin })
    expect(ended.status).toBe(200)
    expect(await ended.json()).toMatchObject({ outcome: 'ended', sale: { status: 'ended' } })
    expect((await uiState()).sale?.name).toBe('Winter Tune-Up Sale')
    expect((await app.request('DELETE', `/api/admin/sales/${sale.id}`, { cookie: admin })).status).toBe(409)
    const actions = (await auditRows('sale', sale.id)).map((row) => row.action)
    expect(actions).toEqual(['sale.created', 'sale.updated', 'sale.ended'])
  })

  it('keeps a code a running sale names active and automatic (422 naming the field and the sale)', async () => {
    const [winter] = await app.db
      .select({ id: storeDiscountCode.id })
      .from(storeDiscountCode)
      .where(eq(storeDiscountCode.code, 'WINTER15'))
    for (const [field, body] of [
      ['active', { active: false }],
      ['automatic', { automatic: false }],
    ] as const) {
      const refused = await app.request('PATCH', `/api/admin/discount-codes/${winter!.id}`, { cookie: admin, body })
      expect(refused.status).toBe(422)
      expect((await refused.json()).errors).toEqual({
        [field]: [
          'The sale “Winter Tune-Up Sale” names this code on its banner as applied at checkout: take the code off the sale first.',
        ],
      })
    }
    expect((await uiState()).codes).toContain('WINTER15')
  })

  it('DELETE removes a scheduled sale', async () => {
    const sale = await (
      await app.request('POST', '/api/admin/sales', {
        cookie: admin,
        body: newSale({ name: 'Summer', type: 'summer', starts_at: at(24 * HOUR), ends_at: at(48 * HOUR) }),
      })
    ).json()
    expect(sale.status).toBe('scheduled')
    const removed = await app.request('DELETE', `/api/admin/sales/${sale.id}`, { cookie: admin })
    expect(await removed.json()).toMatchObject({ outcome: 'deleted', sale: { name: 'Summer' } })
    expect((await app.request('GET', `/api/admin/sales/${sale.id}`, { cookie: admin })).status).toBe(404)
    expect((await auditRows('sale', sale.id)).map((row) => row.action)).toEqual(['sale.created', 'sale.deleted'])
  })
})
