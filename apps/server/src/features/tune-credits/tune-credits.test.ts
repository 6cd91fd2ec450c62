import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashDisclaimer, type TuneEstimate } from '@shop/domain/tuning'
import { user } from '../../db/schema/auth'
import { catalogTune } from '../../db/schema/catalog'
import { ledgerEntry } from '../../db/schema/ledger'
import { outboxMail } from '../../db/schema/mail'
import { tuneCreditCode } from '../../db/schema/tune-credits'
import { tuneRequest, tuneRequestPipeline } from '../../db/schema/tune-requests'
import { DEMO_CREDIT_CODES } from '../../db/seed/tune-credits'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp
let customer: string
let other: string
let dealer: string
let staff: string
const CUSTOMER_ID = '00000000-0000-4000-8000-000000000001'

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  dealer = await app.login('dealer@example.com')
  staff = await app.login('staff@example.com')
  other = await app.signUp('credits-other@example.com')
}, 180_000)
afterAll(async () => {
  await app?.close()
})

const get = (path: string, cookie?: string) => app.request('GET', path, { cookie })
const post = (path: string, cookie: string | undefined, body: unknown = {}) =>
  app.request('POST', path, { cookie, body })
const userId = async (email: string) =>
  (await app.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id

const balances = async (cookie: string) => (await (await get('/api/v1/tune-credits', cookie)).json()).balances

/** A fresh committed code worth `credits`, issued by staff without payment. */
async function issueCode(credits = { ecu: 1, tcu: 0, awd: 0 }) {
  const estimate = await post('/api/v1/tune-credit-codes/invoices', staff, { code_count: 1, credits_per_code: credits })
  expect(estimate.status).toBe(201)
  const committed = await post('/api/v1/tune-credit-codes/commit', staff, { invoice_id: (await estimate.json()).id })
  expect(committed.status).toBe(200)
  return (await committed.json()).codes[0].code as string
}

describe('GET /api/v1/tune-credits', () => {
  it('is documented in the OpenAPI document with the code and rescue endpoints', async () => {
    const paths = Object.keys((await (await get('/api/doc')).json()).paths)
    for (const path of [
      '/api/v1/tune-credits',
      '/api/v1/tune-credits/apply',
      '/api/v1/tune-credit-codes/claim',
      '/api/v1/tune-credit-codes/commit',
      '/api/v1/rescue-sessions/{id}',
      '/api/v1/tuning-tickets',
      '/api/v1/tuning/files',
    ])
      expect(paths).toContain(path)
  })

  it('answers the seeded balances and their history, newest first', async () => {
    const response = await get('/api/v1/tune-credits', customer)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.balances).toEqual({ ecu: 1, tcu: 1, awd: 0 })
    expect(body.history).toHaveLength(2)
    expect(body.history[0]).toMatchObject({ amount: 1, memo: 'Credit code RDNX-5555-DDDD claimed' })
    expect(body.meta).toMatchObject({ page: 1, total: 2, pages: 1 })
  })

  it('needs a login; another account starts at zero', async () => {
    expect((await get('/api/v1/tune-credits')).status).toBe(401)
    expect(await balances(other)).toEqual({ ecu: 0, tcu: 0, awd: 0 })
  })
})

