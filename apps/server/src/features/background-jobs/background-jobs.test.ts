import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp, type TestApp } from '../../../test/test-app'
import type { JobKind } from '../../platform/jobs/job-queue'
import { waitFor } from '../../../test/wait-for'

let app: TestApp
let healthy = false
let runs = 0

const REPORT_JOB: JobKind<{ report: string }> = {
  name: 'test-report',
  data: z.object({ report: z.string() }),
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
}

beforeAll(async () => {
  app = await createTestApp({ seed: true })
  app.deps.jobs.handle(REPORT_JOB, async () => {
    runs++
    if (!healthy) throw new Error('the report server is down')
  })
  await app.deps.jobs.runWorkers()
})
afterAll(async () => {
  await app?.close()
})

type JobList = {
  counts: { queued: number; running: number; failed: number; completed: number; names: string[] }
  data: { id: string; name: string; state: string; error: string | null; retry_count: number; retry_limit: number }[]
  meta: { page: number; per_page: number; total: number; pages: number }
}

async function list(cookie: string, query = ''): Promise<JobList> {
  const response = await app.request('GET', `/api/admin/jobs${query}`, { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as JobList
}

describe('GET /api/admin/jobs and POST /api/admin/jobs/{id}/retry', () => {
  it('answers 401 when logged out and 403 to a customer', async () => {
    expect((await app.request('GET', '/api/admin/jobs')).status).toBe(401)
    const cookie = await app.login('customer@example.com')
    const response = await app.request('GET', '/api/admin/jobs', { cookie })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'forbidden' })
    const retry = await app.request('POST', '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry', { cookie })
    expect(retry.status).toBe(403)
  })

  it('shows staff a failed job with its error, and queues it again on retry', async () => {
    await app.deps.jobs.enqueue(REPORT_JOB, { report: 'daily' })
    const cookie = await app.login('staff@example.com')
    const failed = await waitFor(async () => {
      const page = await list(cookie, '?state=failed')
      return page.data[0]
    })
    expect(failed).toMatchObject({
      name: 'test-report',
      state: 'failed',
      error: 'the report server is down',
      retry_count: 1,
      retry_limit: 1,
    })
    const page = await list(cookie, '?name=test-report')
    expect(page.counts).toMatchObject({ failed: 1, running: 0 })
    expect(page.counts.names).toContain('test-report')
    expect(page.meta).toMatchObject({ page: 1, per_page: 20, total: 1 })
    expect(runs).toBe(2)

    healthy = true
    const retried = await app.request('POST', `/api/admin/jobs/${failed.id}/retry`, { cookie })
    expect(retried.status).toBe(200)
    expect(await retried.json()).toMatchObject({ id: failed.id, state: 'retry' })
    const completed = await waitFor(async () => (await list(cookie, '?state=completed&name=test-report')).data[0])
    expect(completed.id).toBe(failed.id)
    expect(runs).toBe(3)
    // Completed now: there is no failed job with that id to retry.
    const again = await app.request('POST', `/api/admin/jobs/${failed.id}/retry`, { cookie })
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ code: 'not_found' })
  }, 30_000)

  it('answers 422 for a state or an id it does not know', async () => {
    const cookie = await app.login('admin@example.com')
    const badState = await app.request('GET', '/api/admin/jobs?state=lost', { cookie })
    expect(badState.status).toBe(422)
    expect(await badState.json()).toMatchObject({ code: 'validation_failed', errors: { state: expect.any(Array) } })
    const badId = await app.request('POST', '/api/admin/jobs/42/retry', { cookie })
    expect(badId.status).toBe(422)
    expect(await badId.json()).toMatchObject({ errors: { id: ['id must be a job id'] } })
  })
})
