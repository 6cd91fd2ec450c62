import { DEALER_DISBURSEMENTS_ACCOUNT, DEALER_CARD_RECEIPTS_ACCOUNT, DEALER_SALES_ACCOUNT } from '@shop/domain/dealers'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDealer, type FreshDealer } from '../../../test/fixtures/dealer-objects'
import { pdfText } from '../../../test/fixtures/pdf-text'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { dealerStatement } from '../../db/schema/dealer-statements'
import { dealerBalanceAccount, postDealerMovement, shopAccount } from './dealer-ledger'
import { issueAllStatements } from './dealer-statements.service'

const APEX = '00000000-0000-4000-8000-0000000000d2'
// A dealer of this test's own, with no seeded money (the demo seed posts Redline's history into these months).
const SLUG = 'statements-test-tuning'
const NAME = 'Statements Test Tuning'
const BASE = `/api/v1/dealers/${SLUG}`
const OWNER = 'owner'
const MANAGER = 'manager'
const MEMBER = 'member'

let app: TestApp
let dealer: FreshDealer
let now = new Date('2026-11-20T12:00:00.000Z')
const cookies = new Map<string, string>()

/** A GET as a demo user (by e-mail) or as the test dealer's owner, manager or member. */
async function get(path: string, who: string) {
  if (!cookies.has(who)) cookies.set(who, await app.login(who))
  return app.request('GET', path, { cookie: cookies.get(who) })
}

/** One movement of a dealer's money at a date, as the features post it. */
async function post(dealerId: string, key: string, at: string, amount: bigint, kind = 'dealer-payment') {
  const counter =
    kind === 'dealer-purchase'
      ? DEALER_SALES_ACCOUNT
      : kind === 'dealer-disbursement'
        ? DEALER_DISBURSEMENTS_ACCOUNT
        : DEALER_CARD_RECEIPTS_ACCOUNT
  await app.db.transaction((tx) =>
    postDealerMovement(tx, {
      dealerId,
      kind: kind as 'dealer-payment',
      memo: `${kind} ${key}`,
      idempotencyKey: `statements-test:${key}`,
      createdByUserId: null,
      at: new Date(at),
      account: dealerBalanceAccount(dealerId, 'USD'),
      amount,
      counterAccount: shopAccount(counter, 'USD'),
    }),
  )
}

beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now })
  dealer = await freshDealer(app, SLUG, NAME)
  for (const role of [OWNER, MANAGER, MEMBER] as const) cookies.set(role, dealer.cookies[role])
  await post(dealer.id, 'sep-pay', '2026-09-10T10:00:00Z', 50_000n)
  await post(dealer.id, 'sep-buy', '2026-09-25T10:00:00Z', -12_000n, 'dealer-purchase')
  await post(dealer.id, 'oct-buy', '2026-10-03T10:00:00Z', -8_000n, 'dealer-purchase')
  await post(dealer.id, 'oct-out', '2026-10-31T23:59:59Z', -5_000n, 'dealer-disbursement')
  await post(dealer.id, 'nov-buy', '2026-11-02T08:00:00Z', -1_500n, 'dealer-purchase')
  await post(APEX, 'apex-sep', '2026-09-12T10:00:00Z', 7_000n)
}, 120_000)
afterAll(async () => {
  await app?.close()
})

