import { eq, sql } from 'drizzle-orm'
import { TUNE_CREDIT_PRICES } from '@shop/domain/ledger'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { address } from '../../db/schema/accounts'
import { auditEvent } from '../../db/schema/audit'
import { user } from '../../db/schema/auth'
import { dealerBillingProfile, dealerCreditLimit } from '../../db/schema/catalog-purchases'
import { ledgerTransaction } from '../../db/schema/ledger'
import { outboxMail } from '../../db/schema/mail'
import { tuneCreditCode, tuneCreditInvoice } from '../../db/schema/tune-credits'
import { REDLINE_SEEDED_BALANCE } from '../../db/seed/dealer-money'
import { balancesOf } from '../ledger/ledger.service'
import { creditLimitsOf } from './dealers.repository'
import { dashboardFactsOf } from './dealer-dashboard.repository'
import { findDealerEvents } from './dealer-members.repository'
import { tuneRequest } from '../../db/schema/tune-requests'

// Issue 25 items 1–3 and 5: a dealer's balance read off the ledger, paying it by card, buying codes and credits on it
// under its credit limit, one key moving value once.

let app: TestApp
const cookies = new Map<string, string>()
const REDLINE = 'redline-performance'
const REDLINE_ID = '00000000-0000-4000-8000-0000000000d1'
const APEX = 'apex-motorsport'
const APEX_ID = '00000000-0000-4000-8000-0000000000d2'
const ECU_USD = TUNE_CREDIT_PRICES.USD!.ecu

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  for (const email of [
    'dealer@example.com',
    'dealer-manager@example.com',
    'dealer-member@example.com',
    'apex@example.com',
    'staff@example.com',
    'admin@example.com',
    'customer@example.com',
  ])
    cookies.set(email, await app.login(email))
}, 120_000)
afterAll(async () => {
  await app?.close()
})

const as = (email: string) => cookies.get(email)!
const get = (path: string, email: string) => app.request('GET', path, { cookie: as(email) })
const post = (path: string, email: string, body: unknown, key?: string) =>
  app.request('POST', path, { cookie: as(email), body, headers: key ? { 'idempotency-key': key } : {} })

const usd = async (slug: string, email = 'admin@example.com') => {
  const balance = await (await get(`/api/v1/dealers/${slug}/balance`, email)).json()
  return balance.money.find((position: { currency: string }) => position.currency === 'USD')
}

async function estimate(email: string, dealerId: string, count = 1) {
  const response = await post('/api/v1/tune-credit-codes/invoices', email, {
    code_count: count,
    credits_per_code: { ecu: 1, tcu: 0, awd: 0 },
    currency: 'USD',
    dealer_id: dealerId,
  })
  expect(response.status).toBe(201)
  return (await response.json()).id as number
}
const commitOnBalance = (email: string, invoiceId: number) =>
  post('/api/v1/tune-credit-codes/commit', email, { invoice_id: invoiceId, pay_with: 'balance' })

