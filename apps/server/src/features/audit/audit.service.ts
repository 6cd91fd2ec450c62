import type { Actor } from '@shop/domain/accounts'
import {
  AUDIT_ACTIONS_NEEDING_A_REASON,
  describeAuditEvent,
  type AuditAction,
  type AuditEvent,
  type AuditEventListAnswer,
  type AuditEventListQuery,
} from '@shop/domain/audit'
import { pageWindow } from '@shop/domain/paging'
import type { Db } from '../../db/client'
import { permit } from '../../http/permit'
import * as repository from './audit.repository'

// PERMISSIONS.md's audited changes (AUDIT_ACTIONS, @shop/domain/audit): none is reachable through the auth
// library's HTTP routes any more (decision 0066); the back office and dealer portal record theirs here.
export { AUDIT_ACTIONS, type AuditAction } from '@shop/domain/audit'

/** PERMISSIONS.md: money-moving actions "need a reason where they correct". */
const NEEDS_REASON: ReadonlySet<AuditAction> = new Set(AUDIT_ACTIONS_NEEDING_A_REASON)

export type AuditRecord = {
  /** Who did it; null for the system (a job, a webhook). */
  actorUserId: string | null
  action: AuditAction
  subject: { type: string; id: string }
  /** What changed (e.g. `{ from: 'user', to: 'staff' }`). */
  details?: Record<string, unknown>
  /** Why; required for corrections. */
  reason?: string
  /** The request that did it (`c.get('requestId')`), to find its log lines. */
  requestId?: string | null
}

export class AuditReasonMissingError extends Error {
  override name = 'AuditReasonMissingError'
  constructor(readonly action: AuditAction) {
    super(`audit: ${action} needs a reason`)
  }
}

/**
 * Records one audited change. Pass the transaction that makes the change as `db`, so that the record and the
 * change commit or roll back together. A correction without a reason is a programming error, refused before
 * anything is written.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<number> {
  const reason = record.reason?.trim()
  if (NEEDS_REASON.has(record.action) && !reason) throw new AuditReasonMissingError(record.action)
  return repository.insertAuditEvent(db, {
    actorUserId: record.actorUserId,
    action: record.action,
    subjectType: record.subject.type,
    subjectId: record.subject.id,
    details: { ...record.details, ...(reason ? { reason } : {}) },
    requestId: record.requestId ?? null,
  })
}

/** The audit trail of one subject, oldest first. */
export const auditTrailOf = (db: Db, subject: { type: string; id: string }) =>
  repository.findAuditEventsOf(db, subject.type, subject.id)

const iso = (at: Date | string) => new Date(at).toISOString()

function toAuditEvent(row: repository.AuditEventListRow): AuditEvent {
  const action = row.action as AuditAction
  const details = row.details
  return {
    id: row.id,
    at: iso(row.at),
    actor: row.actorUserId ? { id: row.actorUserId, email: row.actorEmail, name: row.actorName } : null,
    action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    subject_label: row.subjectEmail,
    details,
    summary: describeAuditEvent(action, details),
    request_id: row.requestId,
  }
}

/**
 * The audit log for admins (PERMISSIONS.md: Admin; staff and the others 403, logged out 401): one 1-based page,
 * filtered by subject, actor, action and day, newest first. Read-only: nothing in the app changes or deletes a
 * record, and the database refuses it (migration audit_append_only).
 */
export async function listAuditEvents(
  db: Db,
  actor: Actor | null,
  query: AuditEventListQuery,
): Promise<AuditEventListAnswer> {
  permit(actor, 'admin:manage')
  const total = await repository.countAuditEvents(db, query)
  const { offset, limit, meta } = pageWindow(query, total)
  const rows = await repository.findAuditEvents(db, query, offset, limit)
  return { data: rows.map(toAuditEvent), meta }
}
