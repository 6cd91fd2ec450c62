import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashDisclaimer } from '@shop/domain/tuning'
import { catalogTune, catalogTunePrice } from '../../db/schema/catalog'
import { outboxMail } from '../../db/schema/mail'
import { testPaymentCharge } from '../../db/schema/payments'
import { tuneRequestEvent, tuneRequestPipeline } from '../../db/schema/tune-pipeline'
import { storedFile, tuneRequest } from '../../db/schema/tuning'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from '../../../test/test-app'
import { flashImage } from '../../../../../packages/domain/src/tuning/tuning.test-fixtures'

const dataDir = mkdtempSync(join(tmpdir(), 'tune-pipeline-test-'))
const DISCLAIMER = hashDisclaimer()
let app: TestApp
let customer: string
let other: string
let staff: string
let dealer: string
let tuner: string
let vehicle: { engineId: number; setId: number; setPrice: number; optionId: number | null; optionPrice: number }

beforeAll(async () => {
  app = await createTestApp({ seed: true, env: { DATA_DIR: dataDir } })
  customer = await app.login('customer@example.com')
  staff = await app.login('staff@example.com')
  dealer = await app.login('dealer@example.com')
  tuner = await app.login('tuner@example.com')
  other = await app.signUp('pipeline-other@example.com')
  // A seeded engine with a main tune priced in USD (and an add-on when it has one).
  const rows = await app.db
    .select({
      engineId: catalogTune.engineId,
      id: catalogTune.id,
      optional: catalogTune.optional,
      isStock: catalogTune.isStock,
      price: catalogTunePrice.price,
      addonprice: catalogTunePrice.addonprice,
    })
    .from(catalogTune)
    .innerJoin(catalogTunePrice, and(eq(catalogTunePrice.tuneId, catalogTune.id), eq(catalogTunePrice.currency, 'USD')))
    .where(sql`${catalogTune.engineId} is not null and ${catalogTunePrice.price} > 0`)
  const set = rows.find((row) => !row.optional && !row.isStock)!
  const option = rows.find((row) => row.optional && row.engineId === set.engineId && row.addonprice > 0)
  vehicle = {
    engineId: set.engineId!,
    setId: set.id,
    setPrice: set.price,
    optionId: option?.id ?? null,
    optionPrice: option?.addonprice ?? 0,
  }
})
afterAll(async () => {
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const call = (method: string, path: string, cookie?: string, body?: unknown, headers?: Record<string, string>) =>
  app.request(method, path, { cookie, body, headers })

async function multipart(
  path: string,
  cookie: string,
  name: string,
  data: Uint8Array,
  fields: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('file', new Blob([data as Uint8Array<ArrayBuffer>]), name)
  return app.api.request(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie },
    body: form,
  }) as Promise<TestResponse>
}

async function newRequest(cookie = customer): Promise<number> {
  const response = await multipart('/api/v1/tune-requests', cookie, 'read.bin', flashImage(8 * 1024))
  expect(response.status).toBe(201)
  return (await response.json()).id
}

const estimateBody = () => ({
  engine_id: vehicle.engineId,
  tune_sets: [vehicle.setId],
  tune_options: vehicle.optionId ? [vehicle.optionId] : [],
})
const expectedTotal = () => vehicle.setPrice + vehicle.optionPrice

async function estimated(cookie = customer) {
  const id = await newRequest(cookie)
  const response = await call('POST', `/api/v1/tune-requests/${id}/estimate`, cookie, estimateBody())
  expect(response.status).toBe(200)
  return id
}

const pay = (id: number, cookie = customer, token = 'tok_visa', key?: string) =>
  call(
    'POST',
    `/api/v1/tune-requests/${id}/pay`,
    cookie,
    { disclaimer_sha256: DISCLAIMER, test_token: token },
    key ? { 'idempotency-key': key } : {},
  )
const work = (body: Record<string, unknown>, cookie = staff) => call('POST', '/api/v1/pipeline', cookie, body)
const statusOf = async (id: number, cookie = customer) =>
  (await (await call('GET', `/api/v1/tune-requests/${id}?poll=1`, cookie)).json()).status

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