describe('GET /v1/dealers/{slug}/balance and /entries: the ledger’s sums', () => {
  it('answers the owner, managers and staff; a member is refused (403), another dealer never sees it (404)', async () => {
    const owner = await usd(REDLINE, 'dealer@example.com')
    expect(owner.balance).toEqual({ amount_minor: Number(REDLINE_SEEDED_BALANCE), currency: 'USD' })
    expect(REDLINE_SEEDED_BALANCE).toBe(-52_100n)
    expect(owner.credit_limit).toEqual({ amount_minor: 250_000, currency: 'USD' })
    expect(owner.available.amount_minor).toBe(owner.balance.amount_minor + 250_000)
    expect(owner.owed.amount_minor).toBe(Math.max(0, -owner.balance.amount_minor))
    expect((await get(`/api/v1/dealers/${REDLINE}/balance`, 'dealer-manager@example.com')).status).toBe(200)
    expect((await get(`/api/v1/dealers/${REDLINE}/balance`, 'staff@example.com')).status).toBe(200)
    expect((await get(`/api/v1/dealers/${REDLINE}/balance`, 'dealer-member@example.com')).status).toBe(403)
    expect((await get(`/api/v1/dealers/${REDLINE}/entries`, 'apex@example.com')).status).toBe(404)
    expect((await get(`/api/v1/dealers/${REDLINE}/entries.csv`, 'customer@example.com')).status).toBe(404)
  })

  it('lists postings newest first, each balance after it the previous one plus its amount, the newest the balance', async () => {
    const page = await (await get(`/api/v1/dealers/${REDLINE}/entries?per_page=100`, 'dealer@example.com')).json()
    expect(page.currency).toBe('USD')
    expect(page.data.length).toBeGreaterThan(3)
    expect(page.data[0].balance_after).toEqual((await usd(REDLINE)).balance)
    for (let i = 0; i + 1 < page.data.length; i++) {
      const [newer, older] = [page.data[i], page.data[i + 1]]
      expect(newer.balance_after.amount_minor).toBe(older.balance_after.amount_minor + newer.amount.amount_minor)
      expect(newer.created_at >= older.created_at).toBe(true)
    }
    expect(page.meta.total).toBe(page.data.length)
    const purchases = await (
      await get(`/api/v1/dealers/${REDLINE}/entries?kind=dealer-purchase&per_page=100`, 'dealer@example.com')
    ).json()
    expect(purchases.data.length).toBeGreaterThan(0)
    expect(purchases.data.every((entry: { kind_label: string }) => entry.kind_label === 'Purchase')).toBe(true)
    // A filter hides postings, not their weight: the running balance is still the account's.
    const first = purchases.data[0]
    expect(first.balance_after).toEqual(page.data.find((e: { id: number }) => e.id === first.id).balance_after)
    const future = await (await get(`/api/v1/dealers/${REDLINE}/entries?from=2999-01-01`, 'dealer@example.com')).json()
    expect(future.data).toEqual([])
    expect(future.meta.total).toBe(0)
    expect((await get(`/api/v1/dealers/${REDLINE}/entries?kind=bogus`, 'dealer@example.com')).status).toBe(422)
    expect((await get(`/api/v1/dealers/${REDLINE}/entries?from=yesterday`, 'dealer@example.com')).status).toBe(422)
  })

  it('exports the same postings as CSV (RFC 4180, a header and one row per posting)', async () => {
    const response = await get(`/api/v1/dealers/${REDLINE}/entries.csv`, 'dealer@example.com')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="redline-performance-balance-USD-/,
    )
    const text = await response.text()
    const lines = text.split('\r\n').filter(Boolean)
    expect(lines[0]).toBe('date,transaction_id,kind,memo,amount,balance_after,currency')
    const total = (await (await get(`/api/v1/dealers/${REDLINE}/entries`, 'dealer@example.com')).json()).meta.total
    expect(lines.length).toBe(total + 1)
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T.*,-?\d+\.\d{2},-?\d+\.\d{2},USD$/)
  })
})

