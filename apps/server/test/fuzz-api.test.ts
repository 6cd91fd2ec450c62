import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { OPEN_AUTH_ENDPOINTS } from '../src/features/accounts/auth-endpoints'
import { CLIENT_IP_HEADER } from '../src/auth/client-ip-header'
import { operationsOf, sampleOf, variantsOf, type OpenApiDocument, type Operation, type Variant } from './fuzz-variants'
import { createTestApp, TEST_ORIGIN, type TestApp } from './test-app'

// Decision 0064: every operation of /api/doc × ≥ 20 malformed variants, sent anonymous and as a customer,
// answers without a 5xx, every error in the envelope { code, message, errors? } as JSON, and the app still answers
// its health check after each operation's batch. Deterministic: the variants and fast-check's draws are fixed.

/** The streamed upload routes; added by path if the document ever stops listing one. */
const UPLOADS: Operation[] = [
  { method: 'post', path: '/api/v1/tune-requests' },
  { method: 'post', path: '/api/v1/logs' },
  { method: 'post', path: '/api/v1/pipeline' },
  { method: 'post', path: '/api/v1/trade-in-requests' },
  {
    method: 'post',
    path: '/api/v1/tune-requests/{id}/reupload',
    parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }],
  },
]

/**
 * The auth library's open endpoints (decision 0066), added by path where the document does not describe them:
 * every endpoint the app answers is fuzzed, not only the documented ones.
 */
const AUTH_ENDPOINTS: Operation[] = OPEN_AUTH_ENDPOINTS.map(({ method, path }) => {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  return {
    method: method.toLowerCase(),
    path: `/api/auth${path.replace(/:(\w+)/g, '{$1}')}`,
    ...(names.length ? { parameters: names.map((name) => ({ name, in: 'path', schema: { type: 'string' } })) } : {}),
  }
})

/**
 * Answers known to break the rules in areas other engineers are changing, with the reason; each entry
 * is `<who> <METHOD> <path> [<variant>]` as reported. Kept short: an entry that no longer fails is reported too.
 */
const KNOWN_FAILING: Record<string, string> = {}

/** The fuzz requests come from an address of their own, so the login limiter's count for it cannot lock out the
 * re-login that follows an operation ending the customer's session (sign-out). */
const FUZZ_IP = '198.51.100.20'
const ENVELOPE_KEYS = new Set(['code', 'message', 'errors', 'request_id'])

let app: TestApp
let doc: OpenApiDocument
let customer = ''

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  customer = await app.login('customer@example.com')
  doc = (await (await app.request('GET', '/api/doc')).json()) as OpenApiDocument
})
afterAll(async () => {
  await app?.close()
})

async function send(variant: Variant, cookie: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, [CLIENT_IP_HEADER]: FUZZ_IP, ...variant.headers }
  if (cookie) headers.cookie = variant.headers.cookie ? `${cookie}; ${variant.headers.cookie}` : cookie
  return app.api.request(`${TEST_ORIGIN}${variant.url}`, {
    method: variant.method,
    headers,
    body: variant.body as RequestInit['body'],
  })
}

/** What is wrong with an answer, or null: a 5xx, or an error that is not the JSON envelope. */
async function problemOf(response: Response): Promise<string | null> {
  const text = await response.text()
  if (response.status >= 500) return `${response.status} ${text.slice(0, 200)}`
  if (response.status < 400) return null
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    return `${response.status} answered ${response.headers.get('content-type')}: ${text.slice(0, 100)}`
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `${response.status} with a body that is not JSON: ${text.slice(0, 100)}`
  }
  const envelope = body as Record<string, unknown>
  const isEnvelope =
    typeof envelope === 'object' &&
    envelope !== null &&
    typeof envelope.code === 'string' &&
    typeof envelope.message === 'string' &&
    Object.keys(envelope).every((key) => ENVELOPE_KEYS.has(key))
  return isEnvelope ? null : `${response.status} not the envelope: ${text.slice(0, 100)}`
}

