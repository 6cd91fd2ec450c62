import type { Db } from '../../db/client'
import * as repository from './audit.repository'

/**
 * PERMISSIONS.md's audited changes: roles, bans, members, sessions ended by someone else, impersonation, and
 * money moved or corrected. Decision 0066: none is reachable through the auth library's HTTP routes any more;
 * the back office and dealer portal record theirs here as they land.
 */
export const AUDIT_ACTIONS = [
  'user.role-changed',
  'user.flags-changed',
  'user.banned',
  'user.unbanned',
  'user.impersonated',
  'session.revoked',
  'organization.archived',
  'member.invited',
  'member.role-changed',
  'member.removed',
  'ledger.transferred',
  'ledger.disbursed',
  'ledger.corrected',
  'dealer.balance-paid',
  'value.transferred',
  'order.refunded',
  'order.updated',
  'product.created',
  'product.updated',
  'stock.adjusted',
  'stock.threshold-changed',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** PERMISSIONS.md: money-moving actions "need a reason where they correct". */
const NEEDS_REASON: ReadonlySet<AuditAction> = new Set(['ledger.corrected', 'value.transferred', 'order.refunded'])

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
