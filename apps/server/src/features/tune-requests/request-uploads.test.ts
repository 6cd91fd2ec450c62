import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDeflateRaw } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_ERRORS } from '@shop/domain/errors'
import { storedFile } from '../../db/schema/stored-files'
import { tuneRequest, tuneRequestFile } from '../../db/schema/tune-requests'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app'
import { buildZip, bytes, CSV_LOG, flashImage } from '../../../../../packages/domain/src/tuning/tuning.test-fixtures'

const dataDir = mkdtempSync(join(tmpdir(), 'tuning-test-'))
const TUNE_CAP = 1024 * 1024
let app: TestApp
let customer: string
let other: string
let staff: string
let dealer: string
let tuner: string

beforeAll(async () => {
  app = await createTestApp({
    seed: true,
    env: { DATA_DIR: dataDir, TUNE_MAX_BYTES: String(TUNE_CAP), LOG_MAX_BYTES: String(2 * TUNE_CAP) },
  })
  customer = await app.login('customer@example.com')
  staff = await app.login('staff@example.com')
  dealer = await app.login('dealer@example.com')
  tuner = await app.login('tuner@example.com')
  other = await app.signUp('someone-else@example.com')
})
afterAll(async () => {
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

const upload: TestApp['upload'] = (...args) => app.upload(...args)
const get = (path: string, cookie?: string) => app.request('GET', path, { cookie })

/** A deflated run of zeros, produced in 1 MiB steps so the test itself never holds the inflated bytes. */
async function deflatedZeros(size: number) {
  const deflate = createDeflateRaw({ level: 9 })
  const out: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => out.push(chunk))
  const block = Buffer.alloc(1024 * 1024)
  for (let written = 0; written < size; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, size - written))
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  await new Promise((resolve) => deflate.end(resolve))
  // The CRC is not checked by the server (it refuses before the end of a bomb), so none is computed.
  return { bytes: new Uint8Array(Buffer.concat(out)), size, crc: 0 }
}

