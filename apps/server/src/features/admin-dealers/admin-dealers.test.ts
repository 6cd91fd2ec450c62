import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEALER_SALES_ACCOUNT } from '@shop/domain/dealers'
import { auditEvent } from '../../db/schema/audit'
import { dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { dealerBalanceAccount, postDealerMovement, shopAccount } from '../dealers'

let app: TestApp
let admin: string
let superadmin: string
let staff: string
let customer: string
/** Redline's USD balance as the demo seed leaves it (its seeded ledger history), read through its portal. */
let redlineSeeded: number

const REDLINE = '00000000-0000-4000-8000-0000000000d1'
const APEX = '00000000-0000-4000-8000-0000000000d2'
const LONG_AGO = 'Thu, 01 Jan 2015 00:00:00 GMT'

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  admin = await app.login('admin@example.com')
  superadmin = await app.login('superadmin@example.com')
  staff = await app.login('staff@example.com')
  customer = await app.login('customer@example.com')
  const portal = await app.request('GET', '/api/v1/dealers/redline-performance/balance', {
    cookie: await app.login('dealer@example.com'),
  })
  expect(portal.status).toBe(200)
  redlineSeeded = (await portal.json()).money.find((m: { currency: string }) => m.currency === 'USD').balance
    .amount_minor
  // Apex buys on its balance within a limit the test gives it, then loses the limit: it owes 150.00 USD, past it.
  await app.db.insert(dealerCreditLimit).values({ organizationId: APEX, currency: 'USD', limitMinor: 200_00n })
  await app.db.transaction((tx) =>
    postDealerMovement(tx, {
      dealerId: APEX,
      kind: 'dealer-purchase',
      memo: 'Test purchase',
      idempotencyKey: 'test-apex-purchase',
      createdByUserId: null,
      at: new Date('2026-02-01T10:00:00Z'),
      account: dealerBalanceAccount(APEX, 'USD'),
      amount: -150_00n,
      counterAccount: shopAccount(DEALER_SALES_ACCOUNT, 'USD'),
    }),
  )
  await app.db.delete(dealerCreditLimit).where(eq(dealerCreditLimit.organizationId, APEX))
}, 120_000)
afterAll(async () => {
  await app?.close()
})

const auditOf = (action: string, id: string) =>
  app.db
    .select({ details: auditEvent.details, actor: auditEvent.actorUserId })
    .from(auditEvent)
    .where(and(eq(auditEvent.action, action), eq(auditEvent.subjectId, id)))

describe('GET /api/admin/dealers', () => {
  it('lists the dealers with members, ledger balances and credit limits per currency', async () => {
    const key = { 'idempotency-key': 'list-disbursement-1' }
    const paid = await app.request('POST', `/api/admin/dealers/${REDLINE}/disbursements`, {
      cookie: admin,
      headers: key,
      body: { currency: 'USD', amount_minor: 25_00, reason: 'Refund of a double payment' },
    })
    expect(paid.status).toBe(201)
    const again = await app.request('POST', `/api/admin/dealers/${REDLINE}/disbursements`, {
      cookie: admin,
      headers: key,
      body: { currency: 'USD', amount_minor: 25_00, reason: 'Refund of a double payment' },
    })
    expect(again.status).toBe(200)
    const list = await (await app.request('GET', '/api/admin/dealers', { cookie: admin })).json()
    const redline = list.data.find((d: { slug: string }) => d.slug === 'redline-performance')
    expect(redline).toMatchObject({ name: 'Redline Performance', status: 'active', members: 3 })
    // The disbursement adds 25.00 to what the seeded history left.
    expect(redline.positions.find((p: { currency: string }) => p.currency === 'USD')).toEqual({
      currency: 'USD',
      balance_minor: redlineSeeded + 25_00,
      credit_limit_minor: 2_500_00,
      available_minor: redlineSeeded + 25_00 + 2_500_00,
      standing: 'within',
    })
    const apex = list.data.find((d: { slug: string }) => d.slug === 'apex-motorsport')
    // No limit and owing: past it.
    expect(apex.positions).toEqual([
      { currency: 'USD', balance_minor: -150_00, credit_limit_minor: 0, available_minor: -150_00, standing: 'over' },
    ])
  })

  it('searches by name or slug and filters by status', async () => {
    const found = await (await app.request('GET', '/api/admin/dealers?q=apex', { cookie: admin })).json()
    expect(found.data.map((d: { slug: string }) => d.slug)).toEqual(['apex-motorsport'])
    const suspended = await (await app.request('GET', '/api/admin/dealers?status=suspended', { cookie: admin })).json()
    expect(suspended.meta.total).toBe(0)
    const sorted = await (await app.request('GET', '/api/admin/dealers?sort=-name', { cookie: admin })).json()
    expect(sorted.data[0].slug).toBe('redline-performance')
  })

  it('refuses staff and customers (403) and the anonymous (401)', async () => {
    expect((await app.request('GET', '/api/admin/dealers', { cookie: staff })).status).toBe(403)
    expect((await app.request('GET', '/api/admin/dealers', { cookie: customer })).status).toBe(403)
    expect((await app.request('GET', '/api/admin/dealers')).status).toBe(401)
    expect((await app.request('GET', `/api/admin/dealers/${REDLINE}`, { cookie: staff })).status).toBe(403)
  })
})

