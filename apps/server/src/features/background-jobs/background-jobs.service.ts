import type { Actor } from '@shop/domain/accounts'
import type { BackgroundJob, JobListAnswer, JobListQuery } from '@shop/domain/jobs'
import { pageWindow } from '@shop/domain/paging'
import { notFound } from '../../http/app-error'
import { permit } from '../../http/permit'
import type { JobQueue, JobRow, JobState } from '../../platform/jobs/job-queue'

/** Which states the page's counts add up: waiting (also to retry), running, failed, completed. */
const COUNTED: Record<JobState, 'queued' | 'running' | 'failed' | 'completed' | null> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  failed: 'failed',
  completed: 'completed',
  cancelled: null,
}

/** A 1-based page of the queue's jobs (SPEC §5 listing pages), newest first; staff only (PERMISSIONS.md). */
export async function listJobs(jobs: JobQueue, actor: Actor | null, query: JobListQuery): Promise<JobListAnswer> {
  permit(actor, 'background-jobs:manage')
  const perState = await jobs.counts()
  const counts = { queued: 0, running: 0, failed: 0, completed: 0 }
  for (const row of perState) {
    const counted = COUNTED[row.state]
    if (counted) counts[counted] += row.count
  }
  const filter = { name: query.name, state: query.state }
  // The total first (for the window), then the page: two reads of a list that may move between them, as elsewhere.
  const { total } = await jobs.list({ ...filter, offset: 0, limit: 0 })
  const { offset, limit, meta } = pageWindow(query, total)
  const { rows } = await jobs.list({ ...filter, offset, limit })
  const names = [...new Set(perState.map((row) => row.name))].sort()
  return { counts: { ...counts, names }, data: rows.map(toBackgroundJob), meta }
}

/** Queues a failed job again; 404 when no failed job has that id. */
export async function retryJob(jobs: JobQueue, actor: Actor | null, id: string): Promise<BackgroundJob> {
  permit(actor, 'background-jobs:manage')
  if (!(await jobs.retry(id))) throw notFound('This failed job')
  const { rows } = await jobs.list({ id, offset: 0, limit: 1 })
  if (!rows[0]) throw notFound('This failed job')
  return toBackgroundJob(rows[0])
}

function toBackgroundJob(row: JobRow): BackgroundJob {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    retry_count: row.retryCount,
    retry_limit: row.retryLimit,
    error: row.error,
    data: row.data,
    created_at: row.createdOn.toISOString(),
    started_at: row.startedOn?.toISOString() ?? null,
    completed_at: row.completedOn?.toISOString() ?? null,
    start_after: row.startAfter.toISOString(),
  }
}