describe('fuzzing every operation of /api/doc', () => {
  it('answers ≥ 5,000 malformed requests without a 5xx, every error in the envelope, alive after each batch', async () => {
    const started = performance.now()
    const operations = operationsOf(doc, [...UPLOADS, ...AUTH_ENDPOINTS])
    const problems: string[] = []
    const known = new Set<string>()
    let sent = 0
    let fiveHundreds = 0
    const statuses = new Map<number, number>()
    for (const operation of operations) {
      const variants = variantsOf(doc, operation)
      expect(variants.length, `${operation.method} ${operation.path}`).toBeGreaterThanOrEqual(20)
      for (const who of ['anonymous', 'customer'] as const) {
        for (const variant of variants) {
          const response = await send(variant, who === 'customer' ? customer : undefined)
          sent += 1
          if (response.status >= 500) fiveHundreds += 1
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          const problem = await problemOf(response)
          if (!problem) continue
          const key = `${who} ${variant.method} ${operation.path} [${variant.name}]`
          if (KNOWN_FAILING[key]) known.add(key)
          else problems.push(`${key}: ${problem}`)
        }
      }
      const health = await app.request('GET', '/api/health')
      expect(health.status, `health after ${operation.method} ${operation.path}`).toBe(200)
      // A variant may have ended the customer's session (sign-out): log in again for the next operation.
      if ((await app.request('GET', '/api/user/me', { cookie: customer })).status === 401) {
        customer = await app.login('customer@example.com')
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.info(
      `fuzz: ${operations.length} operations, ${sent} requests, ${fiveHundreds} answered 5xx, ` +
        `${problems.length} problems, ${known.size} known failing, in ${seconds} s; by status: ` +
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' '),
    )
    expect(problems).toEqual([])
    expect(
      Object.keys(KNOWN_FAILING).filter((key) => !known.has(key)),
      'known failures that pass now',
    ).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(5000)
  }, 600_000)
})

describe('bodies cut off mid-transfer, through the node:http server as `npm start` serves it', () => {
  /** Sends the start of a body that claims to be longer, then closes the connection. */
  const cutOff = (port: number, method: string, path: string, contentType: string, body: string) =>
    new Promise<void>((done) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          origin: TEST_ORIGIN,
          cookie: customer,
          'content-type': contentType,
          'content-length': String(Buffer.byteLength(body) + 1000),
        },
      })
      req.on('error', () => done())
      req.on('response', (response) => {
        response.resume()
        done()
      })
      req.write(body)
      setTimeout(() => {
        req.destroy()
        done()
      }, 20)
    })

  it('every operation with a body survives its client hanging up, and the server answers after', async () => {
    const server = createServer(getRequestListener(app.api.fetch))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const { port } = server.address() as AddressInfo
    // What the auth library writes to the console when it fails to read a body (`# SERVER_ERROR`, answering 500).
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      let cut = 0
      for (const operation of operationsOf(doc, [...UPLOADS, ...AUTH_ENDPOINTS])) {
        if (operation.method === 'get') continue
        const path = operation.path.replace(/\{\w+\}/g, '1')
        const schema = operation.requestBody?.content['application/json']?.schema
        await cutOff(
          port,
          operation.method.toUpperCase(),
          path,
          'application/json',
          JSON.stringify(sampleOf(doc, schema)),
        )
        await cutOff(
          port,
          operation.method.toUpperCase(),
          path,
          'multipart/form-data; boundary=B',
          '--B\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\nabc',
        )
        cut += 2
      }
      const health = await fetch(`http://127.0.0.1:${port}/api/health`)
      expect(health.status).toBe(200)
      expect(consoleErrors.mock.calls.map((args) => args.map(String).join(' ').slice(0, 200))).toEqual([])
      console.info(`fuzz: ${cut} bodies cut off mid-transfer, server still answering`)
    } finally {
      consoleErrors.mockRestore()
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    }
  })
})