describe('POST /api/admin/dealers', () => {
  const body = {
    name: 'North Shore Tuning',
    slug: 'north-shore-tuning',
    legal_name: 'North Shore Tuning LLC',
    owner_email: 'customer@example.com',
    price_tier: 'preferred',
    credit_limits: [{ currency: 'USD', amount_minor: 1_000_00 }],
    billing_address: { country_code: 'US', full_name: 'North Shore AP', line1: '1 Shore Rd', city: 'Duluth' },
  }

  it('adds a dealer whose owner is an existing user, with its limits and billing address; audited', async () => {
    const response = await app.request('POST', '/api/admin/dealers', { cookie: admin, body })
    expect(response.status).toBe(201)
    const dealer = await response.json()
    expect(dealer).toMatchObject({ slug: 'north-shore-tuning', price_tier: 'preferred', status: 'active', members: 1 })
    expect(dealer.member_list[0]).toMatchObject({ email: 'customer@example.com', role: 'owner' })
    expect(dealer.billing_address).toMatchObject({ line1: '1 Shore Rd', city: 'Duluth', readonly: true })
    expect(dealer.positions[0]).toMatchObject({ currency: 'USD', credit_limit_minor: 1_000_00, balance_minor: 0 })
    expect(await auditOf('dealer.created', dealer.id)).toHaveLength(1)
    // The owner opens the portal at once.
    const portal = await app.request('GET', '/api/v1/dealers/north-shore-tuning', { cookie: customer })
    expect(await portal.json()).toMatchObject({ viewer_role: 'owner', may: { members: true } })
    // …and, given team management with the dealer (audited as a flag change), invites its people.
    expect(await auditOf('user.flags-changed', dealer.member_list[0].user_id)).toEqual([
      { details: { before: { flags: [] }, after: { flags: ['tm'] } }, actor: expect.any(String) },
    ])
    const invited = await app.request('POST', '/api/v1/dealers/north-shore-tuning/invites', {
      cookie: customer,
      body: { email: 'north-shore-member@example.com', role: 'member' },
    })
    expect(invited.status).toBe(201)
  })

  it('refuses a slug taken and an owner with no account (422 on the field)', async () => {
    const taken = await app.request('POST', '/api/admin/dealers', {
      cookie: admin,
      body: { ...body, slug: 'apex-motorsport' },
    })
    expect(taken.status).toBe(422)
    expect((await taken.json()).errors.slug).toBeDefined()
    const nobody = await app.request('POST', '/api/admin/dealers', {
      cookie: admin,
      body: { ...body, slug: 'nobody-tuning', owner_email: 'nobody@example.com' },
    })
    expect(nobody.status).toBe(422)
    expect((await nobody.json()).errors.owner_email).toBeDefined()
    const badSlug = await app.request('POST', '/api/admin/dealers', {
      cookie: admin,
      body: { ...body, slug: 'Bad Slug' },
    })
    expect(badSlug.status).toBe(422)
  })
})

