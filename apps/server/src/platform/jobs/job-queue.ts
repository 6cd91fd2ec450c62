import { PgBoss, type Db as IDatabase, type JobWithMetadata } from 'pg-boss'
import type { Logger } from 'pino'
import { z } from 'zod'
import type { JobState } from '@shop/domain/jobs'
import type { Database } from '../../db/client'

/** Which part of the work a process does (SERVER_ROLE): `web` only enqueues; `worker` and `all` run the jobs. */
export type ServerRole = 'web' | 'worker' | 'all'

/** pg-boss keeps its tables in a schema of its own (decision 0082). */
export const JOB_SCHEMA = 'pgboss'
/** pg-boss's own queues (its schedule's sender): not the shop's jobs, never listed or counted. */
const INTERNAL_JOB_PREFIX = '__pgboss__'

/** A kind of job: its queue, its data and how a failure is retried. Declared by the code that owns the work. */
export type JobKind<Data extends object> = {
  name: string
  data: z.ZodType<Data>
  /** Attempts after the first; attempt n waits about retryDelaySeconds × 2ⁿ (pg-boss's back-off with jitter). */
  retryLimit: number
  retryDelaySeconds: number
  /** An attempt still running after this long is counted failed and retried (a process that died mid-job). */
  expireInSeconds: number
}

/** A periodic job with no data (a sweep): retried three times, a minute apart and more. */
export function periodicJob(name: string, expireInSeconds: number): JobKind<Record<string, never>> {
  const data = z.object({}).strict() as z.ZodType<Record<string, never>>
  return { name, data, retryLimit: 3, retryDelaySeconds: 60, expireInSeconds }
}

export type JobRun = { id: string; /** 0 on the first attempt. */ retryCount: number; lastAttempt: boolean }
export type JobHandler<Data> = (data: Data, run: JobRun) => Promise<void>

export type { JobState }

export type JobRow = {
  id: string
  name: string
  state: JobState
  retryCount: number
  retryLimit: number
  data: unknown
  error: string | null
  createdOn: Date
  startedOn: Date | null
  completedOn: Date | null
  startAfter: Date
}

export type JobFilter = { id?: string; name?: string; state?: JobState; offset: number; limit: number }

export type JobQueue = {
  role: ServerRole
  /** Queues a job (checked against its kind's schema). With a key, a job of that kind and key still waiting or running is not queued again. */
  enqueue: <D extends object>(kind: JobKind<D>, data: D, options?: { key?: string }) => Promise<void>
  /** Names the handler of a kind; run by `runWorkers` in the processes whose role runs jobs. */
  handle: <D extends object>(kind: JobKind<D>, handler: JobHandler<D>) => void
  /** Queues a job of the kind on a cron schedule (UTC); the schedule is kept in the database, sent once per slot. */
  every: <D extends object>(kind: JobKind<D>, cron: string, data: D) => void
  /** Installs or migrates the queue's schema when needed; called by the first use. */
  start: () => Promise<void>
  /** Polls every handled kind and keeps the schedules. */
  runWorkers: () => Promise<void>
  /** Stops polling and waits for running jobs to finish (up to `drainMs`), then lets go of the database. */
  stop: (drainMs?: number) => Promise<void>
  /** Jobs per kind and state, for the staff page. */
  counts: () => Promise<{ name: string; state: JobState; count: number }[]>
  list: (filter: JobFilter) => Promise<{ total: number; rows: JobRow[] }>
  /** Queues a failed job again; false when there is no failed job with that id. */
  retry: (id: string) => Promise<boolean>
}

export type JobQueueOptions = {
  database: Database
  logger: Logger
  role: ServerRole
  /** How often an idle worker asks for work; shorter in tests. */
  pollingIntervalSeconds?: number
  /** Over every kind's first wait before a retry: tests wait a second, not minutes. */
  retryDelaySeconds?: number
}

