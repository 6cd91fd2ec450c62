import { DEALER_CARD_RECEIPTS_ACCOUNT, DEALER_SALES_ACCOUNT } from '@shop/domain/dealers'
import {
  SYSTEM_OWNER_ID,
  TUNE_CREDIT_SYSTEM_ACCOUNTS,
  tuneCreditAccountKind,
  tuneCreditUnit,
} from '@shop/domain/ledger'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDealer, type FreshDealer } from '../../../test/fixtures/dealer-objects'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { member, user } from '../../db/schema/auth'
import { dealerTransfer } from '../../db/schema/dealer-transfers'
import { tuneRequest, tuneRequestEvent } from '../../db/schema/tune-requests'
import { postTransaction } from '../ledger/ledger.service'
import { dealerBalanceAccount, postDealerMovement, shopAccount } from './dealer-ledger'

// Decision 0106: a snapshot reads the account as it stood at the end of a day — postings, transfers, requests and
// statements before that day's end count, later ones do not.

const SLUG = 'snapshot-test-tuning'
const BASE = `/api/v1/dealers/${SLUG}`
let app: TestApp
let dealer: FreshDealer
let customerId: string
let now = new Date('2026-10-10T12:00:00.000Z')
const cookies = new Map<string, string>()

async function get(path: string, who: string) {
  if (!cookies.has(who)) cookies.set(who, await app.login(who))
  return app.request('GET', path, { cookie: cookies.get(who) })
}

async function move(key: string, at: string, amount: bigint) {
  const counter = amount < 0n ? DEALER_SALES_ACCOUNT : DEALER_CARD_RECEIPTS_ACCOUNT
  await app.db.transaction((tx) =>
    postDealerMovement(tx, {
      dealerId: dealer.id,
      kind: amount < 0n ? 'dealer-purchase' : 'dealer-payment',
      memo: key,
      idempotencyKey: `snapshot-test:${key}`,
      createdByUserId: null,
      at: new Date(at),
      account: dealerBalanceAccount(dealer.id, 'USD'),
      amount,
      counterAccount: shopAccount(counter, 'USD'),
    }),
  )
}

/** A request through the dealer, made at `created` and delivered at `delivered`. */
async function request(ownerUserId: string, dealerOrgId: string | null, created: string, delivered: string) {
  const [row] = await app.db
    .insert(tuneRequest)
    .values({ ownerUserId, dealerOrgId, status: 'delivered', createdAt: new Date(created) })
    .returning({ id: tuneRequest.id })
  await app.db.insert(tuneRequestEvent).values([
    {
      tuneRequestId: row!.id,
      event: 'estimate',
      fromStatus: 'created',
      toStatus: 'estimated',
      createdAt: new Date(created),
    },
    {
      tuneRequestId: row!.id,
      event: 'deliver',
      fromStatus: 'estimated',
      toStatus: 'delivered',
      createdAt: new Date(delivered),
    },
  ])
}

beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now })
  dealer = await freshDealer(app, SLUG, 'Snapshot Test Tuning')
  for (const role of ['owner', 'manager', 'member'] as const) cookies.set(role, dealer.cookies[role])
  await app.db
    .update(member)
    .set({ createdAt: new Date('2026-09-01T00:00:00Z') })
    .where(eq(member.organizationId, dealer.id))
  await move('sep-pay', '2026-09-10T10:00:00Z', 5_000n)
  await move('sep-buy', '2026-09-25T10:00:00Z', -12_000n)
  await move('oct-buy', '2026-10-03T10:00:00Z', -8_000n)
  // 2 ECU credits bought through the API on 10 October (the clock's day): money out, credits in.
  const bought = await app.request('POST', `${BASE}/credits`, {
    cookie: dealer.cookies.owner,
    headers: { 'idempotency-key': 'snapshot-credits' },
    body: { kind: 'ecu', credits: 2, currency: 'USD' },
  })
  expect(bought.status, await bought.clone().text()).toBe(201)
  await move('nov-pay', '2026-11-05T10:00:00Z', 7_000n)
  const [customer] = await app.db.select().from(user).where(eq(user.email, 'customer@example.com'))
  customerId = customer!.id
  await app.db.insert(dealerTransfer).values({
    dealerId: dealer.id,
    toUserId: customerId,
    value: 'money',
    unit: 'USD',
    amount: 1_000n,
    createdAt: new Date('2026-10-12T09:00:00Z'),
    reviewedAt: new Date('2026-10-20T09:00:00Z'),
    cancelledAt: new Date('2026-11-03T09:00:00Z'),
    state: 'cancelled',
  })
  await request(customerId, dealer.id, '2026-10-15T09:00:00Z', '2026-11-02T09:00:00Z')
  now = new Date('2026-11-20T12:00:00.000Z')
}, 120_000)
afterAll(async () => {
  await app?.close()
})

