import { z } from 'zod'
import { pageMetaSchema, PageQuerySchema } from '../paging'

// The wire contract of the background jobs page (decisions 0081, 0082): what the queue holds, for staff.

/** pg-boss's states: created (waiting), retry (waiting after a failure), active, completed, cancelled, failed. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const
export type JobState = (typeof JOB_STATES)[number]

/** What staff read for a job kind (its queue name); a kind not named here is shown by its name, dashes as spaces. */
export const JOB_KIND_LABELS: Readonly<Record<string, string>> = {
  'mail-send': 'Send an e-mail',
  'mail-sweep': 'Send e-mails left in the outbox',
  'payments-reconcile': 'Settle unfinished payments',
  'clean-up': 'Remove expired links and abandoned uploads',
}

export function jobKindLabel(name: string): string {
  const label = JOB_KIND_LABELS[name]
  if (label) return label
  const words = name.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const JobListQuerySchema = PageQuerySchema.extend({
  /** One kind of job (its queue name), e.g. `mail-send`. */
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,63}$/, 'name must be a job kind such as mail-send')
    .optional(),
  state: z.enum(JOB_STATES).optional(),
})
export type JobListQuery = z.infer<typeof JobListQuerySchema>

export const BackgroundJobSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    state: z.enum(JOB_STATES),
    /** Attempts made after the first; at most retry_limit. */
    retry_count: z.number().int(),
    retry_limit: z.number().int(),
    /** The last failure's message, while the job waits to retry or once it has failed. */
    error: z.string().nullable(),
    data: z.unknown(),
    created_at: z.iso.datetime({ offset: true }),
    started_at: z.iso.datetime({ offset: true }).nullable(),
    completed_at: z.iso.datetime({ offset: true }).nullable(),
    /** Not run before this instant (a retry's back-off, a scheduled start). */
    start_after: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'BackgroundJob' })
export type BackgroundJob = z.infer<typeof BackgroundJobSchema>

/** Jobs per state, over every kind: the counts above the list. */
export const JobCountsSchema = z
  .object({
    queued: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
    completed: z.number().int(),
    /** The job kinds the queue has seen, for the filter. */
    names: z.array(z.string()),
  })
  .meta({ id: 'JobCounts' })
export type JobCounts = z.infer<typeof JobCountsSchema>

export const JobIdParamSchema = z.object({ id: z.uuid('id must be a job id') })

/** One page of jobs, newest first, with the counts over every job. */
export const JobListAnswerSchema = z
  .object({ counts: JobCountsSchema, data: z.array(BackgroundJobSchema), meta: pageMetaSchema })
  .meta({ id: 'JobList' })
export type JobListAnswer = z.infer<typeof JobListAnswerSchema>
