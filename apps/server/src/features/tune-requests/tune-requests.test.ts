import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TEST_ORIGIN } from '../../../test/test-app'
import { outboxMail } from '../../db/schema/mail'
import { testPaymentCharge } from '../../db/schema/payments'
import { tuneRequestPipeline } from '../../db/schema/tune-requests'
import { flashImage } from '../../../../../packages/domain/src/tuning/tuning.test-fixtures'
import {
  app,
  call,
  customer,
  dealer,
  DISCLAIMER,
  estimateBody,
  estimated,
  expectedTotal,
  multipart,
  newRequest,
  other,
  pay,
  staff,
  statusOf,
  tuner,
  vehicle,
  work,
} from './tune-requests.test-fixtures'

describe('estimate', () => {
  it('prices the chosen tunes from the catalog in the order currency, mails the customer, and moves to estimated', async () => {
    const id = await newRequest()
    const response = await call('POST', `/api/v1/tune-requests/${id}/estimate`, customer, estimateBody())
    expect(response.status).toBe(200)
    const estimate = await response.json()
    expect(estimate).toMatchObject({ currency: 'USD', total_minor: expectedTotal(), subtotal_minor: expectedTotal() })
    const detail = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    expect(detail).toMatchObject({ status: 'estimated', party: 'customer', estimate: { total_minor: expectedTotal() } })
    expect(detail.vehicle.engine_id).toBe(vehicle.engineId)
    expect(detail.actions).toEqual(expect.arrayContaining(['pay', 'raw', 'ask-help', 'cancel', 'estimate']))
    expect(detail.disclaimer.sha256).toBe(DISCLAIMER)
    const mails = await app.db.select().from(outboxMail).where(eq(outboxMail.to, 'customer@example.com'))
    expect(mails.some((mail) => mail.subject === `Your estimate is ready — tune request #${id}`)).toBe(true)
  })

  it('refuses tunes of another vehicle, a stock tune, no tune and an unknown engine with field errors (422)', async () => {
    const id = await newRequest()
    const bad = await call('POST', `/api/v1/tune-requests/${id}/estimate`, customer, {
      engine_id: vehicle.engineId,
      tune_sets: [],
    })
    expect(bad.status).toBe(422)
    expect((await bad.json()).errors.tune_sets).toEqual(['Choose at least one tune.'])
    const engine = await call('POST', `/api/v1/tune-requests/${id}/estimate`, customer, {
      engine_id: 999999,
      tune_sets: [1],
    })
    expect((await engine.json()).errors).toEqual({ engine_id: ['Choose a vehicle from the catalog.'] })
    const code = await call('POST', `/api/v1/tune-requests/${id}/estimate`, customer, {
      ...estimateBody(),
      discount_codes: ['NOPE'],
    })
    expect((await code.json()).errors.discount_codes).toEqual([
      'The discount code NOPE cannot be used for custom tuning.',
    ])
    expect(await statusOf(id)).toBe('created')
  })
})

