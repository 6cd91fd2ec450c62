import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

// An anonymous request to a protected operation gets 401, not a 422 describing its fields.
// "Protected" is what the contract declares: every operation of /api/doc that documents a 401 answer, unless its
// `security` lets anyone call it (a 401 for some inputs only). The auth library's own endpoints, /api/auth/*,
// answer for themselves and are left out.

let app: TestApp
let operations: { method: string; path: string }[] = []

beforeAll(async () => {
  app = await createTestApp()
  const doc = (await (await app.request('GET', '/api/doc')).json()) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: object[] }>>
  }
  const anyone = (security: object[] | undefined) => security?.some((entry) => Object.keys(entry).length === 0)
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.responses?.['401'] && !anyone(op.security) && !path.startsWith('/api/auth/'))
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  )
})
afterAll(async () => {
  await app?.close()
})

/** Every path parameter, query and body as wrong as they come: validation would refuse all of it. */
const malformed = (path: string) => `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?page=-1&per_page=x&from=nonsense`

describe('401 before validation', () => {
  it('the document declares protected operations (the table below is not empty)', () => {
    expect(operations.length).toBeGreaterThan(50)
  })

  it('every protected operation answers an anonymous caller with malformed input 401, not 422', async () => {
    const refused: string[] = []
    for (const { method, path } of operations) {
      const response = await app.request(method, malformed(path), {
        body: method === 'GET' || method === 'DELETE' ? undefined : { unexpected: ['wrong', 'types'], page: 'x' },
      })
      if (response.status !== 401) refused.push(`${method} ${path} → ${response.status}`)
      else expect((await response.json()).code).toBe('unauthorized')
    }
    expect(refused).toEqual([])
  })

  it('a logged-in caller still gets the 422 describing the fields', async () => {
    const cookie = await app.signUp('validating@example.com')
    const response = await app.request('POST', '/api/v1/addresses', { cookie, body: { country_code: 7 } })
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toBeDefined()
  })
})
