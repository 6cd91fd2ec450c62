import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true })
}, 120_000)
afterAll(async () => {
  await app?.close()
})

describe('POST /api/v1/content/preview', () => {
  it('renders Markdown for staff, sanitized', async () => {
    const cookie = await app.login('staff@example.com')
    const response = await app.request('POST', '/api/v1/content/preview', {
      cookie,
      body: { markdown: '## Stage 1\n\n<img src="x.png" onerror="alert(1)"><script>alert(2)</script>' },
    })
    expect(response.status).toBe(200)
    const { html } = (await response.json()) as { html: string }
    expect(html).toContain('<h2 id="stage-1">Stage 1</h2>')
    expect(html).not.toMatch(/onerror|<script/)
  })

  it('is staff’s alone: a customer is refused, a visitor asked to log in', async () => {
    const cookie = await app.login('customer@example.com')
    const asCustomer = await app.request('POST', '/api/v1/content/preview', { cookie, body: { markdown: 'x' } })
    expect(asCustomer.status).toBe(403)
    const asVisitor = await app.request('POST', '/api/v1/content/preview', { body: { markdown: 'x' } })
    expect(asVisitor.status).toBe(401)
  })

  it('refuses text over the limit with a field error', async () => {
    const cookie = await app.login('staff@example.com')
    const response = await app.request('POST', '/api/v1/content/preview', {
      cookie,
      body: { markdown: 'x'.repeat(200_001) },
    })
    expect(response.status).toBe(422)
  })
})
