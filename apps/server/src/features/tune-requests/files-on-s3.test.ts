import { createHash } from 'node:crypto'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, describe, expect, it } from 'vitest'
import { TEST_ORIGIN } from '../../../test/test-app'
import { startS3Server, type S3Server } from '../../../test/s3-server'
import { storedFile } from '../../db/schema/stored-files'
import { bytes, CSV_LOG, flashImage } from '../../../../../packages/domain/src/tuning/tuning.test-fixtures'
import {
  app,
  call,
  customer,
  estimateBody,
  multipart,
  newRequest,
  pay,
  staff,
  startAppWith,
  statusOf,
  work,
} from './tune-requests.test-fixtures'

// The tune request journey with the files in an S3-compatible bucket (README: `S3_BUCKET`, `S3_ENDPOINT`):
// s3rver on 127.0.0.1, the app built from the same settings an operator sets.

let s3: S3Server
startAppWith(async () => {
  s3 = await startS3Server()
  return s3.env
})
afterAll(async () => {
  await s3?.close()
})

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

const keysOfRequest = async (fileIds: string[]) =>
  (await app.db.select({ id: storedFile.id, key: storedFile.storageKey }).from(storedFile))
    .filter((row) => fileIds.includes(row.id))
    .map((row) => row.key)
    .sort()

describe('files on an S3-compatible store (S3_* set)', () => {
  it('upload, staff upload of the tune, pay, deliver, the customer downloads both files: bytes in the bucket', async () => {
    const id = await newRequest()
    expect((await work({ action: 'take', tune_request_id: id })).status).toBe(200)
    const tuned = flashImage(64 * 1024).map((byte, i) => (i === 300 ? byte ^ 0x5a : byte))
    const upload = await multipart('/api/v1/pipeline', staff, 'stage1_tuned.bin', tuned, {
      action: 'upload',
      tune_request_id: String(id),
      note: 'Stage 1.',
    })
    expect(upload.status).toBe(200)
    expect((await call('POST', `/api/v1/tune-requests/${id}/estimate`, customer, estimateBody())).status).toBe(200)
    expect((await pay(id)).status).toBe(200)
    expect((await work({ action: 'deliver', tune_request_id: id })).status).toBe(200)
    expect(await statusOf(id)).toBe('delivered')

    const detail = await (await call('GET', `/api/v1/tune-requests/${id}`, customer)).json()
    const files = detail.files as { id: string; role: string; download_url: string }[]
    const original = files.find((file) => file.role === 'original')!
    const tunedFile = files.find((file) => file.role === 'tuned')!
    // Both files are objects in the bucket, nothing in DATA_DIR/files.
    const keys = await keysOfRequest([original.id, tunedFile.id])
    expect(keys).toHaveLength(2)
    expect((await s3.objectKeys()).filter((key) => keys.includes(key))).toEqual(keys)
    expect(app.storedFiles()).toEqual([])

    // The customer's session download of the read, and the token download of the tuned file.
    const read = await call('GET', original.download_url, customer)
    expect(read.status).toBe(200)
    expect(sha256(new Uint8Array(await read.arrayBuffer()))).toBe(sha256(flashImage(8 * 1024)))
    const { token } = await (await call('GET', `/api/v1/tune-requests/${id}/token`, customer)).json()
    const download = await app.api.request(
      `${TEST_ORIGIN}/api/v1/tune-requests/${id}/download/${tunedFile.id}?token=${token}`,
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="stage1_tuned.bin"')
    expect(download.headers.get('repr-digest')).toBe(
      `sha-256=:${Buffer.from(sha256(tuned), 'hex').toString('base64')}:`,
    )
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(tuned)

    // An interrupted download resumes: the rest of the file from a byte on, and a part in the middle.
    const tokenUrl = `${TEST_ORIGIN}/api/v1/tune-requests/${id}/download/${tunedFile.id}?token=${token}`
    const rest = await app.api.request(tokenUrl, { headers: { range: 'bytes=40000-' } })
    expect(rest.status).toBe(206)
    expect(rest.headers.get('content-range')).toBe(`bytes 40000-65535/65536`)
    expect(rest.headers.get('content-length')).toBe('25536')
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(tuned.subarray(40_000))
    const part = await call('GET', original.download_url, customer, undefined, { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(flashImage(8 * 1024).subarray(100, 200))

    // A tuned file changed in the bucket is refused at download (409), never sent.
    const [tunedKey] = await keysOfRequest([tunedFile.id])
    const changed = tuned.map((byte, i) => (i === 0 ? byte ^ 0x01 : byte))
    await s3.client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: tunedKey, Body: changed }))
    const tampered = await app.api.request(
      `${TEST_ORIGIN}/api/v1/tune-requests/${id}/download/${tunedFile.id}?token=${token}`,
    )
    expect(tampered.status).toBe(409)
    expect(((await tampered.json()) as { code: string }).code).toBe('checksum_mismatch')
    // A range of a changed file is refused too: the whole file is checked before any part of it is sent.
    const tamperedRest = await app.api.request(tokenUrl, { headers: { range: 'bytes=40000-' } })
    expect(tamperedRest.status).toBe(409)
  })

  it('a refused upload leaves nothing in the bucket; a datalog is read back from it, parsed and downloaded', async () => {
    const before = await s3.objectKeys()
    const refused = await multipart('/api/v1/tune-requests', customer, 'pull.csv', bytes(CSV_LOG))
    expect(refused.status).toBe(422)
    expect(await s3.objectKeys()).toEqual(before)

    const log = await app.upload('/api/v1/logs', customer, 'pull.csv', bytes(CSV_LOG))
    expect(log.status).toBe(201)
    const { id } = await log.json()
    expect(await s3.objectKeys()).toHaveLength(before.length + 1)
    expect((await (await call('GET', `/api/v1/logs/${id}`, customer)).json()).row_count).toBe(2)
    expect(await (await call('GET', `/api/v1/logs/${id}/file`, customer)).text()).toBe(CSV_LOG)
  })
})
