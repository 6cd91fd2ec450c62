import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts'
import { postTransaction, type AccountKey } from '../ledger/ledger.service'

let app: TestApp
let admin: string
const CUSTOMER_ID = DEMO_ACCOUNTS.find((account) => account.email === 'customer@example.com')!.id

const money = (ownerKind: AccountKey['ownerKind'], ownerId: string, kind: string): AccountKey => ({
  ownerKind,
  ownerId,
  kind,
  unit: 'USD',
})

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  admin = await app.login('admin@example.com')
  await app.db.transaction(async (tx) => {
    await postTransaction(tx, {
      kind: 'refund',
      memo: '=1+1',
      idempotencyKey: 'transactions-test:formula',
      reference: { order_id: 'order-77' },
      at: new Date('2026-03-01T10:00:00Z'),
      postings: [
        { account: money('system', 'shop', 'house-funds'), amount: -1250n },
        { account: money('user', CUSTOMER_ID, 'customer-balance'), amount: 1250n },
      ],
    })
    await postTransaction(tx, {
      kind: 'test-payment',
      memo: 'Brake pads, "front", 2 sets',
      idempotencyKey: 'transactions-test:quoted',
      at: new Date('2026-03-02T10:00:00Z'),
      postings: [
        { account: money('user', CUSTOMER_ID, 'customer-balance'), amount: -300n },
        { account: money('system', 'shop', 'house-funds'), amount: 300n },
      ],
    })
  })
})
afterAll(async () => {
  await app?.close()
})

const get = (path: string, cookie?: string) => app.request('GET', path, cookie ? { cookie } : {})