describe('GET /v1/dealers/{slug}/statements: issued once per closed month, the current one open', () => {
  it('issues September and October once, even when two lists ask at the same time', async () => {
    const [a, b] = await Promise.all([get(`${BASE}/statements`, OWNER), get(`${BASE}/statements`, MANAGER)])
    expect([a.status, b.status]).toEqual([200, 200])
    const rows = await app.db.select().from(dealerStatement).where(eq(dealerStatement.organizationId, dealer.id))
    expect(rows.map((row) => row.periodStart).sort()).toEqual(['2026-09-01', '2026-10-01'])
    const list = (await a.json()).data
    expect(list.map((s: { status: string; period_start: string }) => [s.status, s.period_start])).toEqual([
      ['open', '2026-11-01'],
      ['issued', '2026-10-01'],
      ['issued', '2026-09-01'],
    ])
    const [open, october, september] = list
    expect(september).toMatchObject({
      number: 'ST-2026-09-USD',
      opening: { amount_minor: 0, currency: 'USD' },
      closing: { amount_minor: 38_000, currency: 'USD' },
      due_date: '2026-10-16',
      period_last_day: '2026-09-30',
    })
    // Closing = the next opening, month after month.
    expect(october.opening).toEqual(september.closing)
    expect(october.closing.amount_minor).toBe(25_000)
    expect(open).toMatchObject({ id: 'current-USD', number: null, due_date: null, opening: october.closing })
    expect(open.closing.amount_minor).toBe(23_500)
  })

  it('calls a statement overdue only while what it closed owing is not paid since', async () => {
    const owing = await freshDealer(app, 'statements-owing-motors', 'Owing Motors')
    await post(owing.id, 'owing-sep-buy', '2026-09-20T10:00:00Z', -20_000n, 'dealer-purchase')
    const september = async () => {
      const path = '/api/v1/dealers/statements-owing-motors/statements'
      const list = (await (await app.request('GET', path, { cookie: owing.cookies.owner })).json()).data
      const row = list.find((s: { period_start: string }) => s.period_start === '2026-09-01')
      const detail = await (await app.request('GET', `${path}/${row.id}`, { cookie: owing.cookies.owner })).json()
      expect(detail.overdue).toBe(row.overdue)
      return row
    }
    // Due 2026-10-16, nothing paid by 2026-11-20.
    expect(await september()).toMatchObject({ overdue: true, closing: { amount_minor: -20_000 } })
    await post(owing.id, 'owing-nov-part', '2026-11-05T10:00:00Z', 15_000n)
    expect((await september()).overdue).toBe(true)
    await post(owing.id, 'owing-nov-rest', '2026-11-06T10:00:00Z', 5_000n)
    expect((await september()).overdue).toBe(false)
  })

  it('shows a statement’s postings with the balance after each', async () => {
    const list = (await (await get(`${BASE}/statements`, OWNER)).json()).data
    const october = list.find((s: { period_start: string }) => s.period_start === '2026-10-01')
    const detail = await (await get(`${BASE}/statements/${october.id}`, OWNER)).json()
    expect(
      detail.lines.map((l: { kind_label: string; balance: { amount_minor: number } }) => [
        l.kind_label,
        l.balance.amount_minor,
      ]),
    ).toEqual([
      ['Purchase', 30_000],
      ['Disbursement', 25_000],
    ])
    expect(detail.letterhead).toMatchObject({ dealer_name: NAME })
    const open = await (await get(`${BASE}/statements/current-USD`, OWNER)).json()
    expect(open).toMatchObject({ status: 'open', lines: [{ amount: { amount_minor: -1_500 } }] })
  })

  it('keeps an issued statement as it was: the database refuses a change of its amounts and its deletion', async () => {
    const [row] = await app.db
      .select()
      .from(dealerStatement)
      .where(eq(dealerStatement.organizationId, dealer.id))
      .limit(1)
    await expect(
      app.db.update(dealerStatement).set({ closingMinor: 1n }).where(eq(dealerStatement.id, row!.id)),
    ).rejects.toThrow()
    await expect(app.db.delete(dealerStatement).where(eq(dealerStatement.id, row!.id))).rejects.toThrow()
    // A late posting dated into a closed month does not rewrite it.
    await post(dealer.id, 'late-sep', '2026-09-28T10:00:00Z', -1n, 'dealer-purchase')
    await get(`${BASE}/statements`, OWNER)
    const [again] = await app.db.select().from(dealerStatement).where(eq(dealerStatement.id, row!.id))
    expect(again!.closingMinor).toBe(row!.closingMinor)
  })

  it('issues last month at the month’s start (the monthly job), opening at the one before’s closing', async () => {
    now = new Date('2026-12-01T00:05:00.000Z')
    try {
      expect(await issueAllStatements(app.deps)).toBeGreaterThanOrEqual(2)
      expect(await issueAllStatements(app.deps)).toBe(0)
      const rows = await app.db
        .select()
        .from(dealerStatement)
        .where(sql`${dealerStatement.organizationId} = ${dealer.id} and ${dealerStatement.periodStart} = '2026-11-01'`)
      expect(rows).toMatchObject([{ openingMinor: 25_000n, closingMinor: 23_500n, dueDate: '2026-12-16' }])
    } finally {
      now = new Date('2026-11-20T12:00:00.000Z')
    }
  })

  it('answers the PDF of a statement: a real PDF with its closing balance', async () => {
    const response = await get(`${BASE}/statements/current-USD/pdf`, OWNER)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = await pdfText(bytes)
    expect(text).toContain(NAME)
    expect(text).toContain('Balance so far')
    expect(text).toContain('$235.00')
  })

  it('never shows another dealer’s statement, refuses a member, and reads for staff', async () => {
    const apexList = (await (await get('/api/v1/dealers/apex-motorsport/statements', 'apex@example.com')).json()).data
    const apexSeptember = apexList.find((s: { period_start: string }) => s.period_start === '2026-09-01')
    expect(apexSeptember.closing.amount_minor).toBe(7_000)
    const crossed = await get(`${BASE}/statements/${apexSeptember.id}`, OWNER)
    expect(crossed.status).toBe(404)
    expect((await get(`/api/v1/dealers/apex-motorsport/statements/${apexSeptember.id}`, OWNER)).status).toBe(404)
    expect((await get(`${BASE}/statements`, MEMBER)).status).toBe(403)
    expect((await get(`${BASE}/statements/current-USD/pdf`, MEMBER)).status).toBe(403)
    expect((await get(`${BASE}/statements`, 'staff@example.com')).status).toBe(200)
    expect((await get(`${BASE}/statements/not-an-id`, OWNER)).status).toBe(422)
    expect((await app.request('GET', `${BASE}/statements`)).status).toBe(401)
  })
})

describe('GET /v1/dealers/{slug}/disbursements', () => {
  it('lists what the shop paid out, and nothing for a dealer without any', async () => {
    const mine = (await (await get(`${BASE}/disbursements`, OWNER)).json()).data
    expect(mine).toMatchObject([{ amount: { amount_minor: 5_000, currency: 'USD' } }])
    expect(
      (await (await get('/api/v1/dealers/apex-motorsport/disbursements', 'apex@example.com')).json()).data,
    ).toEqual([])
    expect((await get(`${BASE}/disbursements`, MEMBER)).status).toBe(403)
  })
})
