import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { freshDatabase } from '../../../test/test-database'
import { createJobQueue, type JobKind, type JobQueue } from './job-queue'
import { waitFor } from '../../../test/wait-for'

// On in-memory PGlite, and on PostgreSQL when the server project runs again with TEST_DATABASE_URL (npm test).

const logger = pino({ level: 'silent' })
const opened: { database: Database; queues: JobQueue[] }[] = []

async function setUp(runners: number) {
  const database = await freshDatabase()
  const queues = Array.from({ length: runners }, () =>
    createJobQueue({ database, logger, role: 'worker', pollingIntervalSeconds: 0.5 }),
  )
  opened.push({ database, queues })
  return { database, queues }
}

afterEach(async () => {
  for (const { database, queues } of opened.splice(0)) {
    for (const queue of queues) await queue.stop(2000)
    await database.close()
  }
})

const COUNT_JOB: JobKind<{ n: number }> = {
  name: 'test-count',
  data: z.object({ n: z.number().int() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  expireInSeconds: 60,
}

describe('the job queue', () => {
  it('runs each job once when two runners poll the same queue', async () => {
    const { queues } = await setUp(2)
    const runs: { n: number; runner: number }[] = []
    queues.forEach((queue, runner) =>
      queue.handle(COUNT_JOB, async ({ n }) => {
        runs.push({ n, runner })
        // Long enough for the other runner to poll while this job is running.
        await new Promise((resolve) => setTimeout(resolve, 20))
      }),
    )
    for (let n = 0; n < 10; n++) await queues[0]!.enqueue(COUNT_JOB, { n }, { key: `n${n}` })
    await Promise.all(queues.map((queue) => queue.runWorkers()))
    const counts = await waitFor(async () => {
      const rows = await queues[0]!.counts()
      const completed = rows.find((row) => row.name === COUNT_JOB.name && row.state === 'completed')
      return completed?.count === 10 && rows
    })
    expect(counts.filter((row) => row.name === COUNT_JOB.name)).toEqual([
      { name: COUNT_JOB.name, state: 'completed', count: 10 },
    ])
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, n) => n))
  })

  it('does not queue a second job under a key whose job still waits', async () => {
    const { queues } = await setUp(1)
    const queue = queues[0]!
    await queue.enqueue(COUNT_JOB, { n: 1 }, { key: 'same' })
    await queue.enqueue(COUNT_JOB, { n: 2 }, { key: 'same' })
    const { total, rows } = await queue.list({ name: COUNT_JOB.name, offset: 0, limit: 10 })
    expect(total).toBe(1)
    expect(rows[0]).toMatchObject({ state: 'created', data: { n: 1 } })
  })

  it('leaves pg-boss’s own queues (its schedule’s sender) out of the counts and the list', async () => {
    const { queues } = await setUp(1)
    const queue = queues[0]!
    const internal: JobKind<{ n: number }> = { ...COUNT_JOB, name: '__pgboss__send-it' }
    await queue.enqueue(internal, { n: 1 })
    await queue.enqueue(COUNT_JOB, { n: 2 })
    expect((await queue.counts()).map((row) => row.name)).toEqual([COUNT_JOB.name])
    const { total, rows } = await queue.list({ offset: 0, limit: 10 })
    expect(total).toBe(1)
    expect(rows.map((row) => row.name)).toEqual([COUNT_JOB.name])
  })

  it('refuses data its kind does not describe', async () => {
    const { queues } = await setUp(1)
    await expect(queues[0]!.enqueue(COUNT_JOB, { n: 'one' } as unknown as { n: number })).rejects.toThrow()
  })

  it('retries a failing job with growing waits, then shows it failed with its error; a retry runs it again', async () => {
    const { queues } = await setUp(1)
    const queue = queues[0]!
    const FLAKY_JOB: JobKind<{ n: number }> = { ...COUNT_JOB, name: 'test-flaky', retryLimit: 2 }
    const attempts: { at: number; retryCount: number; lastAttempt: boolean }[] = []
    let healthy = false
    queue.handle(FLAKY_JOB, async (_data, run) => {
      attempts.push({ at: Date.now(), retryCount: run.retryCount, lastAttempt: run.lastAttempt })
      if (!healthy) throw new Error('the mail server said no')
    })
    await queue.enqueue(FLAKY_JOB, { n: 1 })
    await queue.runWorkers()
    const failed = await waitFor(async () => {
      const { rows } = await queue.list({ name: FLAKY_JOB.name, state: 'failed', offset: 0, limit: 10 })
      return rows[0]
    })
    expect(failed).toMatchObject({ retryCount: 2, retryLimit: 2, error: 'the mail server said no' })
    expect(attempts.map((attempt) => [attempt.retryCount, attempt.lastAttempt])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ])
    // Back-off: the wait after the n-th failure is 1 s × 2ⁿ to twice that, so the second wait is at least 2 s.
    const [first, second, third] = attempts.map((attempt) => attempt.at)
    expect(second! - first!).toBeGreaterThanOrEqual(1000)
    expect(third! - second!).toBeGreaterThanOrEqual(2000)

    healthy = true
    expect(await queue.retry(failed.id)).toBe(true)
    expect(await queue.retry(failed.id)).toBe(false)
    await waitFor(async () => {
      const { rows } = await queue.list({ name: FLAKY_JOB.name, state: 'completed', offset: 0, limit: 10 })
      return rows[0]
    })
    expect(attempts).toHaveLength(4)
  }, 30_000)

  it('does not run jobs in a web process, which only queues them', async () => {
    const database = await freshDatabase()
    const web = createJobQueue({ database, logger, role: 'web', pollingIntervalSeconds: 0.5 })
    opened.push({ database, queues: [web] })
    let ran = 0
    web.handle(COUNT_JOB, async () => {
      ran++
    })
    await web.enqueue(COUNT_JOB, { n: 1 })
    await web.runWorkers()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(ran).toBe(0)
    expect((await web.list({ state: 'created', offset: 0, limit: 5 })).total).toBe(1)
  })
})