describe('GET /api/admin/transactions, /{id} and /api/admin/transactions-export (PERMISSIONS.md: Admin)', () => {
  it.each([
    ['/api/admin/transactions'],
    ['/api/admin/transactions/00000000-0000-4000-8000-00000000abcd'],
    ['/api/admin/transactions-export'],
  ])('%s: anonymous 401, customer 403, staff 403 (staff read orders and stock only)', async (path) => {
    expect((await get(path)).status).toBe(401)
    for (const email of ['customer@example.com', 'staff@example.com']) {
      const response = await get(path, await app.login(email))
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'forbidden' })
    }
  })

  it('lists transactions newest first with their postings and the object they belong to', async () => {
    const response = await get('/api/admin/transactions?from=2026-03-01&to=2026-03-02', admin)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.meta).toEqual({ page: 1, per_page: 50, total: 2, pages: 1 })
    expect(body.data.map((t: { memo: string }) => t.memo)).toEqual(['Brake pads, "front", 2 sets', '=1+1'])
    expect(body.data[1]).toMatchObject({
      kind: 'refund',
      created_at: '2026-03-01T10:00:00.000Z',
      object: { type: 'order', id: 'order-77' },
      postings: [
        {
          owner_kind: 'system',
          owner_id: 'shop',
          account_kind: 'house-funds',
          unit: 'USD',
          amount_minor: '-1250',
          amount: '-12.50',
        },
        {
          owner_kind: 'user',
          owner_id: CUSTOMER_ID,
          owner_name: 'Casey Customer',
          owner_email: 'customer@example.com',
          account_kind: 'customer-balance',
          unit: 'USD',
          amount: '12.50',
        },
      ],
    })
    expect(body.data[1].postings[0]).toMatchObject({ owner_name: null, owner_email: null })
    expect(body.data[1]).toMatchObject({ reason: null, created_by_user_id: null, created_by_name: null })
    const one = await get(`/api/admin/transactions/${body.data[1].id}`, admin)
    expect(one.status).toBe(200)
    expect(await one.json()).toEqual(body.data[1])
  })

  it('filters by owner, unit, kind and object type, sorts by date and pages 1-based', async () => {
    const list = async (query: string) => {
      const response = await get(`/api/admin/transactions?${query}`, admin)
      expect(response.status).toBe(200)
      return response.json()
    }
    const owned = await list(`owner_kind=user&owner_id=${CUSTOMER_ID}&unit=USD&sort=created_at`)
    expect(owned.data.map((t: { memo: string }) => t.memo)).toEqual(['=1+1', 'Brake pads, "front", 2 sets'])
    expect((await list('kind=refund')).meta.total).toBe(1)
    expect((await list('object_type=order')).data.map((t: { kind: string }) => t.kind)).toEqual(['refund'])
    const claims = await list('object_type=credit-code&unit=credit-ecu')
    expect(claims.data.length).toBeGreaterThan(0)
    for (const t of claims.data) expect(t.object.type).toBe('credit-code')
    const second = await list(`owner_id=${CUSTOMER_ID}&unit=USD&per_page=1&page=2&sort=created_at`)
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2, pages: 2 })
    expect(second.data.map((t: { memo: string }) => t.memo)).toEqual(['Brake pads, "front", 2 sets'])
  })

  it.each([
    ['from=yesterday', 'from'],
    ['to=2026-02-31T25:00:00Z', 'to'],
    ['unit=usd', 'unit'],
    ['owner_kind=dealer', 'owner_kind'],
    ['account_id=7', 'account_id'],
    ['object_type=invoice', 'object_type'],
    ['sort=amount', 'sort'],
  ])('a bad query (%s) is a 422 naming %s, never a 500', async (query, field) => {
    for (const path of ['/api/admin/transactions', '/api/admin/transactions-export']) {
      const response = await get(`${path}?${query}`, admin)
      expect(response.status).toBe(422)
      const body = await response.json()
      expect(body.code).toBe('validation_failed')
      expect(Object.keys(body.errors)).toContain(field)
    }
  })

  it.each([
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
  ])('a bad page (%s) is a 422 naming %s', async (query, field) => {
    const response = await get(`/api/admin/transactions?${query}`, admin)
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()).errors)).toContain(field)
  })

  it('a transaction that does not exist is a 404; an id that is no uuid a 422', async () => {
    expect((await get('/api/admin/transactions/00000000-0000-4000-8000-00000000abcd', admin)).status).toBe(404)
    expect((await get('/api/admin/transactions/abc', admin)).status).toBe(422)
  })

  it('exports the filtered set as CSV: an attachment, a header row, RFC 4180 quoting, =1+1 escaped', async () => {
    const response = await get('/api/admin/transactions-export?from=2026-03-01&to=2026-03-02&sort=created_at', admin)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe(
      'transaction_id,created_at,kind,memo,reason,object_type,object_id,account_id,owner_kind,owner_id,account_kind,unit,amount',
    )
    expect(lines).toHaveLength(1 + 4 + 1)
    expect(lines.at(-1)).toBe('')
    expect(lines[1]).toMatch(
      /^[0-9a-f-]{36},2026-03-01T10:00:00\.000Z,refund,'=1\+1,,order,order-77,[0-9a-f-]{36},system,shop,house-funds,USD,-12\.50$/,
    )
    expect(lines[3]).toContain(',test-payment,"Brake pads, ""front"", 2 sets",,,,')
    expect(lines[3]).toMatch(/,customer-balance,USD,-3\.00$/)
  })

  it('a value transfer carries its reason, its maker and its parties’ names; the CSV has the reason, escaped', async () => {
    const made = await app.request('POST', '/api/admin/value-transfers', {
      cookie: admin,
      headers: { 'idempotency-key': 'transactions-test:reason' },
      body: {
        value: 'awd',
        amount: 1,
        from: { kind: 'house' },
        to: { kind: 'customer', id: CUSTOMER_ID },
        reason: '=1+1',
      },
    })
    expect(made.status).toBe(201)
    const { id } = await made.json()
    const view = await (await get(`/api/admin/transactions/${id}`, admin)).json()
    expect(view).toMatchObject({ reason: '=1+1', created_by_name: 'Alex Admin' })
    expect(view.postings.map((p: { owner_name: string | null }) => p.owner_name)).toEqual([null, 'Casey Customer'])
    const csv = await (await get('/api/admin/transactions-export?kind=value-transfer', admin)).text()
    const rows = csv.split('\r\n').filter((line) => line.startsWith(id))
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row).toContain(",Transfer of 1 AWD credit by the shop,'=1+1,value-transfer,")
  })
})