describe('POST /v1/dealers/{slug}/pay-balance: by card, idempotent, audited', () => {
  it('charges once and moves the balance once for a key; the key with another amount is 409', async () => {
    const before = (await usd(REDLINE)).balance.amount_minor
    const pay = (amount: number, key: string, email = 'dealer@example.com', token = 'tok_visa') =>
      post(
        `/api/v1/dealers/${REDLINE}/pay-balance`,
        email,
        { amount_minor: amount, currency: 'USD', test_token: token },
        key,
      )
    const first = await pay(12_345, 'pay-test-key-0001')
    expect(first.status).toBe(201)
    const paid = await first.json()
    expect(paid).toMatchObject({ created: true, amount: { amount_minor: 12_345, currency: 'USD' } })
    expect(paid.position.balance.amount_minor).toBe(before + 12_345)
    const again = await pay(12_345, 'pay-test-key-0001')
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({
      created: false,
      transaction_id: paid.transaction_id,
      charge_id: paid.charge_id,
    })
    expect((await usd(REDLINE)).balance.amount_minor).toBe(before + 12_345)
    expect((await pay(999, 'pay-test-key-0001')).status).toBe(409)
    // The ledger shows it at once, newest first.
    const entries = await (await get(`/api/v1/dealers/${REDLINE}/entries`, 'dealer@example.com')).json()
    expect(entries.data[0]).toMatchObject({ transaction_id: paid.transaction_id, kind_label: 'Card payment' })
    const [audit] = await app.db.select().from(auditEvent).where(eq(auditEvent.action, 'dealer.balance-paid'))
    expect(audit).toMatchObject({ subjectType: 'dealer', subjectId: REDLINE_ID })
  })

  it('five concurrent retries of one key post one payment', async () => {
    const before = (await usd(REDLINE)).balance.amount_minor
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(
          `/api/v1/dealers/${REDLINE}/pay-balance`,
          'dealer-manager@example.com',
          { amount_minor: 500, currency: 'USD', test_token: 'tok_visa' },
          'pay-test-concurrent-1',
        ),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201])
    expect((await usd(REDLINE)).balance.amount_minor).toBe(before + 500)
  })

  it('refuses a declined card (402, nothing posted), a member and staff (403), no key or a bad amount (422)', async () => {
    const before = (await usd(REDLINE)).balance.amount_minor
    const body = { amount_minor: 1000, currency: 'USD', test_token: 'tok_visa' }
    const declined = await post(
      `/api/v1/dealers/${REDLINE}/pay-balance`,
      'dealer@example.com',
      { ...body, test_token: 'tok_card_expired' },
      'pay-test-declined',
    )
    expect(declined.status).toBe(402)
    expect(
      (await post(`/api/v1/dealers/${REDLINE}/pay-balance`, 'dealer-member@example.com', body, 'pay-test-m')).status,
    ).toBe(403)
    expect((await post(`/api/v1/dealers/${REDLINE}/pay-balance`, 'staff@example.com', body, 'pay-test-s')).status).toBe(
      403,
    )
    expect((await post(`/api/v1/dealers/${REDLINE}/pay-balance`, 'apex@example.com', body, 'pay-test-a')).status).toBe(
      404,
    )
    expect((await post(`/api/v1/dealers/${REDLINE}/pay-balance`, 'dealer@example.com', body)).status).toBe(422)
    for (const amount of [0, -5, 1.5])
      expect(
        (
          await post(
            `/api/v1/dealers/${REDLINE}/pay-balance`,
            'dealer@example.com',
            { ...body, amount_minor: amount },
            'pay-test-bad',
          )
        ).status,
      ).toBe(422)
    expect((await usd(REDLINE)).balance.amount_minor).toBe(before)
  })
})

