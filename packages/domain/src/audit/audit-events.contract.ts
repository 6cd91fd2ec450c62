import { z } from 'zod'
import { pageMetaSchema, PageQuerySchema } from '../paging'
import { AUDIT_ACTIONS, AUDIT_EVENTS_PAGE_SIZE } from './audit.constants'

// The wire contract of the audit log (issue 24 item 11): read-only, filtered by subject, actor, action and date.

const day = z.iso.date('use a date such as 2026-11-26')

export const AUDIT_EVENT_SORTS = ['-at', 'at'] as const

export const AuditEventListQuerySchema = z
  .object({
    page: PageQuerySchema.shape.page,
    per_page: z.coerce
      .number()
      .int('per_page must be a whole number')
      .min(1, 'per_page must be 1 or more')
      .max(100, 'per_page must be 100 or less')
      .default(AUDIT_EVENTS_PAGE_SIZE),
    sort: z.enum(AUDIT_EVENT_SORTS).default('-at'),
    /** What the records are about: `user`, `organization`, `value-transfer`… */
    subject_type: z
      .string()
      .trim()
      .regex(/^[a-z][a-z-]{0,39}$/, 'subject_type must be a kind of object such as user')
      .optional(),
    /** The object's id (exact). */
    subject_id: z.string().trim().min(1, 'subject_id must not be empty').max(200).optional(),
    /** Part of the e-mail address of who did it. */
    actor: z.string().trim().min(1, 'actor must not be empty').max(254).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    /** First day, inclusive (UTC). */
    from: day.optional(),
    /** Last day, inclusive (UTC). */
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to must not be before from',
  })
export type AuditEventListQuery = z.infer<typeof AuditEventListQuerySchema>

export const AuditEventSchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    /** Who did it; null for the shop itself (a job, a webhook). */
    actor: z.object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() }).nullable(),
    action: z.enum(AUDIT_ACTIONS),
    subject_type: z.string(),
    subject_id: z.string(),
    /** The subject in words where the log knows it (a user's e-mail). */
    subject_label: z.string().nullable(),
    /** What changed: `before` and `after`, and the `reason` where one was given. */
    details: z.record(z.string(), z.unknown()),
    /** The change in one sentence (describeAuditEvent). */
    summary: z.string(),
    request_id: z.string().nullable(),
  })
  .meta({ id: 'AuditEvent' })
export type AuditEvent = z.infer<typeof AuditEventSchema>

export const AuditEventListAnswerSchema = z
  .object({ data: z.array(AuditEventSchema), meta: pageMetaSchema })
  .meta({ id: 'AuditEventList' })
export type AuditEventListAnswer = z.infer<typeof AuditEventListAnswerSchema>
