import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TEST_ORIGIN } from '../../../test/test-app'
import { outboxMail } from '../../db/schema/mail'
import { testPaymentCharge } from '../../db/schema/payments'
import { storedFile } from '../../db/schema/stored-files'
import { tuneRequest, tuneRequestEvent } from '../../db/schema/tune-requests'
import { flashImage } from '../../../../../packages/domain/src/tuning/tuning.test-fixtures'
import {
  app,
  call,
  customer,
  dataDir,
  dealer,
  estimateBody,
  estimated,
  multipart,
  newRequest,
  other,
  pay,
  staff,
  statusOf,
  tuner,
  work,
} from './tune-requests.test-fixtures'

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