describe('pay', () => {
  it('charges the estimate through the test provider once; a retry with the same Idempotency-Key answers the first result', async () => {
    const id = await estimated()
    const first = await pay(id, customer, 'tok_visa', 'key-aaaaaaaa')
    expect(first.status).toBe(200)
    const body = await first.json()
    expect(body).toMatchObject({ id, status: 'paid', amount_minor: expectedTotal(), currency: 'USD' })
    const again = await pay(id, customer, 'tok_visa', 'key-aaaaaaaa')
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(body)
    const charges = await app.db
      .select()
      .from(testPaymentCharge)
      .where(eq(testPaymentCharge.idempotencyKey, `tune-request:${id}:pay`))
    expect(charges).toHaveLength(1)
    expect(charges[0]!.amountMinor).toBe(BigInt(expectedTotal()))
    const other = await pay(id, customer, 'tok_visa', 'key-bbbbbbbb')
    expect(other.status).toBe(409)
    expect((await other.json()).code).toBe('already_committed')
    const [row] = await app.db.select().from(tuneRequestPipeline).where(eq(tuneRequestPipeline.tuneRequestId, id))
    expect(row).toMatchObject({ funding: 'paid', disclaimerSha256: DISCLAIMER, paidCurrency: 'USD' })
  })

  it('a decline is 402 with the payment message and changes nothing; the disclaimer is required', async () => {
    const id = await estimated()
    const declined = await pay(id, customer, 'tok_card_expired')
    expect(declined.status).toBe(402)
    expect((await declined.json()).code).toBe('card_expired')
    expect(await statusOf(id)).toBe('estimated')
    const noDisclaimer = await call('POST', `/api/v1/tune-requests/${id}/pay`, customer, {
      disclaimer_sha256: 'a'.repeat(64),
      test_token: 'tok_visa',
    })
    expect(noDisclaimer.status).toBe(422)
    expect((await noDisclaimer.json()).errors.disclaimer).toEqual([
      'Read and agree to the disclaimer before continuing.',
    ])
  })

  it('cannot pay before an estimate (409) and staff cannot pay for the customer (403)', async () => {
    const id = await newRequest()
    expect((await pay(id)).status).toBe(409)
    const est = await estimated()
    expect((await pay(est, staff)).status).toBe(403)
  })
})

describe('paying with tune credits (one payment path with money, decision 0050)', () => {
  it('the seeded customer estimates, pays with credits, staff take and deliver, the customer downloads', async () => {
    const balances = async () => (await (await call('GET', '/api/v1/tune-credits', customer)).json()).balances
    const before = await balances()
    expect(before.ecu).toBeGreaterThanOrEqual(1)
    const id = await newRequest()
    const estimate = await call('POST', `/api/v1/tune-requests/${id}/estimate`, customer, {
      engine_id: vehicle.engineId,
      tune_sets: [vehicle.setId],
    })
    expect(estimate.status).toBe(200)
    const offered = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    expect(offered.credit_price).toEqual({ ecu: 1, tcu: 0, awd: 0 })
    // The disclaimer is part of paying, whatever pays.
    expect((await call('POST', '/api/v1/tune-credits/apply', customer, { tune_request_id: id })).status).toBe(422)
    const paid = await call('POST', '/api/v1/tune-credits/apply', customer, {
      tune_request_id: id,
      disclaimer_sha256: DISCLAIMER,
    })
    expect(paid.status).toBe(200)
    expect(await paid.json()).toMatchObject({ status: 'paid', credits: { ecu: 1, tcu: 0, awd: 0 } })
    expect((await balances()).ecu).toBe(before.ecu - 1)
    // Recorded for the pipeline like a money payment: funded, paid markers, agreed disclaimer.
    const detail = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    expect(detail).toMatchObject({
      status: 'paid',
      funding: 'paid',
      payment: { provider: 'tune-credits', amount_minor: 0, currency: 'USD' },
      disclaimer: { agreed_sha256: DISCLAIMER },
    })
    expect(detail.actions).not.toContain('pay')
    // No second payment by money, and a repeated credit payment answers the first one.
    expect((await pay(id)).status).toBe(409)
    const again = await call('POST', '/api/v1/tune-credits/apply', customer, {
      tune_request_id: id,
      disclaimer_sha256: DISCLAIMER,
    })
    expect(again.status).toBe(200)
    expect((await balances()).ecu).toBe(before.ecu - 1)
    // Staff take it: the work starts at once because it is paid.
    expect((await work({ action: 'take', tune_request_id: id })).status).toBe(200)
    expect(await statusOf(id)).toBe('in-progress')
    const tuned = flashImage(2048).map((byte, i) => (i === 7 ? 0x24 : byte))
    const upload = await multipart('/api/v1/pipeline', staff, 'credits_tuned.bin', tuned, {
      action: 'upload',
      tune_request_id: String(id),
    })
    expect(upload.status).toBe(200)
    expect((await work({ action: 'deliver', tune_request_id: id })).status).toBe(200)
    const delivered = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    const file = delivered.files.find((f: { role: string }) => f.role === 'tuned')
    expect(file).toBeDefined()
    const { token } = await (await call('GET', `/api/v1/tune-requests/${id}/token`, customer)).json()
    const download = await app.api.request(
      `${TEST_ORIGIN}/api/v1/tune-requests/${id}/download/${file.id}?token=${token}`,
    )
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(tuned)
  })

  it('a request paid with money cannot be paid again with credits', async () => {
    const id = await estimated()
    expect((await pay(id)).status).toBe(200)
    const response = await call('POST', '/api/v1/tune-credits/apply', customer, {
      tune_request_id: id,
      disclaimer_sha256: DISCLAIMER,
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ code: 'already_committed' })
  })
})