/**
 * pg-boss over the shop's own database handle (decision 0082): the same calls on the embedded database (in-memory
 * PGlite in tests, the socket-served PGlite of `npm start`, one connection) and on PostgreSQL. A job is taken with
 * `FOR UPDATE SKIP LOCKED`, so two workers never run the same job.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, logger, role } = options
  const runsJobs = role !== 'web'
  const kinds = new Map<string, JobKind<object>>()
  const handlers = new Map<string, JobHandler<object>>()
  const schedules: { kind: JobKind<object>; cron: string; data: object }[] = []
  const boss = new PgBoss({
    db: adapterOf(database),
    schema: JOB_SCHEMA,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    // Maintenance (expiring, archiving) and the cron clock run only where jobs run: a web process only sends.
    supervise: runsJobs,
    schedule: runsJobs,
    registerInstance: false,
    persistWarnings: false,
    monitorVacuum: false,
    reindex: false,
  })
  boss.on('error', (err) => logger.error({ err }, 'job queue error'))
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'))

  let started: Promise<void> | undefined
  let stopped = false
  const createdQueues = new Map<string, Promise<void>>()
  const ensureQueue = (kind: JobKind<object>) => {
    let created = createdQueues.get(kind.name)
    if (!created) {
      created = boss.createQueue(kind.name, {
        // One waiting-or-running job per key (or per kind without one): a sweep queued twice runs once.
        policy: 'exclusive',
        retryLimit: kind.retryLimit,
        retryDelay: options.retryDelaySeconds ?? kind.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: kind.expireInSeconds,
      })
      created.catch(() => createdQueues.delete(kind.name))
      createdQueues.set(kind.name, created)
    }
    return created
  }
  const start = () => {
    started ??= boss.start().then(() => undefined)
    started.catch(() => (started = undefined))
    return started
  }
  const remember = <D extends object>(kind: JobKind<D>) => kinds.set(kind.name, kind as unknown as JobKind<object>)

  return {
    role,
    async enqueue(kind, data, opts = {}) {
      const checked = kind.data.parse(data)
      remember(kind)
      await start()
      await ensureQueue(kind as unknown as JobKind<object>)
      await boss.send(kind.name, checked, opts.key ? { singletonKey: opts.key } : {})
    },
    handle(kind, handler) {
      remember(kind)
      handlers.set(kind.name, handler as JobHandler<object>)
    },
    every(kind, cron, data) {
      remember(kind)
      schedules.push({ kind: kind as unknown as JobKind<object>, cron, data })
    },
    start,
    async runWorkers() {
      if (!runsJobs) return
      await start()
      for (const [name, handler] of handlers) {
        const kind = kinds.get(name)!
        await ensureQueue(kind)
        await boss.work<object, void, { pollingIntervalSeconds: number; includeMetadata: true; batchSize: number }>(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true as const, batchSize: 1 },
          async (jobs: JobWithMetadata<object>[]) => {
            const job = jobs[0]
            if (!job) return
            const data = kind.data.parse(job.data)
            await handler(data, {
              id: job.id,
              retryCount: job.retryCount,
              lastAttempt: job.retryCount >= job.retryLimit,
            })
          },
        )
      }
      for (const { kind, cron, data } of schedules) {
        await ensureQueue(kind)
        await boss.schedule(kind.name, cron, data, { tz: 'UTC' })
      }
    },
    async stop(drainMs = 30_000) {
      if (stopped || !started) return
      stopped = true
      await started.catch(() => undefined)
      await boss.stop({ graceful: true, close: false, timeout: drainMs })
    },
    async counts() {
      await start()
      const { rows } = await database.query(
        `select name, state::text as state, count(*)::int as count from ${JOB_SCHEMA}.job
          where not starts_with(name, $1) group by name, state order by name, state`,
        [INTERNAL_JOB_PREFIX],
      )
      return rows as { name: string; state: JobState; count: number }[]
    },
    async list(filter) {
      await start()
      const values: unknown[] = [INTERNAL_JOB_PREFIX]
      const where: string[] = ['not starts_with(name, $1)']
      if (filter.id) where.push(`id = $${values.push(filter.id)}::uuid`)
      if (filter.name) where.push(`name = $${values.push(filter.name)}`)
      if (filter.state) where.push(`state = $${values.push(filter.state)}::${JOB_SCHEMA}.job_state`)
      const clause = where.length ? `where ${where.join(' and ')}` : ''
      const { rows: totals } = await database.query(
        `select count(*)::int as total from ${JOB_SCHEMA}.job ${clause}`,
        values,
      )
      const { rows } = await database.query(
        `select id, name, state::text as state, retry_count, retry_limit, data, output, created_on, started_on,
                completed_on, start_after
           from ${JOB_SCHEMA}.job ${clause}
          order by created_on desc, id
         offset $${values.length + 1} limit $${values.length + 2}`,
        [...values, filter.offset, filter.limit],
      )
      return { total: (totals[0] as { total: number } | undefined)?.total ?? 0, rows: rows.map(toJobRow) }
    },
    async retry(id) {
      await start()
      const { rows } = await database.query(
        `select name from ${JOB_SCHEMA}.job where id = $1::uuid and state = 'failed'`,
        [id],
      )
      const name = (rows[0] as { name: string } | undefined)?.name
      if (!name) return false
      // The answer carries how many jobs changed, though its declared type names no field.
      const result = (await boss.retry(name, id)) as { affected?: number }
      return (result.affected ?? 0) > 0
    },
  }
}

type RawJob = {
  id: string
  name: string
  state: JobState
  retry_count: number
  retry_limit: number
  data: unknown
  output: unknown
  created_on: Date | string
  started_on: Date | string | null
  completed_on: Date | string | null
  start_after: Date | string
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value))

function toJobRow(raw: unknown): JobRow {
  const row = raw as RawJob
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    data: row.data,
    error: row.state === 'failed' || row.state === 'retry' ? errorOf(row.output) : null,
    createdOn: dateOf(row.created_on),
    startedOn: row.started_on ? dateOf(row.started_on) : null,
    completedOn: row.completed_on ? dateOf(row.completed_on) : null,
    startAfter: dateOf(row.start_after),
  }
}

/** pg-boss keeps a failed attempt's error, serialized, as the job's output. */
function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message
  }
  return output == null ? null : JSON.stringify(output)
}

/**
 * pg-boss's database calls over ours. Without parameters its text may be a whole `BEGIN … COMMIT` block; should
 * one of its statements fail, the single session of the embedded database would stay in the aborted transaction,
 * so it is rolled back before the error goes on (pg-boss's own PGlite adapter does the same).
 */
function adapterOf(database: Database): IDatabase {
  return {
    async executeSql(text, values) {
      try {
        return await database.query(text, values)
      } catch (error) {
        if (!values?.length) await database.query('ROLLBACK').catch(() => undefined)
        throw error
      }
    },
  }
}