describe('/api/v1/tune-credit-codes check and claim', () => {
  it('check tells what a code gives; a malformed code is 422, an unknown one 404', async () => {
    const response = await post('/api/v1/tune-credit-codes/check', other, { code: 'ecux 2222 aaaa' })
    expect(await response.json()).toEqual({
      code: DEMO_CREDIT_CODES.ecuStage,
      credits: { ecu: 2, tcu: 0, awd: 0 },
      claimed: false,
      claimed_by_you: false,
    })
    expect((await post('/api/v1/tune-credit-codes/check', other, { code: 'nope' })).status).toBe(422)
    expect((await post('/api/v1/tune-credit-codes/check', other, { code: 'ZZZZ-ZZZZ-ZZZZ' })).status).toBe(404)
  })

  it('claiming a code twice credits once; someone else then gets 409', async () => {
    const code = await issueCode({ ecu: 2, tcu: 0, awd: 1 })
    const before = await balances(other)
    const first = await post('/api/v1/tune-credit-codes/claim', other, { code })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ already_claimed: false, credits: { ecu: 2, awd: 1 } })
    const again = await post('/api/v1/tune-credit-codes/claim', other, { code })
    expect(await again.json()).toMatchObject({ already_claimed: true })
    expect(await balances(other)).toEqual({ ecu: before.ecu + 2, tcu: before.tcu, awd: before.awd + 1 })
    const stolen = await post('/api/v1/tune-credit-codes/claim', customer, { code })
    expect(stolen.status).toBe(409)
    expect(await stolen.json()).toEqual({
      code: 'code_already_claimed',
      message: 'This credit code has already been claimed.',
    })
  })

  it('10 concurrent claims of one code by one account credit it once', async () => {
    const code = await issueCode({ ecu: 0, tcu: 1, awd: 0 })
    const before = await balances(other)
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/v1/tune-credit-codes/claim', other, { code })),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200))
    const bodies = await Promise.all(responses.map((r) => r.json()))
    expect(bodies.filter((b) => !b.already_claimed)).toHaveLength(1)
    expect((await balances(other)).tcu).toBe(before.tcu + 1)
  })

  it('10 concurrent claims by two accounts: exactly one account is credited', async () => {
    const code = await issueCode({ ecu: 1, tcu: 0, awd: 0 })
    const [customerBefore, otherBefore] = [await balances(customer), await balances(other)]
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('/api/v1/tune-credit-codes/claim', i % 2 ? customer : other, { code })),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true)
    const gained = (await balances(customer)).ecu - customerBefore.ecu + (await balances(other)).ecu - otherBefore.ecu
    expect(gained).toBe(1)
  })

  it('autoclaim claims the codes mailed to the caller’s address, once', async () => {
    const first = await post('/api/v1/tune-credit-codes/autoclaim', customer)
    expect(await first.json()).toMatchObject({
      email_verified: true,
      claimed: [{ code: DEMO_CREDIT_CODES.mailed, credits: { ecu: 1, tcu: 0, awd: 1 } }],
    })
    expect((await (await post('/api/v1/tune-credit-codes/autoclaim', customer)).json()).claimed).toEqual([])
  })
})

describe('/api/v1/tune-credit-codes invoices and commit (estimate, then commit)', () => {
  it('a dealer estimates, pays and commits; codes are issued and mailed; committing again is already_committed', async () => {
    const estimate = await post('/api/v1/tune-credit-codes/invoices', dealer, {
      code_count: 2,
      credits_per_code: { ecu: 1, tcu: 1, awd: 0 },
      dealer_id: '00000000-0000-4000-8000-0000000000d1',
      recipient_email: 'front-desk@redline.example',
    })
    expect(estimate.status).toBe(201)
    const invoice = await estimate.json()
    expect(invoice).toMatchObject({
      status: 'estimated',
      total: { amount_minor: 2 * (39_900 + 29_900), currency: 'USD' },
    })
    expect(invoice.codes).toEqual([])

    const declined = await post('/api/v1/tune-credit-codes/commit', dealer, {
      invoice_id: invoice.id,
      test_token: 'tok_card_expired',
    })
    expect(declined.status).toBe(402)
    const committed = await post('/api/v1/tune-credit-codes/commit', dealer, {
      invoice_id: invoice.id,
      test_token: 'tok_visa',
    })
    expect(committed.status).toBe(200)
    const body = await committed.json()
    expect(body).toMatchObject({ status: 'committed', settled_by: 'test' })
    expect(body.codes).toHaveLength(2)
    const [mail] = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'front-desk@redline.example'))
    expect(mail?.text).toContain(body.codes[0].code)

    const again = await post('/api/v1/tune-credit-codes/commit', dealer, {
      invoice_id: invoice.id,
      test_token: 'tok_visa',
    })
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe('It seems like this purchase has already been completed.')
  })

  it('a customer must pay to commit; someone else’s invoice is 404; another dealer is 404', async () => {
    const estimate = await post('/api/v1/tune-credit-codes/invoices', customer, {
      code_count: 1,
      credits_per_code: { ecu: 1, tcu: 0, awd: 0 },
    })
    const { id } = await estimate.json()
    expect(
      (await post('/api/v1/tune-credit-codes/commit', other, { invoice_id: id, test_token: 'tok_visa' })).status,
    ).toBe(404)
    expect((await post('/api/v1/tune-credit-codes/commit', customer, { invoice_id: id })).status).toBe(422)
    const denied = await post('/api/v1/tune-credit-codes/invoices', customer, {
      code_count: 1,
      credits_per_code: { ecu: 1, tcu: 0, awd: 0 },
      dealer_id: '00000000-0000-4000-8000-0000000000d1',
    })
    expect(denied.status).toBe(404)
    const empty = await post('/api/v1/tune-credit-codes/invoices', customer, {
      code_count: 1,
      credits_per_code: { ecu: 0, tcu: 0, awd: 0 },
    })
    expect(empty.status).toBe(422)
  })

  it('invoices lists who bought which codes: the dealer sees its own, a stranger none, staff all', async () => {
    const dealerList = (await (await get('/api/v1/tune-credit-codes/invoices', dealer)).json()).data
    const seeded = dealerList.find((invoice: { codes: { code: string }[] }) =>
      invoice.codes.some((code) => code.code === 'RDNX-5555-DDDD'),
    )
    expect(seeded).toMatchObject({ buyer: { email: 'dealer@example.com' }, status: 'committed' })
    expect(seeded.codes.find((code: { code: string }) => code.code === 'RDNX-5555-DDDD').claimed).toBe(true)
    expect((await (await get('/api/v1/tune-credit-codes/invoices', other)).json()).data).toEqual([])
    const all = (await (await get('/api/v1/tune-credit-codes/invoices', staff)).json()).data
    expect(all.length).toBeGreaterThan(dealerList.length - 1)
  })
})