describe('the worker journey: take, upload the tuned file, pay, deliver, download with a token', () => {
  it('works end to end and the customer downloads identical bytes', async () => {
    const id = await newRequest()
    // Staff take it before it is paid: assigned, status unchanged.
    expect((await work({ action: 'take', tune_request_id: id })).status).toBe(200)
    expect(await statusOf(id)).toBe('created')
    const tuned = flashImage(4096).map((byte, i) => (i === 100 ? 0x42 : byte))
    const upload = await multipart('/api/v1/pipeline', staff, 'stage1_tuned.bin', tuned, {
      action: 'upload',
      tune_request_id: String(id),
      note: 'Stage 1, pops and bangs off.',
    })
    expect(upload.status).toBe(200)
    // The tuned file is held back until delivery.
    const early = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    expect(early.files.map((f: { role: string }) => f.role)).toEqual(['original'])
    expect(early.tuned_file_waiting).toBe(true)
    // Customer estimates and pays: work starts right away because it was taken.
    await call('POST', `/api/v1/tune-requests/${id}/estimate`, customer, estimateBody())
    const paid = await pay(id)
    expect((await paid.json()).status).toBe('in-progress')
    const delivered = await work({ action: 'deliver', tune_request_id: id })
    expect(delivered.status).toBe(200)
    expect(await statusOf(id)).toBe('delivered')
    const mails = await app.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.subject, `Your tuned file is ready — tune request #${id}`))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Stage 1, pops and bangs off.')

    const detail = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    const file = detail.files.find((f: { role: string }) => f.role === 'tuned')
    expect(detail.worker_note).toBe('Stage 1, pops and bangs off.')
    expect(detail.timeline.map((e: { event: string }) => e.event)).toEqual([
      'assign',
      'upload-tuned',
      'estimate',
      'pay',
      'take',
      'deliver',
    ])
    const { token } = await (await call('GET', `/api/v1/tune-requests/${id}/token`, customer)).json()
    const download = await app.api.request(
      `${TEST_ORIGIN}/api/v1/tune-requests/${id}/download/${file.id}?token=${token}`,
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="stage1_tuned.bin"')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(tuned)

    // The token is for this request only; another customer's token for it does not exist (404 on read).
    const otherId = await newRequest()
    expect(
      (await app.api.request(`${TEST_ORIGIN}/api/v1/tune-requests/${otherId}/download/${file.id}?token=${token}`))
        .status,
    ).toBe(404)
    expect((await call('GET', `/api/v1/tune-requests/${id}/token`, other)).status).toBe(404)
    expect(
      (await app.api.request(`${TEST_ORIGIN}/api/v1/tune-requests/${id}/download/${file.id}?token=${'x'.repeat(32)}`))
        .status,
    ).toBe(404)

    // Support after delivery, then the calibrator delivers again.
    const support = await call('POST', `/api/v1/tune-requests/${id}/support`, customer, {
      subject: 'Idle',
      body: 'Idle is rough.',
    })
    expect((await support.json()).status).toBe('support')
    expect((await work({ action: 'deliver', tune_request_id: id })).status).toBe(200)

    // A tampered stored tuned file is refused at download.
    const [stored] = await app.db
      .select({ key: storedFile.storageKey })
      .from(storedFile)
      .where(eq(storedFile.id, file.id))
    writeFileSync(join(dataDir, 'files', stored!.key), new Uint8Array(tuned.length))
    const again = await (await call('GET', `/api/v1/tune-requests/${id}/token`, customer)).json()
    const tampered = await app.api.request(
      `${TEST_ORIGIN}/api/v1/tune-requests/${id}/download/${file.id}?token=${again.token}`,
    )
    expect(tampered.status).toBe(409)
  })

  it('an expired token is refused (404)', async () => {
    const id = await newRequest()
    const detail = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    const { token } = await (await call('GET', `/api/v1/tune-requests/${id}/token`, customer)).json()
    await app.db.execute(sql`update tune_request_download_token set expires_at = now() - interval '1 second'`)
    const response = await app.api.request(
      `${TEST_ORIGIN}/api/v1/tune-requests/${id}/download/${detail.files[0].id}?token=${token}`,
    )
    expect(response.status).toBe(404)
  })

  it('reject carries a written reason and a mail; the customer re-uploads without paying again', async () => {
    const id = await estimated()
    await pay(id)
    expect((await work({ action: 'take', tune_request_id: id })).status).toBe(200)
    expect(await statusOf(id)).toBe('in-progress')
    const short = await work({ action: 'reject', tune_request_id: id, reason: 'no' })
    expect(short.status).toBe(422)
    const reason = 'The read is incomplete: the calibration area is empty.'
    expect((await work({ action: 'reject', tune_request_id: id, reason })).status).toBe(200)
    const detail = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    expect(detail).toMatchObject({ status: 'rejected', rejection_reason: reason, actions: ['reupload'] })
    const mails = await app.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.subject, `We need a new read — tune request #${id}`))
    expect(mails[0]!.text).toContain(reason)
    expect((await pay(id)).status).toBe(409)
    const re = await multipart(`/api/v1/tune-requests/${id}/reupload`, customer, 'full read.bin', flashImage(8 * 1024))
    expect(re.status).toBe(200)
    expect((await re.json()).status).toBe('paid')
    const charges = await app.db
      .select()
      .from(testPaymentCharge)
      .where(eq(testPaymentCharge.idempotencyKey, `tune-request:${id}:pay`))
    expect(charges).toHaveLength(1)
    const after = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    expect(after.rejection_reason).toBeNull()
    expect(after.files.map((f: { role: string }) => f.role)).toEqual(['original', 'reupload'])
  })

  it('deliver needs a tuned file newer than the last read (422)', async () => {
    const id = await estimated()
    await pay(id)
    await work({ action: 'take', tune_request_id: id })
    const response = await work({ action: 'deliver', tune_request_id: id })
    expect(response.status).toBe(422)
    expect((await response.json()).errors.file).toEqual(['Upload the tuned file before delivering.'])
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

describe('the board', () => {
  it('staff see columns by status; customers and anonymous are refused', async () => {
    const id = await newRequest()
    const board = await (await call('GET', '/api/v1/pipeline', staff)).json()
    expect(board.columns.map((c: { id: string }) => c.id)).toEqual([
      'new',
      'awaiting-read',
      'ready',
      'in-progress',
      'rejected',
      'delivered',
    ])
    const card = board.columns[0].requests.find((r: { id: number }) => r.id === id)
    expect(card).toMatchObject({ status: 'created', customer: { email: 'customer@example.com' }, assigned: false })
    expect((await call('GET', '/api/v1/pipeline', customer)).status).toBe(403)
    expect((await call('GET', '/api/v1/pipeline', undefined)).status).toBe(401)
    const tunerBoard = await (await call('GET', '/api/v1/pipeline', tuner)).json()
    expect(tunerBoard.columns.flatMap((c: { requests: unknown[] }) => c.requests)).toEqual([])
  })

  it('a refused transition is 409 and leaves no trace', async () => {
    const id = await newRequest()
    const before = await app.db.select().from(tuneRequestEvent).where(eq(tuneRequestEvent.tuneRequestId, id))
    expect((await work({ action: 'deliver', tune_request_id: id })).status).toBe(422)
    expect((await work({ action: 'reject', tune_request_id: id, reason: 'Not a valid read at all.' })).status).toBe(409)
    const [row] = await app.db.select().from(tuneRequest).where(eq(tuneRequest.id, id))
    expect(row!.status).toBe('created')
    expect(await app.db.select().from(tuneRequestEvent).where(eq(tuneRequestEvent.tuneRequestId, id))).toEqual(before)
  })
})

describe('assigned tuners, dealers, and the release of tuned files', () => {
  const TUNER_ORG = '00000000-0000-4000-8000-0000000000e1'
  const DEALER_ORG = '00000000-0000-4000-8000-0000000000d1'

  it('the assigned tuner works the request from their board; the dealer reads its customer’s request', async () => {
    const id = await estimated()
    await app.db
      .update(tuneRequest)
      .set({ assignedTunerOrgId: TUNER_ORG, dealerOrgId: DEALER_ORG })
      .where(eq(tuneRequest.id, id))
    const board = await (await call('GET', '/api/v1/pipeline', tuner)).json()
    expect(board.columns.flatMap((c: { requests: { id: number }[] }) => c.requests.map((r) => r.id))).toEqual([id])
    const detail = await (await call('GET', `/api/v1/tune-requests/${id}`, tuner)).json()
    expect(detail.party).toBe('worker')
    const upload = await multipart('/api/v1/pipeline', tuner, 'tuned.bin', flashImage(2048), {
      action: 'upload',
      tune_request_id: String(id),
    })
    expect(upload.status).toBe(200)
    // The tuner may not waive the charge (staff only) and the dealer may read and list it.
    expect((await call('POST', `/api/v1/tune-requests/${id}/free`, tuner, {})).status).toBe(403)
    const asDealer = await (await call('GET', `/api/v1/tune-requests/${id}`, dealer)).json()
    expect(asDealer).toMatchObject({ id, party: 'customer', tuned_file_waiting: true })
    const list = await (await call('GET', '/api/v1/tune-requests?per_page=100', dealer)).json()
    expect(list.data.map((r: { id: number }) => r.id)).toContain(id)
  })

  it('a tuned file is not downloadable by the customer before delivery, not even by its id on the session route', async () => {
    const id = await newRequest()
    await work({ action: 'take', tune_request_id: id })
    const upload = await (
      await multipart('/api/v1/pipeline', staff, 'early.bin', flashImage(2048), {
        action: 'upload',
        tune_request_id: String(id),
      })
    ).json()
    expect((await call('GET', `/api/v1/tune-requests/${id}/files/${upload.file_id}`, customer)).status).toBe(404)
    expect((await call('GET', `/api/v1/tune-requests/${id}/files/${upload.file_id}`, staff)).status).toBe(200)
    const { token } = await (await call('GET', `/api/v1/tune-requests/${id}/token`, customer)).json()
    const viaToken = await app.api.request(
      `${TEST_ORIGIN}/api/v1/tune-requests/${id}/download/${upload.file_id}?token=${token}`,
    )
    expect(viaToken.status).toBe(404)
  })

  it('two pay calls at once charge once and move the status once', async () => {
    const id = await estimated()
    const [a, b] = await Promise.all([
      pay(id, customer, 'tok_visa', 'key-same-1234'),
      pay(id, customer, 'tok_visa', 'key-same-1234'),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const charges = await app.db
      .select()
      .from(testPaymentCharge)
      .where(eq(testPaymentCharge.idempotencyKey, `tune-request:${id}:pay`))
    expect(charges).toHaveLength(1)
    const events = await app.db.select().from(tuneRequestEvent).where(eq(tuneRequestEvent.tuneRequestId, id))
    expect(events.filter((e) => e.event === 'pay')).toHaveLength(1)
  })
})