describe('buying tune-credit codes and credits on the balance', () => {
  it('commits a dealer invoice on its balance: dealer-purchase posted, codes issued; a second commit is already_committed', async () => {
    const before = (await usd(REDLINE)).balance.amount_minor
    const id = await estimate('dealer@example.com', REDLINE_ID, 2)
    const committed = await commitOnBalance('dealer-manager@example.com', id)
    expect(committed.status).toBe(200)
    const invoice = await committed.json()
    expect(invoice).toMatchObject({ status: 'committed', settled_by: 'dealer-balance' })
    expect(invoice.codes).toHaveLength(2)
    expect((await usd(REDLINE)).balance.amount_minor).toBe(before - 2 * ECU_USD)
    const again = await commitOnBalance('dealer@example.com', id)
    expect(again.status).toBe(409)
    expect((await again.json()).code).toBe('already_committed')
    expect((await usd(REDLINE)).balance.amount_minor).toBe(before - 2 * ECU_USD)

    // Every member sees the dealer's codes; sending one mails it and makes the customer its recipient.
    const listed = await (
      await get(`/api/v1/dealers/${REDLINE}/tune-credit-codes?claimed=no`, 'dealer-member@example.com')
    ).json()
    const code = invoice.codes[0].code as string
    expect(listed.data.map((c: { code: string }) => c.code)).toContain(code)
    expect(
      (
        await post(`/api/v1/dealers/${REDLINE}/tune-credit-codes/${code}/send`, 'dealer-member@example.com', {
          email: 'customer@example.com',
        })
      ).status,
    ).toBe(403)
    const sent = await post(`/api/v1/dealers/${REDLINE}/tune-credit-codes/${code}/send`, 'dealer@example.com', {
      email: 'customer@example.com',
      message: 'Thanks for your visit!',
    })
    expect(sent.status).toBe(200)
    const mails = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'customer@example.com'))
    expect(mails.some((mail) => JSON.stringify(mail).includes(code))).toBe(true)
    expect((await post('/api/v1/tune-credit-codes/claim', 'customer@example.com', { code })).status).toBe(200)
    const claimed = await (
      await get(`/api/v1/dealers/${REDLINE}/tune-credit-codes?claimed=yes`, 'dealer@example.com')
    ).json()
    expect(claimed.data.find((c: { code: string }) => c.code === code)).toMatchObject({
      claimed: true,
      claimed_by: { email: 'customer@example.com' },
    })
    const resent = await post(`/api/v1/dealers/${REDLINE}/tune-credit-codes/${code}/send`, 'dealer@example.com', {
      email: 'x@example.com',
    })
    expect(resent.status).toBe(409)
    expect(
      (
        await post(`/api/v1/dealers/${REDLINE}/tune-credit-codes/ZZZZ-ZZZZ-ZZZZ/send`, 'dealer@example.com', {
          email: 'x@example.com',
        })
      ).status,
    ).toBe(404)
    expect((await get(`/api/v1/dealers/${REDLINE}/tune-credit-codes`, 'apex@example.com')).status).toBe(404)
  })

  it('a customer’s own invoice cannot be paid on a balance; a member may not commit on the dealer’s balance', async () => {
    const own = await post('/api/v1/tune-credit-codes/invoices', 'customer@example.com', {
      code_count: 1,
      credits_per_code: { ecu: 1, tcu: 0, awd: 0 },
    })
    expect((await commitOnBalance('customer@example.com', (await own.json()).id)).status).toBe(422)
    const id = await estimate('dealer@example.com', REDLINE_ID)
    expect((await commitOnBalance('dealer-member@example.com', id)).status).toBe(404)
  })

  it('buys credits into the dealer’s own account: one transaction, money one way, credits the other; a retry once', async () => {
    const before = await (await get(`/api/v1/dealers/${REDLINE}/balance`, 'dealer@example.com')).json()
    const buy = () =>
      post(
        `/api/v1/dealers/${REDLINE}/credits`,
        'dealer@example.com',
        { kind: 'tcu', credits: 3, currency: 'USD' },
        'credits-test-0001',
      )
    const first = await buy()
    expect(first.status).toBe(201)
    const bought = await first.json()
    expect(bought.total).toEqual({ amount_minor: 3 * TUNE_CREDIT_PRICES.USD!.tcu, currency: 'USD' })
    expect(bought.balance.credits.tcu).toBe(before.credits.tcu + 3)
    expect((await buy()).status).toBe(200)
    const after = await (await get(`/api/v1/dealers/${REDLINE}/balance`, 'dealer@example.com')).json()
    expect(after.credits.tcu).toBe(before.credits.tcu + 3)
    const usdBefore = before.money.find((m: { currency: string }) => m.currency === 'USD').balance.amount_minor
    const usdAfter = after.money.find((m: { currency: string }) => m.currency === 'USD').balance.amount_minor
    expect(usdAfter).toBe(usdBefore - 3 * TUNE_CREDIT_PRICES.USD!.tcu)
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.idempotencyKey, `dealer-credits:${REDLINE_ID}:credits-test-0001`))
    expect(row!.n).toBe(1)
    expect(
      (
        await post(
          `/api/v1/dealers/${REDLINE}/credits`,
          'dealer-member@example.com',
          { kind: 'tcu', credits: 1, currency: 'USD' },
          'credits-test-m',
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await post(
          `/api/v1/dealers/${REDLINE}/credits`,
          'dealer@example.com',
          { kind: 'tcu', credits: 0, currency: 'USD' },
          'credits-test-z',
        )
      ).status,
    ).toBe(422)
  })
})