const snapshot = async (date: string | null, who = 'owner') => {
  const response = await get(`${BASE}/snapshot${date ? `?date=${date}` : ''}`, who)
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json()
}

describe('GET /v1/dealers/{slug}/snapshot: the account at the end of a day', () => {
  it('sums the postings dated up to the day, not today’s balance', async () => {
    const september = await snapshot('2026-09-30')
    expect(september.money).toEqual([
      {
        balance: { amount_minor: -7_000, currency: 'USD' },
        credit_limit: { amount_minor: 250_000, currency: 'USD' },
        available: { amount_minor: 243_000, currency: 'USD' },
      },
    ])
    expect(september.credits).toEqual({ ecu: 0, tcu: 0, awd: 0 })
    expect((await snapshot('2026-10-09')).money[0].balance.amount_minor).toBe(-15_000)
    const tenth = await snapshot('2026-10-10')
    expect(tenth.money[0].balance.amount_minor).toBe(-15_000 - 79_800)
    expect(tenth.credits.ecu).toBe(2)
    const today = await snapshot(null)
    expect(today.date).toBe('2026-11-20')
    expect(today.as_of).toBe('2026-11-21T00:00:00.000Z')
    expect(today.money[0].balance.amount_minor).toBe(-94_800 + 7_000)
    expect(today.members).toBe(3)
  })

  it('lists a statement unpaid until later credits cover it, oldest debt first', async () => {
    expect((await snapshot('2026-09-30')).unpaid_statements).toEqual([])
    const october = await snapshot('2026-10-31')
    expect(october.unpaid_statements).toEqual([
      expect.objectContaining({
        number: 'ST-2026-09-USD',
        due_date: '2026-10-16',
        owed: { amount_minor: 7_000, currency: 'USD' },
        outstanding: { amount_minor: 7_000, currency: 'USD' },
        overdue: true,
      }),
    ])
    const november = await snapshot('2026-11-10')
    expect(november.unpaid_statements).toEqual([
      expect.objectContaining({
        number: 'ST-2026-10-USD',
        owed: { amount_minor: 94_800, currency: 'USD' },
        outstanding: { amount_minor: 87_800, currency: 'USD' },
        overdue: false,
      }),
    ])
  })

  it('counts transfers and requests open at the day’s end by their own dates', async () => {
    expect((await snapshot('2026-10-11')).open_transfers).toEqual([])
    const [open] = (await snapshot('2026-10-31')).open_transfers
    expect(open).toMatchObject({ state: 'reviewed', value: 'money', amount: 1_000, unit: 'USD' })
    expect((await snapshot('2026-10-19')).open_transfers[0].state).toBe('pending')
    expect((await snapshot('2026-11-10')).open_transfers).toEqual([])
    expect((await snapshot('2026-10-14')).open_requests).toBe(0)
    expect((await snapshot('2026-10-31')).open_requests).toBe(1)
    expect((await snapshot('2026-11-02')).open_requests).toBe(0)
  })

  it('shows a member credits and counts, no money; another dealer’s member and a customer learn nothing', async () => {
    const seen = await snapshot('2026-10-31', 'member')
    expect(seen).toMatchObject({ money: null, open_transfers: null, unpaid_statements: null, letterhead: null })
    expect(seen.credits.ecu).toBe(2)
    expect((await get(`${BASE}/snapshot`, 'apex@example.com')).status).toBe(404)
    expect((await get(`${BASE}/snapshot`, 'customer@example.com')).status).toBe(404)
    expect((await get(`${BASE}/snapshot`, 'staff@example.com')).status).toBe(200)
  })

  it('refuses a day after today and a day that is no date (422)', async () => {
    expect((await get(`${BASE}/snapshot?date=2026-11-21`, 'owner')).status).toBe(422)
    expect((await get(`${BASE}/snapshot?date=2026-13-01`, 'owner')).status).toBe(422)
  })
})