describe('other ways out of estimated', () => {
  it('free (staff only), raw (customer, disclaimer), help and its answer, cancel', async () => {
    const a = await newRequest()
    expect((await call('POST', `/api/v1/tune-requests/${a}/free`, customer, {})).status).toBe(403)
    expect((await call('POST', `/api/v1/tune-requests/${a}/free`, tuner, {})).status).toBe(404)
    const free = await call('POST', `/api/v1/tune-requests/${a}/free`, staff, { note: 'Warranty redo' })
    expect((await free.json()).status).toBe('free')

    const b = await newRequest()
    expect(
      (await call('POST', `/api/v1/tune-requests/${b}/raw`, customer, { disclaimer_sha256: 'b'.repeat(64) })).status,
    ).toBe(422)
    expect(
      (await (await call('POST', `/api/v1/tune-requests/${b}/raw`, customer, { disclaimer_sha256: DISCLAIMER })).json())
        .status,
    ).toBe('raw')

    const c = await newRequest()
    expect(
      (await (await call('POST', `/api/v1/tune-requests/${c}/help`, customer, { message: 'Which stage?' })).json())
        .status,
    ).toBe('help')
    expect(
      (await (await call('POST', `/api/v1/tune-requests/${c}/help`, staff, { message: 'Stage 1.' })).json()).status,
    ).toBe('estimated')
    expect((await (await call('DELETE', `/api/v1/tune-requests/${c}`, customer)).json()).status).toBe('cancelled')
    const twice = await call('DELETE', `/api/v1/tune-requests/${c}`, customer)
    expect(twice.status).toBe(409)
    expect(
      (await call('POST', `/api/v1/tune-requests/${c}/support`, customer, { subject: 'x', body: 'y' })).status,
    ).toBe(409)
  })

  it('pay-later is for dealer members only and bills their dealer', async () => {
    const id = await estimated()
    const refused = await call('POST', `/api/v1/tune-requests/${id}/pay-later`, customer, {
      disclaimer_sha256: DISCLAIMER,
    })
    expect(refused.status).toBe(403)
    const dealerRequest = await estimated(dealer)
    const dealers = await (await call('GET', '/api/v1/tune-requests/dealers', dealer)).json()
    expect(dealers.data).toEqual([expect.objectContaining({ id: '00000000-0000-4000-8000-0000000000d1' })])
    const later = await call('POST', `/api/v1/tune-requests/${dealerRequest}/pay-later`, dealer, {
      disclaimer_sha256: DISCLAIMER,
    })
    expect((await later.json()).status).toBe('pay-later')
    const [row] = await app.db
      .select()
      .from(tuneRequestPipeline)
      .where(eq(tuneRequestPipeline.tuneRequestId, dealerRequest))
    expect(row!.billedDealerOrgId).toBe('00000000-0000-4000-8000-0000000000d1')
    // Decision 0102: the estimate's total is on the dealer's ledger balance, as what it owes.
    const estimate = row!.estimate!
    const entries = await (
      await call('GET', `/api/v1/dealers/redline-performance/entries?currency=${estimate.currency}`, dealer)
    ).json()
    expect(entries.data[0]).toMatchObject({
      kind: 'dealer-purchase',
      memo: `Tune request ${dealerRequest} billed to the dealer`,
      amount: { amount_minor: -estimate.total_minor, currency: estimate.currency },
    })
    expect(await (await call('GET', '/api/v1/tune-requests/dealers', customer)).json()).toEqual({ data: [] })
  })
})