describe('POST /api/v1/tune-requests (upload a tune file → a tune request)', () => {
  it('a .bin read creates a request in status created with its file, size and SHA-256; answers the status page', async () => {
    const image = flashImage(64 * 1024)
    const response = await upload('/api/v1/tune-requests', customer, 'stock read.bin', image, {
      vehicle: '2019 VW Golf GTI',
      note: 'Stage 1 please',
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ id: expect.any(Number), status: 'created', redirect: `/tuning/request/${body.id}/status` })

    const [row] = await app.db.select().from(tuneRequest).where(eq(tuneRequest.id, body.id))
    expect(row).toMatchObject({
      ownerUserId: '00000000-0000-4000-8000-000000000001',
      status: 'created',
      vehicleDescription: '2019 VW Golf GTI',
      customerNote: 'Stage 1 please',
      dealerOrgId: null,
    })
    const files = await app.db
      .select()
      .from(tuneRequestFile)
      .innerJoin(storedFile, eq(storedFile.id, tuneRequestFile.storedFileId))
      .where(eq(tuneRequestFile.tuneRequestId, body.id))
    expect(files).toHaveLength(1)
    expect(files[0]!.tune_request_file.role).toBe('original')
    expect(files[0]!.stored_file).toMatchObject({
      kind: 'tune',
      originalName: 'stock read.bin',
      size: image.length,
      sha256: sha256(image),
    })

    const detail = await get(`/api/v1/tune-requests/${body.id}`, customer)
    expect(detail.status).toBe(200)
    expect(await detail.json()).toMatchObject({
      id: body.id,
      status: 'created',
      files: [{ role: 'original', original_name: 'stock read.bin', size: image.length, sha256: sha256(image) }],
    })
  })

  it('needs a login (401) and refuses cross-site posts (403)', async () => {
    expect((await upload('/api/v1/tune-requests', undefined, 'a.bin', flashImage())).status).toBe(401)
    const form = new FormData()
    form.append('file', new Blob([flashImage() as Uint8Array<ArrayBuffer>]), 'a.bin')
    const crossSite = await app.api.request(`${TEST_ORIGIN}/api/v1/tune-requests`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: customer },
      body: form,
    })
    expect(crossSite.status).toBe(403)
  })

  it('an empty file is refused with its message, and nothing is stored', async () => {
    const before = await app.db.select({ id: storedFile.id }).from(storedFile)
    const response = await upload('/api/v1/tune-requests', customer, 'empty.bin', new Uint8Array())
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ code: 'empty_file', message: UPLOAD_ERRORS.empty })
    expect(await app.db.select({ id: storedFile.id }).from(storedFile)).toHaveLength(before.length)
  })

  it('a file over the tune cap is refused with 413 while streaming', async () => {
    const response = await upload('/api/v1/tune-requests', customer, 'huge.bin', flashImage(TUNE_CAP + 1))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      code: 'payload_too_large',
      message: 'This file is larger than 1 MB, the most we accept for a tune file.',
    })
  })

  it('far over the cap (8× it) the answer is still a prompt 413, and nothing is kept', async () => {
    const started = performance.now()
    const response = await upload('/api/v1/tune-requests', customer, 'huge.bin', flashImage(8 * TUNE_CAP))
    expect(response.status).toBe(413)
    expect(performance.now() - started).toBeLessThan(5000)
    const { readdir } = await import('node:fs/promises')
    expect(await readdir(join(dataDir, 'files', 'tmp'))).toEqual([])
  })

  it('a datalog sent as a tune is refused (the server runs the same detection)', async () => {
    const response = await upload('/api/v1/tune-requests', customer, 'log.csv', bytes(CSV_LOG))
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('not_a_tune')
  })

  it('a zip with a flash entry is a tune; a request without a file part is a 400', async () => {
    const zip = buildZip([{ name: 'read/ecu.bin', data: flashImage(8192) }])
    expect((await upload('/api/v1/tune-requests', customer, 'read.zip', zip)).status).toBe(201)
    const noFile = await app.api.request(`${TEST_ORIGIN}/api/v1/tune-requests`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: customer },
      body: (() => {
        const form = new FormData()
        form.append('note', 'no file')
        return form
      })(),
    })
    expect(noFile.status).toBe(400)
  })
})

describe('zip bombs are refused fast without filling memory or disk', () => {
  async function measure(zip: Uint8Array) {
    const rssBefore = process.memoryUsage().rss
    const started = performance.now()
    const response = await upload('/api/v1/tune-requests', customer, 'bomb.zip', zip)
    const elapsed = performance.now() - started
    const growth = process.memoryUsage().rss - rssBefore
    return { response, elapsed, growth }
  }

  it('an honest bomb (256 MiB of zeros declared) is refused by its directory in under a second', async () => {
    const zeros = await deflatedZeros(256 * 1024 * 1024)
    expect(zeros.bytes.length).toBeLessThan(TUNE_CAP)
    const zip = buildZip([{ name: 'tuned.bin', deflated: zeros }])
    const { response, elapsed, growth } = await measure(zip)
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('archive_rejected')
    expect(elapsed).toBeLessThan(1000)
    expect(growth).toBeLessThan(64 * 1024 * 1024)
  })

  it('a bomb lying about its size (declares 1 MB, inflates to 256 MiB) is stopped while inflating', async () => {
    const zeros = await deflatedZeros(256 * 1024 * 1024)
    const zip = buildZip([{ name: 'ecu.bin', deflated: zeros, declaredSize: 1024 * 1024 }])
    const { response, elapsed, growth } = await measure(zip)
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('archive_rejected')
    expect(elapsed).toBeLessThan(1000)
    expect(growth).toBeLessThan(64 * 1024 * 1024)
  })

  it('many entries of a bomb that each pass the ratio are stopped by the total while inflating', async () => {
    const zeros = await deflatedZeros(9 * 1024 * 1024)
    // Declared honestly small per entry: 9 MiB at ~1000:1 would fail the ratio, so each lies to 1 MiB.
    const entries = Array.from({ length: 80 }, (_, i) => ({
      name: `part${i}.bin`,
      deflated: zeros,
      declaredSize: 1024 * 1024,
    }))
    const { response, elapsed } = await measure(buildZip(entries))
    expect(response.status).toBe(422)
    expect(elapsed).toBeLessThan(1000)
  })

  it('too many entries is refused', async () => {
    const entries = Array.from({ length: 201 }, (_, i) => ({ name: `f${i}.bin`, data: bytes('x') }))
    const response = await upload('/api/v1/tune-requests', customer, 'many.zip', buildZip(entries))
    expect(response.status).toBe(422)
    expect((await response.json()).message).toMatch(/more than 200 files/)
  })

  it('refused archives leave nothing in the store', async () => {
    const { readdir } = await import('node:fs/promises')
    const keys = new Set((await app.db.select({ key: storedFile.storageKey }).from(storedFile)).map((r) => r.key))
    const onDisk = await readdir(join(dataDir, 'files', 'tune'))
    expect(onDisk.every((name) => keys.has(`tune/${name}`))).toBe(true)
    expect(await readdir(join(dataDir, 'files', 'tmp'))).toEqual([])
  })
})