describe('GET /v1/dealers/{slug}/invoices/{id}: a dealer’s invoice to print', () => {
  it('prints the dealer’s own invoice with its posting; another dealer’s number is a 404', async () => {
    const estimate = await app.request('POST', '/api/v1/tune-credit-codes/invoices', {
      cookie: dealer.cookies.owner,
      body: { code_count: 2, credits_per_code: { ecu: 1, tcu: 0, awd: 0 }, currency: 'USD', dealer_id: dealer.id },
    })
    expect(estimate.status, await estimate.clone().text()).toBe(201)
    const { id } = await estimate.json()
    const estimated = await (await get(`${BASE}/invoices/${id}`, 'owner')).json()
    expect(estimated).toMatchObject({ status: 'estimated', settlement: 'Not paid yet', transaction_id: null })
    const committed = await app.request('POST', '/api/v1/tune-credit-codes/commit', {
      cookie: dealer.cookies.owner,
      body: { invoice_id: id, pay_with: 'balance' },
    })
    expect(committed.status, await committed.clone().text()).toBe(200)
    const invoice = await (await get(`${BASE}/invoices/${id}`, 'manager')).json()
    expect(invoice).toMatchObject({
      number: `INV-${String(id).padStart(6, '0')}`,
      status: 'committed',
      code_count: 2,
      unit_price: { amount_minor: 39_900, currency: 'USD' },
      total: { amount_minor: 79_800, currency: 'USD' },
      settlement: 'Charged to the dealer’s balance',
      letterhead: { dealer_name: 'Snapshot Test Tuning' },
    })
    expect(invoice.transaction_id).toEqual(expect.any(String))
    expect(invoice.codes).toHaveLength(2)
    expect((await get(`${BASE}/invoices/${id}`, 'member')).status).toBe(403)
    // The seed's invoice is Redline's: asked through this dealer it does not exist.
    expect((await get(`${BASE}/invoices/1`, 'owner')).status).toBe(404)
    expect((await get(`/api/v1/dealers/redline-performance/invoices/${id}`, 'dealer@example.com')).status).toBe(404)
  })
})

describe('GET /v1/users/{id}/snapshot: a user’s own account at the end of a day', () => {
  it('reads the credits as of the day; another user’s id is a 404, an admin sees any', async () => {
    const kind = 'awd' as const
    await app.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'credit-code',
        memo: 'snapshot test',
        idempotencyKey: 'snapshot-test:user-awd',
        at: new Date('2026-10-05T10:00:00Z'),
        postings: [
          {
            account: {
              ownerKind: 'system',
              ownerId: SYSTEM_OWNER_ID,
              kind: TUNE_CREDIT_SYSTEM_ACCOUNTS.issued(kind),
              unit: tuneCreditUnit(kind),
            },
            amount: -3n,
          },
          {
            account: {
              ownerKind: 'user',
              ownerId: customerId,
              kind: tuneCreditAccountKind(kind),
              unit: tuneCreditUnit(kind),
            },
            amount: 3n,
          },
        ],
      }),
    )
    const own = (date: string) => get(`/api/v1/users/${customerId}/snapshot?date=${date}`, 'customer@example.com')
    const before = await (await own('2026-10-04')).json()
    const after = await (await own('2026-10-05')).json()
    expect(after.credits.awd - before.credits.awd).toBe(3)
    const october = await (await own('2026-10-31')).json()
    const delivered = await (await own('2026-11-02')).json()
    // The request made on 15 October and delivered on 2 November is open on the first day, not the second.
    expect(october.open_requests - delivered.open_requests).toBe(1)
    expect(october.user).toMatchObject({ id: customerId, email: 'customer@example.com' })
    const apex = '00000000-0000-4000-8000-00000000000b'
    expect((await get(`/api/v1/users/${apex}/snapshot`, 'customer@example.com')).status).toBe(404)
    expect((await get(`/api/v1/users/${customerId}/snapshot`, 'staff@example.com')).status).toBe(404)
    expect((await get(`/api/v1/users/${customerId}/snapshot`, 'admin@example.com')).status).toBe(200)
    const dealerOwner = await (await get(`/api/v1/users/${await ownerId()}/snapshot`, 'owner')).json()
    expect(dealerOwner.dealers).toEqual([expect.objectContaining({ slug: SLUG, role: 'owner' })])
  })
})

async function ownerId() {
  const [row] = await app.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, `${SLUG}-owner@example.com`))
  return row!.id
}