describe('POST /api/v1/tune-credits/apply (the pipeline’s payWithCredits)', () => {
  /** A request with a stored estimate of the given tunes (what the pipeline's estimate step leaves behind). */
  async function estimatedRequest(ownerUserId = CUSTOMER_ID, status = 'estimated', tuneIds?: number[]) {
    const [row] = await app.db.insert(tuneRequest).values({ ownerUserId, status }).returning({ id: tuneRequest.id })
    const ids = tuneIds ?? [(await tunes()).ecu]
    const estimate = {
      currency: 'USD',
      lines: ids.map((tune_id) => ({ kind: 'set', tune_id, name: `Tune ${tune_id}`, amount_minor: 1000 })),
      discount_codes: [],
      subtotal_minor: 1000 * ids.length,
      discount_minor: 0,
      total_minor: 1000 * ids.length,
    } as unknown as TuneEstimate
    if (status !== 'created') await app.db.insert(tuneRequestPipeline).values({ tuneRequestId: row!.id, estimate })
    return row!.id
  }
  const apply = (cookie: string | undefined, body: Record<string, unknown>) =>
    post('/api/v1/tune-credits/apply', cookie, { disclaimer_sha256: hashDisclaimer(), ...body })
  async function tunes() {
    const [ecu] = await app.db
      .select({ id: catalogTune.id })
      .from(catalogTune)
      .where(
        and(
          isNotNull(catalogTune.engineId),
          eq(catalogTune.isStock, false),
          eq(catalogTune.optional, false),
          eq(catalogTune.giveSplitCredits, false),
          sql`not exists (select 1 from catalog_tune_tune_type tt join catalog_tune_type t on t.id = tt.tune_type_id where tt.tune_id = ${catalogTune.id} and t.is_awd)`,
        ),
      )
      .limit(1)
    const [split] = await app.db
      .select()
      .from(catalogTune)
      .where(and(eq(catalogTune.giveSplitCredits, true), eq(catalogTune.isStock, false)))
      .limit(1)
    const [stock] = await app.db
      .select({ id: catalogTune.id })
      .from(catalogTune)
      .where(eq(catalogTune.isStock, true))
      .limit(1)
    return { ecu: ecu!.id, split: split!, stock: stock!.id }
  }

  it('pays an estimated request: debits one ECU credit, moves it to paid, and a retry returns the first payment', async () => {
    const id = await estimatedRequest()
    const { ecu } = await tunes()
    const before = await balances(customer)
    const response = await apply(customer, { tune_request_id: id, tune_ids: [ecu] })
    expect(response.status).toBe(200)
    const paid = await response.json()
    expect(paid).toMatchObject({ tune_request_id: id, status: 'paid', credits: { ecu: 1, tcu: 0, awd: 0 } })
    expect(paid.balances.ecu).toBe(before.ecu - 1)
    const [row] = await app.db.select().from(tuneRequest).where(eq(tuneRequest.id, id))
    expect(row!.status).toBe('paid')
    const retry = await apply(customer, { tune_request_id: id, tune_ids: [ecu] })
    expect(retry.status).toBe(200)
    expect((await retry.json()).transaction_id).toBe(paid.transaction_id)
    expect((await balances(customer)).ecu).toBe(before.ecu - 1)
    const history = (await (await get('/api/v1/tune-credits', customer)).json()).history
    expect(history[0]).toMatchObject({ amount: -1, tune_request_id: id })
  })

  it('10 concurrent applies on one request debit the credits once', async () => {
    const code = await issueCode({ ecu: 1, tcu: 0, awd: 0 })
    await post('/api/v1/tune-credit-codes/claim', customer, { code })
    const id = await estimatedRequest()
    const { ecu } = await tunes()
    const before = await balances(customer)
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => apply(customer, { tune_request_id: id, tune_ids: [ecu] })),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200))
    const ids = new Set((await Promise.all(responses.map((r) => r.json()))).map((b) => b.transaction_id))
    expect(ids.size).toBe(1)
    expect((await balances(customer)).ecu).toBe(before.ecu - 1)
  })

  it('a tune giving split credits takes its split ECU/TCU/AWD amounts', async () => {
    const { split } = await tunes()
    const need = { ecu: split.splitEcuCreditAmt, tcu: split.splitTcuCreditAmt, awd: split.splitAwdCreditAmt }
    const code = await issueCode({ ecu: Math.max(need.ecu, 0), tcu: Math.max(need.tcu, 0), awd: Math.max(need.awd, 0) })
    await post('/api/v1/tune-credit-codes/claim', other, { code })
    const id = await estimatedRequest(await userId('credits-other@example.com'), 'estimated', [split.id])
    const response = await apply(other, { tune_request_id: id })
    expect(response.status).toBe(200)
    expect((await response.json()).credits).toEqual(need)
  })

  it('too few credits is 402, a stock tune 422, an unestimated request 409, someone else’s request 404', async () => {
    const { ecu, stock } = await tunes()
    const poor = await app.signUp('no-credits@example.com')
    const poorId = await userId('no-credits@example.com')
    const poorRequest = await estimatedRequest(poorId)
    const short = await apply(poor, { tune_request_id: poorRequest, tune_ids: [ecu] })
    expect(short.status).toBe(402)
    expect(await short.json()).toMatchObject({ code: 'insufficient_credits' })
    const [stillEstimated] = await app.db.select().from(tuneRequest).where(eq(tuneRequest.id, poorRequest))
    expect(stillEstimated!.status).toBe('estimated')

    const id = await estimatedRequest()
    expect((await apply(customer, { tune_request_id: id, tune_ids: [stock] })).status).toBe(422)
    const created = await estimatedRequest(CUSTOMER_ID, 'created')
    expect((await apply(customer, { tune_request_id: created, tune_ids: [ecu] })).status).toBe(409)
    expect((await apply(other, { tune_request_id: id, tune_ids: [ecu] })).status).toBe(404)
    expect((await apply(undefined, { tune_request_id: id, tune_ids: [ecu] })).status).toBe(401)
  })

  it('every claimed code left a balanced ledger transaction behind', async () => {
    const claimed = await app.db.select().from(tuneCreditCode).where(isNotNull(tuneCreditCode.claimedAt))
    expect(claimed.every((code) => code.claimTransactionId !== null)).toBe(true)
    const unclaimed = await app.db.select().from(tuneCreditCode).where(isNull(tuneCreditCode.claimedAt))
    expect(unclaimed.every((code) => code.claimTransactionId === null)).toBe(true)
    const totals = await app.db
      .select({ total: sql<string>`sum(${ledgerEntry.amount})::text` })
      .from(ledgerEntry)
      .groupBy(ledgerEntry.unit)
    expect(totals.every((row) => row.total === '0')).toBe(true)
  })
})