describe('the credit limit under concurrency (issue 25 acceptance)', () => {
  const LIMIT = 200_000

  it('without billing information a purchase on the balance is 409 dealer_missing_billing_info, no code issued', async () => {
    const id = await estimate('apex@example.com', APEX_ID)
    const refused = await commitOnBalance('apex@example.com', id)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      code: 'dealer_missing_billing_info',
      message: 'Billing information must be setup on this dealer account before proceeding.',
    })
    expect(await app.db.select().from(tuneCreditCode).where(eq(tuneCreditCode.invoiceId, id))).toEqual([])
  })

  it('20 concurrent code purchases past the limit: those that fit succeed, the rest 409, never below minus the limit', async () => {
    const apexOwnerId = (await app.db.select({ id: user.id }).from(user).where(eq(user.email, 'apex@example.com')))[0]!
      .id
    const [billing] = await app.db
      .insert(address)
      .values({
        userId: apexOwnerId,
        countryCode: 'US',
        fullName: 'Apex Motorsport Accounts',
        line1: '77 Speedway Blvd',
        city: 'Denver',
        state: 'CO',
        postalCode: '80216',
      })
      .returning({ id: address.id })
    await app.db
      .insert(dealerBillingProfile)
      .values({ organizationId: APEX_ID, billingAddressId: billing!.id, updatedAt: new Date() })
    await app.db
      .insert(dealerCreditLimit)
      .values({ organizationId: APEX_ID, currency: 'USD', limitMinor: BigInt(LIMIT) })
    expect((await usd(APEX)).balance.amount_minor).toBe(0)

    const ids = []
    for (let i = 0; i < 20; i++) ids.push(await estimate('apex@example.com', APEX_ID))
    const answers = await Promise.all(ids.map((id) => commitOnBalance('apex@example.com', id)))
    const fit = Math.floor(LIMIT / ECU_USD)
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(fit)
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - fit)
    for (const answer of answers.filter((a) => a.status === 409))
      expect((await answer.json()).code).toBe('dealer_hit_credit_limit')
    const position = await usd(APEX)
    expect(position.balance.amount_minor).toBe(-fit * ECU_USD)
    expect(position.balance.amount_minor).toBeGreaterThanOrEqual(-LIMIT)
    const committed = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tuneCreditInvoice)
      .where(eq(tuneCreditInvoice.dealerOrgId, APEX_ID))
      .groupBy(tuneCreditInvoice.status)
    expect(committed.map((row) => row.n).sort((a, b) => a - b)).toEqual([fit, 20 - fit + 1].sort((a, b) => a - b))
    const [codes] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tuneCreditCode)
      .innerJoin(tuneCreditInvoice, eq(tuneCreditInvoice.id, tuneCreditCode.invoiceId))
      .where(eq(tuneCreditInvoice.dealerOrgId, APEX_ID))
    expect(codes!.n).toBe(fit)
  })
})

describe("the dashboard's facts in one query (decision 0110)", () => {
  const facts = (dealerId: string) => dashboardFactsOf(app.db, dealerId, { latest: 5, recent: 10 })

  it('are what the ledger, the credit limits and the audit log read apart say, for every seeded dealer', async () => {
    for (const dealerId of [REDLINE_ID, APEX_ID]) {
      const one = await facts(dealerId)
      const byKind = (rows: { kind: string; unit: string; balance: string }[]) =>
        rows.map(({ kind, unit, balance }) => `${kind}/${unit}=${balance}`).sort()
      expect(byKind(one.accounts)).toEqual(byKind(await balancesOf(app.db, 'organization', dealerId)))
      expect([...one.limits].sort()).toEqual([...(await creditLimitsOf(app.db, dealerId))].sort())
      expect(one.events).toEqual(await findDealerEvents(app.db, dealerId, 0, 10))
    }
    const redline = await facts(REDLINE_ID)
    expect(redline.accounts.length).toBeGreaterThan(0)
    expect(redline.limits.get('USD')).toBeGreaterThan(0n)
    expect(redline.events.length).toBeGreaterThan(0)
  })

  it("count the dealer's open requests and list the latest, newest first", async () => {
    const open = await app.db
      .select({ id: tuneRequest.id, status: tuneRequest.status, createdAt: tuneRequest.createdAt })
      .from(tuneRequest)
      .where(eq(tuneRequest.dealerOrgId, REDLINE_ID))
    const unsettled = open.filter((row) => !['delivered', 'cancelled', 'rejected'].includes(row.status))
    const { requests } = await facts(REDLINE_ID)
    expect(requests.count).toBe(unsettled.length)
    expect(requests.latest.map((request) => request.id)).toEqual(
      unsettled
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .slice(0, 5)
        .map((row) => row.id),
    )
  })

  it('are empty for a dealer with nothing on record', async () => {
    expect(await facts('00000000-0000-4000-8000-00000000ffff')).toEqual({
      accounts: [],
      limits: new Map(),
      requests: { count: 0, latest: [] },
      events: [],
    })
  })
})
