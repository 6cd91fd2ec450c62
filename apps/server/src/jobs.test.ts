import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'
import { waitFor } from '../test/wait-for'
import { startJobs } from './jobs'
import { JOB_SCHEMA } from './platform/jobs/job-queue'

const opened: { app: TestApp; jobs: { stop(): Promise<void> } }[] = []
afterEach(async () => {
  for (const { app, jobs } of opened.splice(0)) {
    await jobs.stop()
    await app.close()
  }
})

async function scheduledKinds(app: TestApp): Promise<string[]> {
  const { rows } = await app.deps.database.query(`select name from ${JOB_SCHEMA}.schedule order by name`)
  return (rows as { name: string }[]).map((row) => row.name)
}

describe('startJobs (SERVER_ROLE, decision 0082)', () => {
  it('keeps the schedules where jobs run (all, the default)', async () => {
    const app = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } })
    opened.push({ app, jobs: startJobs(app.deps) })
    const kinds = await waitFor(async () => {
      await app.deps.jobs.start()
      const names = await scheduledKinds(app)
      return names.length === 5 && names
    })
    expect(kinds).toEqual([
      'clean-up',
      'dealer-statements',
      'mail-sweep',
      'newsletter-dealer-digest',
      'payments-reconcile',
    ])
  })

  it('a web process queues but keeps no schedule and runs nothing', async () => {
    const app = await createTestApp({ env: { SERVER_ROLE: 'web', SMTP_URL: 'smtp://127.0.0.1:9' } })
    opened.push({ app, jobs: startJobs(app.deps) })
    await app.deps.mailer.send({ to: 'jo@example.com', subject: 'Queued only', text: 'Nobody sends this here.' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await scheduledKinds(app)).toEqual([])
    const { rows } = await app.deps.jobs.list({ name: 'mail-send', offset: 0, limit: 5 })
    expect(rows.map((row) => row.state)).toEqual(['created'])
    // The waiting mail is the queue's depth on /metrics (decision 0085).
    const scraped = await app.deps.metrics.registry.metrics()
    expect(scraped).toContain('background_jobs{kind="mail-send",state="created"} 1')
  })
})