describe('PATCH /api/admin/dealers/{id}', () => {
  it('raises a credit limit with a reason (audited with before and after), and refuses one without', async () => {
    const current = await app.request('GET', `/api/admin/dealers/${APEX}`, { cookie: admin })
    const since = current.headers.get('last-modified')!
    const noReason = await app.request('PATCH', `/api/admin/dealers/${APEX}`, {
      cookie: admin,
      body: { credit_limits: [{ currency: 'USD', amount_minor: 500_00 }] },
    })
    expect(noReason.status).toBe(422)
    expect((await noReason.json()).errors.reason).toEqual(['Say why the credit limit changes.'])
    const raised = await app.request('PATCH', `/api/admin/dealers/${APEX}`, {
      cookie: admin,
      headers: { 'if-unmodified-since': since },
      body: { credit_limits: [{ currency: 'USD', amount_minor: 500_00 }], reason: 'Two years of on-time payments' },
    })
    expect(raised.status).toBe(200)
    const dealer = await raised.json()
    expect(dealer.positions[0]).toMatchObject({
      credit_limit_minor: 500_00,
      available_minor: 350_00,
      standing: 'within',
    })
    const [audit] = await auditOf('dealer.credit-limit-changed', APEX)
    expect(audit!.details).toMatchObject({ after: { USD: '50000' }, reason: 'Two years of on-time payments' })
  })

  it('answers 412 to a stale If-Unmodified-Since and changes nothing', async () => {
    const stale = await app.request('PATCH', `/api/admin/dealers/${APEX}`, {
      cookie: admin,
      headers: { 'if-unmodified-since': LONG_AGO },
      body: { price_tier: 'elite' },
    })
    expect(stale.status).toBe(412)
    expect((await (await app.request('GET', `/api/admin/dealers/${APEX}`, { cookie: admin })).json()).price_tier).toBe(
      'standard',
    )
  })

  it('lets an Admin suspend a dealer but only a Super Admin archive it', async () => {
    const suspended = await app.request('PATCH', `/api/admin/dealers/${APEX}`, {
      cookie: admin,
      body: { status: 'suspended' },
    })
    expect((await suspended.json()).status).toBe('suspended')
    const archivedByAdmin = await app.request('PATCH', `/api/admin/dealers/${APEX}`, {
      cookie: admin,
      body: { status: 'archived' },
    })
    expect(archivedByAdmin.status).toBe(403)
    const archived = await app.request('PATCH', `/api/admin/dealers/${APEX}`, {
      cookie: superadmin,
      body: { status: 'archived', reason: 'Closed its shop' },
    })
    expect(archived.status).toBe(200)
    expect((await archived.json()).status).toBe('archived')
    expect(await auditOf('organization.archived', APEX)).toHaveLength(1)
    const back = await app.request('PATCH', `/api/admin/dealers/${APEX}`, { cookie: admin, body: { status: 'active' } })
    expect(back.status).toBe(403)
    await app.request('PATCH', `/api/admin/dealers/${APEX}`, { cookie: superadmin, body: { status: 'active' } })
  })

  it('refuses staff and customers', async () => {
    for (const cookie of [staff, customer]) {
      const response = await app.request('PATCH', `/api/admin/dealers/${APEX}`, {
        cookie,
        body: { price_tier: 'elite' },
      })
      expect(response.status).toBe(403)
    }
  })
})

describe('GET /api/admin/dealer-dashboard', () => {
  it('sums what dealers owe and names who is past the limit and since when', async () => {
    const board = await (await app.request('GET', '/api/admin/dealer-dashboard', { cookie: admin })).json()
    // Apex owes 150.00 past its limit; Redline owes what its seeded history left less the 25.00 disbursed to it.
    const redline = redlineSeeded + 25_00
    expect(board.owed).toEqual([{ currency: 'USD', amount_minor: 150_00 + Math.max(0, -redline) }])
    expect(board.owing).toEqual([
      expect.objectContaining({
        slug: 'apex-motorsport',
        balance_minor: -150_00,
        owing_since: '2026-02-01T10:00:00.000Z',
      }),
      ...(redline < 0 ? [expect.objectContaining({ slug: 'redline-performance', balance_minor: redline })] : []),
    ])
    expect(board.dealers.active).toBeGreaterThanOrEqual(2)
    expect((await app.request('GET', '/api/admin/dealer-dashboard', { cookie: staff })).status).toBe(403)
  })
})