describe('reading requests and downloading files (owner, their dealer, the assigned tuner, staff; others 404)', () => {
  let id: number
  let fileUrl: string
  const image = flashImage(32 * 1024)
  image.set(bytes('UNIQUE-READ'), 100)

  beforeAll(async () => {
    id = (await (await upload('/api/v1/tune-requests', customer, 'golf.bin', image)).json()).id
    fileUrl = (await (await get(`/api/v1/tune-requests/${id}`, customer)).json()).files[0].download_url
  })

  it('the owner downloads identical bytes as an attachment with the checksum', async () => {
    const response = await get(fileUrl, customer)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="golf.bin"; filename*=UTF-8''golf.bin`,
    )
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('repr-digest')).toBe(
      `sha-256=:${Buffer.from(sha256(image), 'hex').toString('base64')}:`,
    )
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(image))
  })

  it('staff read it; another customer, an unrelated dealer and an unassigned tuner get 404; logged out 401', async () => {
    expect((await get(`/api/v1/tune-requests/${id}`, staff)).status).toBe(200)
    expect((await get(fileUrl, staff)).status).toBe(200)
    for (const cookie of [other, dealer, tuner]) {
      expect((await get(`/api/v1/tune-requests/${id}`, cookie)).status).toBe(404)
      expect((await get(fileUrl, cookie)).status).toBe(404)
    }
    expect((await get(`/api/v1/tune-requests/${id}`)).status).toBe(401)
    expect((await get('/api/v1/tune-requests/999999', customer)).status).toBe(404)
  })

  it('the assigned tuner and the dealer of the request may read it', async () => {
    await app.db
      .update(tuneRequest)
      .set({
        assignedTunerOrgId: '00000000-0000-4000-8000-0000000000e1',
        dealerOrgId: '00000000-0000-4000-8000-0000000000d1',
      })
      .where(eq(tuneRequest.id, id))
    expect((await get(`/api/v1/tune-requests/${id}`, tuner)).status).toBe(200)
    expect((await get(`/api/v1/tune-requests/${id}`, dealer)).status).toBe(200)
    expect((await get(`/api/v1/tune-requests/${id}`, other)).status).toBe(404)
  })

  it('a dealer uploading makes the request the dealer’s', async () => {
    const response = await upload('/api/v1/tune-requests', dealer, 'customer-car.bin', flashImage())
    const [row] = await app.db
      .select()
      .from(tuneRequest)
      .where(eq(tuneRequest.id, (await response.json()).id))
    expect(row!.dealerOrgId).toBe('00000000-0000-4000-8000-0000000000d1')
  })

  it('a tampered stored file is refused at download (409), never sent', async () => {
    const [file] = await app.db
      .select({ key: storedFile.storageKey })
      .from(storedFile)
      .innerJoin(tuneRequestFile, eq(tuneRequestFile.storedFileId, storedFile.id))
      .where(eq(tuneRequestFile.tuneRequestId, id))
    const tampered = image.slice()
    tampered[200] = tampered[200]! ^ 0x01
    writeFileSync(join(dataDir, 'files', file!.key), tampered)
    const response = await get(fileUrl, customer)
    expect(response.status).toBe(409)
    expect((await response.json()).code).toBe('checksum_mismatch')
  })
})

describe('upload settings and the OpenAPI document', () => {
  it('upload settings: 2 parallel uploads and the configured caps', async () => {
    expect(await (await get('/api/v1/tuning/upload-settings')).json()).toEqual({
      parallel_uploads: 2,
      tune_max_bytes: TUNE_CAP,
      log_max_bytes: 2 * TUNE_CAP,
    })
  })
  it('the streamed multipart routes are in the OpenAPI document with their form fields', async () => {
    const doc = await (await get('/api/doc')).json()
    const tune = doc.paths['/api/v1/tune-requests']?.post
    expect(Object.keys(tune.requestBody.content)).toEqual(['multipart/form-data'])
    expect(Object.keys(doc.paths['/api/v1/logs']?.post.responses)).toContain('201')
    expect(doc.paths['/api/v1/tune-requests/{id}/files/{fileId}']?.get).toBeDefined()
  })
})

describe('one upload door (decision 0074): a new request, a re-uploaded read and a tuned file refuse alike', () => {
  let rejected = 0
  let worked = 0
  const newRequestId = async () =>
    (await (await upload('/api/v1/tune-requests', customer, 'read.bin', flashImage(8 * 1024))).json()).id as number
  const step = (path: string, body: unknown) => app.request('POST', path, { cookie: staff, body })

  beforeAll(async () => {
    // Funded by staff and rejected: its customer may send a corrected read.
    rejected = await newRequestId()
    expect((await step(`/api/v1/tune-requests/${rejected}/free`, {})).status).toBe(200)
    const reason = 'The read is incomplete: the calibration area is empty.'
    expect((await step('/api/v1/pipeline', { action: 'reject', tune_request_id: rejected, reason })).status).toBe(200)
    // A request staff may upload a tuned file to.
    worked = await newRequestId()
  })

  const doors: [string, () => [string, string, Record<string, string>]][] = [
    ['a new request', () => ['/api/v1/tune-requests', customer, {}]],
    ['a re-uploaded read', () => [`/api/v1/tune-requests/${rejected}/reupload`, customer, {}]],
    ['a tuned file', () => ['/api/v1/pipeline', staff, { action: 'upload', tune_request_id: String(worked) }]],
  ]

  it.each(doors)('%s: an empty file, a file over the cap and a datalog get the catalogue texts', async (_, door) => {
    const [path, cookie, fields] = door()
    const before = app.storedFiles()
    const empty = await upload(path, cookie, 'empty.bin', new Uint8Array(), fields)
    expect(empty.status).toBe(422)
    expect(await empty.json()).toEqual({ code: 'empty_file', message: UPLOAD_ERRORS.empty })
    const big = await upload(path, cookie, 'huge.bin', flashImage(TUNE_CAP + 1), fields)
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({
      code: 'payload_too_large',
      message: UPLOAD_ERRORS.tooLarge('1 MB', 'tune file'),
    })
    const log = await upload(path, cookie, 'log.csv', bytes(CSV_LOG), fields)
    expect(log.status).toBe(422)
    expect(await log.json()).toEqual({ code: 'not_a_tune', message: UPLOAD_ERRORS.notATune })
    expect(app.storedFiles()).toEqual(before)
  })

  it('each door still takes a read: the re-upload returns the request to its funding, the tuned file is kept', async () => {
    const reuploaded = await upload(
      `/api/v1/tune-requests/${rejected}/reupload`,
      customer,
      'full.bin',
      flashImage(4096),
    )
    expect(reuploaded.status).toBe(200)
    expect((await reuploaded.json()).status).toBe('free')
    const tuned = await upload('/api/v1/pipeline', staff, 'tuned.bin', flashImage(4096), {
      action: 'upload',
      tune_request_id: String(worked),
    })
    expect(tuned.status).toBe(200)
  })
})
