import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flashImage } from '../../../packages/domain/src/tuning/tuning.test-fixtures'
import { tuneRequest } from '../src/db/schema/tune-requests'
import { createTestApp, TEST_ORIGIN, type TestApp, type TestResponse } from './test-app'

// Decision 0064: a multipart body that ends inside its file part ended the process ('Unexpected end of form'), and
// multipart without a boundary was a 500. Each must be a 400 in the envelope, with nothing left in the store.

let app: TestApp
let customer: string
let staff: string
/** A tune request of the customer's that staff rejected: its reupload route reads the body. */
let rejected = 0

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  staff = await app.login('staff@example.com')
  const form = new FormData()
  form.append('file', new Blob([flashImage(8 * 1024) as Uint8Array<ArrayBuffer>]), 'read.bin')
  const created = await app.api.request(`${TEST_ORIGIN}/api/v1/tune-requests`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: customer },
    body: form,
  })
  expect(created.status).toBe(201)
  rejected = ((await created.json()) as { id: number }).id
  await app.db.update(tuneRequest).set({ status: 'rejected' }).where(eq(tuneRequest.id, rejected))
})
afterAll(async () => {
  await app?.close()
})

const TRUNCATED = '--B\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\nabc'
const TRUNCATED_PHOTO =
  '--B\r\nContent-Disposition: form-data; name="tool"\r\n\r\nKess\r\n' +
  '--B\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff'
const FIELD_THEN_TRUNCATED =
  '--B\r\nContent-Disposition: form-data; name="action"\r\n\r\nupload\r\n' +
  '--B\r\nContent-Disposition: form-data; name="tune_request_id"\r\n\r\n1\r\n' +
  TRUNCATED

/** The upload routes, who may call them, and a body cut inside its file part. */
const UPLOADS = [
  { path: '/api/v1/tune-requests', as: () => customer, truncated: TRUNCATED },
  { path: '/api/v1/logs', as: () => customer, truncated: TRUNCATED },
  { path: '/api/v1/pipeline', as: () => staff, truncated: FIELD_THEN_TRUNCATED },
  { path: '/api/v1/tune-requests/{rejected}/reupload', as: () => customer, truncated: TRUNCATED },
  { path: '/api/v1/trade-in-requests', as: () => customer, truncated: TRUNCATED_PHOTO },
]

const post = (path: string, cookie: string, contentType: string, body: string) =>
  app.api.request(`${TEST_ORIGIN}${path.replace('{rejected}', String(rejected))}`, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      'content-type': contentType,
      'content-length': String(Buffer.byteLength(body, 'latin1')),
    },
    body: Buffer.from(body, 'latin1'),
  }) as Promise<TestResponse>

async function expectEnvelope(response: TestResponse | Response, status: number) {
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = (await response.json()) as { code: string; message: string }
  expect({ status: response.status, code: typeof body.code, message: typeof body.message }).toEqual({
    status,
    code: 'string',
    message: 'string',
  })
  return body
}

describe('a multipart body that ends inside its file part', () => {
  it.each(UPLOADS)('is a 400 in the envelope on $path, and nothing stays in the store', async (upload) => {
    const before = app.storedFiles()
    const response = await post(upload.path, upload.as(), 'multipart/form-data; boundary=B', upload.truncated)
    const body = await expectEnvelope(response, 400)
    expect(body.code).toBe('bad_request')
    expect(app.storedFiles()).toEqual(before)
    expect((await app.request('GET', '/api/health')).status).toBe(200)
  })
})

describe('a multipart body that ends inside a file part the route does not take', () => {
  it('is a 400 in the envelope, and the process lives on', async () => {
    const cut = TRUNCATED.replace('name="file"', 'name="other"')
    const response = await post('/api/v1/tune-requests', customer, 'multipart/form-data; boundary=B', cut)
    expect((await expectEnvelope(response, 400)).code).toBe('bad_request')
    expect((await app.request('GET', '/api/health')).status).toBe(200)
  })
})

describe('multipart without a boundary', () => {
  it.each(UPLOADS)('is a 400 in the envelope on $path', async (upload) => {
    const response = await post(upload.path, upload.as(), 'multipart/form-data', TRUNCATED)
    await expectEnvelope(response, 400)
  })
})

describe('through the node:http server, as `npm start` serves it', () => {
  let server: Server
  let port = 0
  beforeAll(async () => {
    server = createServer(getRequestListener(app.api.fetch))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((done) => server.close(done))
  })

  /** Sends a raw body (its Content-Length honest, or claiming more than is sent and then closing). */
  function send(path: string, body: string, options: { claim?: number; contentType?: string } = {}) {
    return new Promise<{ status: number; body: string } | { error: string }>((done) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: {
            origin: TEST_ORIGIN,
            cookie: customer,
            'content-type': options.contentType ?? 'multipart/form-data; boundary=B',
            'content-length': String(options.claim ?? Buffer.byteLength(body, 'latin1')),
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => done({ status: res.statusCode ?? 0, body: text }))
        },
      )
      req.on('error', (error) => done({ error: error.message }))
      req.write(Buffer.from(body, 'latin1'))
      if (options.claim === undefined) req.end()
      else setTimeout(() => req.destroy(), 50)
    })
  }

  it('answers a truncated multipart upload with a 400 envelope and keeps serving', async () => {
    const answer = await send('/api/v1/tune-requests', TRUNCATED)
    expect(answer).toEqual({ status: 400, body: expect.stringContaining('"code":"bad_request"') })
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(200)
  })

  it('survives a client that closes the connection inside the file part', async () => {
    for (const path of ['/api/v1/tune-requests', '/api/v1/logs', '/api/v1/trade-in-requests']) {
      await send(path, TRUNCATED, { claim: 10_000 })
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(200)
  })
})
