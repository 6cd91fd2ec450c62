import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_BODY_LIMIT } from '../src/http/body-bound'
import { chunkOf, rawRequest, rawRequestFromAnotherProcess } from './raw-request'
import { startSiteServer, type SiteServer } from './site-server'

// Decision 0065: every body has a bound before it is read, whatever its content type claims; only the upload
// operations, sent as the multipart they take, stream to their own caps. Through a real socket: what matters is
// what the server reads from it and whether it closes it, with a client in a process of its own, sending the body as
// fast as the socket takes it: the answer must reach it, not a reset.

let site: SiteServer
let cookie: string

beforeAll(async () => {
  site = await startSiteServer({ seed: true })
  cookie = await site.app.login('customer@example.com')
})
afterAll(async () => {
  await site?.close()
})

/** A body declared far over the limit, of which only the first MB is ever sent. */
const DECLARED = 100 * 1024 * 1024
const FIRST_MB = Buffer.alloc(1024 * 1024, 0x61)

const refusedHonestly = (answer: Awaited<ReturnType<typeof rawRequest>>) => {
  expect(answer.status).toBe(413)
  expect(JSON.parse(answer.body)).toEqual({ code: 'payload_too_large', message: expect.any(String) })
  expect(answer.headers.connection).toBe('close')
  expect(answer.closed).toBe(true)
}

describe('a body over the form limit is refused before it is read (413, connection closed)', () => {
  it.each([
    ['the login endpoint, claiming multipart', '/api/auth/sign-in/email', 'multipart/form-data; boundary=B'],
    ['the login endpoint, claiming octet-stream', '/api/auth/sign-in/email', 'application/octet-stream'],
    ['the login endpoint, as JSON', '/api/auth/sign-in/email', 'application/json'],
    ['a JSON route, claiming multipart', '/api/v1/addresses', 'multipart/form-data; boundary=B'],
    ['a JSON route, claiming octet-stream', '/api/v1/addresses', 'application/octet-stream'],
    ['an upload route, as JSON', '/api/v1/logs', 'application/json'],
    ['an upload route, as octet-stream', '/api/v1/tune-requests', 'application/octet-stream'],
    ['a page', '/contact', 'application/x-www-form-urlencoded'],
  ])('declared length: %s', async (_what, path, type) => {
    const answer = await rawRequestFromAnotherProcess(site.port, {
      method: 'POST',
      path,
      headers: { 'Content-Type': type, 'Content-Length': String(DECLARED), Cookie: cookie },
      body: FIRST_MB,
      keepSending: true,
    })
    refusedHonestly(answer)
  })

  it.each([
    ['the login endpoint', '/api/auth/sign-in/email', 'application/json'],
    ['the login endpoint, claiming multipart', '/api/auth/sign-in/email', 'multipart/form-data; boundary=B'],
    ['a JSON route', '/api/v1/addresses', 'application/json'],
    ['a page', '/contact', 'application/x-www-form-urlencoded'],
  ])('chunked, no length: %s stops reading at the limit', async (_what, path, type) => {
    const answer = await rawRequestFromAnotherProcess(site.port, {
      method: 'POST',
      path,
      headers: { 'Content-Type': type, 'Transfer-Encoding': 'chunked', Cookie: cookie },
      body: chunkOf(Buffer.alloc(FORM_BODY_LIMIT + 1, 0x61)),
      keepSending: true,
    })
    refusedHonestly(answer)
  })
})

describe('bodies within the limit are read as before', () => {
  it('a chunked JSON login reaches the auth library', async () => {
    const json = Buffer.from(JSON.stringify({ email: 'customer@example.com', password: 'demo-password' }))
    const answer = await rawRequest(site.port, {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: Buffer.concat([chunkOf(json), Buffer.from('0\r\n\r\n')]),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.connection).not.toBe('close')
  })

  it('an upload sent as multipart passes the form limit to its own route and caps', async () => {
    // Anonymous: the route itself answers (401), not the form limit.
    const answer = await rawRequest(site.port, {
      method: 'POST',
      path: '/api/v1/logs',
      headers: { 'Content-Type': 'multipart/form-data; boundary=B', 'Content-Length': String(DECLARED) },
      body: FIRST_MB,
      keepSending: true,
    })
    expect(answer.status).toBe(401)
  })
})
