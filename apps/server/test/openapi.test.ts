import { Validator } from '@seriousme/openapi-schema-validator'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

let app: TestApp
let doc: { openapi: string; paths: Record<string, Record<string, unknown>> }

/** Served by the API but not API operations: the document, its reference UI, the auth library's catch-all. */
const NOT_OPERATIONS = new Set(['/api/doc', '/api/reference', '/api/reference/standalone.js', '/api/auth/*', '/api/*'])

const API_TYPES_FILE = '../../web/app/lib/api-schema.generated.ts'
const GENERATED_HEADER =
  '// Generated from GET /api/doc by openapi-typescript (npm run api:types); do not edit. Decision 0081.\n\n'

beforeAll(async () => {
  app = await createTestApp()
  const response = await app.request('GET', '/api/doc')
  expect(response.status).toBe(200)
  doc = await response.json()
})
afterAll(async () => {
  await app?.close()
})

describe('GET /api/doc', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const validator = new Validator()
    const result = await validator.validate(doc as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('lists every route of every mounted router', () => {
    const mounted = app.api.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !NOT_OPERATIONS.has(route.path))
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
    expect(mounted.length).toBeGreaterThan(5)
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m} ${path}`)),
    )
    const missing = [...new Set(mounted)].filter((route) => !documented.has(route))
    expect(missing).toEqual([])
  })

  it.each([
    'post /api/auth/sign-up/email',
    'post /api/auth/sign-in/email',
    'post /api/auth/request-password-reset',
    'post /api/auth/reset-password',
    'post /api/auth/sign-in/oauth2',
    'get /api/auth/oauth2/callback/{providerId}',
    'post /api/auth/logout',
    'get /api/auth/redirect',
    'get /api/global/v1/ui-state',
    'get /api/user/me',
    'patch /api/user/me',
  ])('documents %s', (route) => {
    const [method, path] = route.split(' ') as [string, string]
    expect(doc.paths[path]?.[method]).toBeDefined()
  })

  // Decision 0081: the web app's typed client (openapi-fetch) is typed by this file, generated from the document;
  // `npm run api:types` rewrites it after a contract changed, and CI fails while it is stale.
  it("is what the web app's API types were generated from", async () => {
    const types = astToString(await openapiTS(doc as never, { alphabetize: true }))
    await expect(`${GENERATED_HEADER}${types}`).toMatchFileSnapshot(API_TYPES_FILE)
  })

  it('every documented operation answers errors in the one envelope', () => {
    const envelopes = Object.values(doc.paths).flatMap((operations) =>
      Object.values(
        operations as Record<
          string,
          { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }
        >,
      ).flatMap((operation) =>
        Object.entries(operation.responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([, response]) => response.content?.['application/json']?.schema?.$ref),
      ),
    )
    expect(envelopes.length).toBeGreaterThan(0)
    expect(new Set(envelopes)).toEqual(new Set(['#/components/schemas/Error']))
  })
})

describe('GET /api/reference', () => {
  it('answers HTML with its own CSP', async () => {
    const response = await app.request('GET', '/api/reference')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toMatch(/<html/i)
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})
