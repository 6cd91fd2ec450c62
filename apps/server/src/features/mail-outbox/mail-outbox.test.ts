import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app'

let app: TestApp

beforeAll(async () => {
  app = await createTestApp({ seed: true })
})
afterAll(async () => {
  await app?.close()
})

type OutboxPage = {
  data: { id: number; to: string; subject: string; status: string; created_at: string; text: string }[]
  meta: { page: number; per_page: number; total: number; pages: number }
}

describe('GET /api/admin/outbox', () => {
  it('answers 401 when logged out', async () => {
    const response = await app.request('GET', '/api/admin/outbox')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('answers 403 to a customer', async () => {
    const cookie = await app.login('customer@example.com')
    const response = await app.request('GET', '/api/admin/outbox', { cookie })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'forbidden' })
  })

  it.each(['staff@example.com', 'admin@example.com'])('shows %s a mail the shop sent, newest first', async (email) => {
    await app.deps.mailer.send({ to: 'older@example.com', subject: 'Older mail', text: 'First.' })
    await app.deps.mailer.send({ to: 'jo@example.com', subject: 'Your order', text: 'Hello Jo,\nthanks.' })
    const cookie = await app.login(email)
    const response = await app.request('GET', '/api/admin/outbox', { cookie })
    expect(response.status).toBe(200)
    const body = (await response.json()) as OutboxPage
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      to: 'jo@example.com',
      subject: 'Your order',
      status: 'queued',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      text: 'Hello Jo,\nthanks.',
    })
    expect(body.data[1]?.subject).toBe('Older mail')
    expect(body.meta).toMatchObject({ page: 1, per_page: 20 })
  })

  it('pages with a 1-based page parameter', async () => {
    for (let i = 1; i <= 3; i++) {
      await app.deps.mailer.send({ to: `paging${i}@example.com`, subject: `Paging ${i}`, text: `Mail ${i}` })
    }
    const cookie = await app.login('staff@example.com')
    const first = (await (
      await app.request('GET', '/api/admin/outbox?page=1&per_page=2', { cookie })
    ).json()) as OutboxPage
    const response = await app.request('GET', '/api/admin/outbox?page=2&per_page=2', { cookie })
    expect(response.status).toBe(200)
    const second = (await response.json()) as OutboxPage
    expect(first.data.map((mail) => mail.subject)).toEqual(['Paging 3', 'Paging 2'])
    expect(second.data.map((mail) => mail.subject)[0]).toBe('Paging 1')
    expect(second.meta).toEqual({
      page: 2,
      per_page: 2,
      total: first.meta.total,
      pages: Math.ceil(first.meta.total / 2),
    })
  })

  it('answers 422 for page=0', async () => {
    const cookie = await app.login('staff@example.com')
    const response = await app.request('GET', '/api/admin/outbox?page=0', { cookie })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Some fields were not correct.',
      errors: { page: ['page must be 1 or more'] },
    })
  })
})