describe('reading, listing, editing', () => {
  it('lists own requests with a 1-based page and a status filter; recent updates; poll answers status only', async () => {
    const id = await newRequest(other)
    const list = await (await call('GET', '/api/v1/tune-requests?page=1&per_page=5', other)).json()
    expect(list.meta).toMatchObject({ page: 1, per_page: 5, total: 1, pages: 1 })
    expect(list.data[0]).toMatchObject({ id, status: 'created', status_label: 'Received' })
    expect((await (await call('GET', '/api/v1/tune-requests?status=paid', other)).json()).data).toEqual([])
    expect((await call('GET', '/api/v1/tune-requests?page=0', other)).status).toBe(422)
    expect((await call('GET', '/api/v1/tune-requests?status=bogus', other)).status).toBe(422)
    const recent = await (await call('GET', '/api/v1/recent-updates', other)).json()
    expect(recent.data.map((r: { id: number }) => r.id)).toEqual([id])
    const poll = await (await call('GET', `/api/v1/tune-requests/${id}?poll=1`, other)).json()
    expect(Object.keys(poll).sort()).toEqual(['id', 'status', 'status_label', 'updated_at'])
    expect((await call('GET', '/api/v1/tune-requests', undefined)).status).toBe(401)
  })

  it("another customer's request is 404 on every endpoint; the dealer and staff can read their customers'", async () => {
    const id = await estimated()
    for (const [method, path, body] of [
      ['GET', `/api/v1/tune-requests/${id}`],
      ['GET', `/api/v1/tune-requests/${id}?poll=1`],
      ['PATCH', `/api/v1/tune-requests/${id}`, { customer_note: 'x' }],
      ['DELETE', `/api/v1/tune-requests/${id}`],
      ['POST', `/api/v1/tune-requests/${id}/estimate`, estimateBody()],
      ['POST', `/api/v1/tune-requests/${id}/pay`, { disclaimer_sha256: DISCLAIMER, test_token: 'tok_visa' }],
      ['POST', `/api/v1/tune-requests/${id}/raw`, { disclaimer_sha256: DISCLAIMER }],
      ['POST', `/api/v1/tune-requests/${id}/help`, { message: 'hi' }],
      ['POST', `/api/v1/tune-requests/${id}/support`, { subject: 'a', body: 'b' }],
      ['GET', `/api/v1/tune-requests/${id}/token`],
    ] as const) {
      const response = await call(method, path, other, body)
      expect(response.status, `${method} ${path}`).toBe(404)
    }
    expect((await work({ action: 'take', tune_request_id: id }, other)).status).toBe(404)
    expect((await work({ action: 'take', tune_request_id: id }, tuner)).status).toBe(404)
    expect((await call('GET', `/api/v1/tune-requests/${id}`, staff)).status).toBe(200)
    expect(await statusOf(id)).toBe('estimated')
  })

  it('PATCH honours If-Unmodified-Since (412 when stale)', async () => {
    const id = await newRequest()
    const first = await call('GET', `/api/v1/tune-requests/${id}`, customer)
    const lastModified = first.headers.get('last-modified')!
    const ok = await call(
      'PATCH',
      `/api/v1/tune-requests/${id}`,
      customer,
      { customer_note: 'Stage 2 please' },
      { 'if-unmodified-since': lastModified },
    )
    expect(ok.status).toBe(200)
    expect((await ok.json()).customer_note).toBe('Stage 2 please')
    const stale = await call(
      'PATCH',
      `/api/v1/tune-requests/${id}`,
      customer,
      { customer_note: 'x' },
      { 'if-unmodified-since': new Date(0).toUTCString() },
    )
    expect(stale.status).toBe(412)
  })
})
