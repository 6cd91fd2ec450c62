import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * PERMISSIONS.md: every change of roles, members or money is recorded — who, when, what and why. Append-only;
 * no foreign key to the user, so a record outlives the account it names.
 */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who did it; null for the system itself (a job, a webhook). */
    actorUserId: text(),
    /** What was done, e.g. `user.role-changed` (see AuditAction). */
    action: text().notNull(),
    /** What it was done to: `user`, `organization`, `session`, `ledger-transaction`… and its id. */
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    /** The change itself (before/after) and, where one is needed, the `reason` given. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The request that did it, to find its log lines. */
    requestId: text(),
  },
  (t) => [index().on(t.subjectType, t.subjectId, t.at), index().on(t.actorUserId, t.at)],
)
