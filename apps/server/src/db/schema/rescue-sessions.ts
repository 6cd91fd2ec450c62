import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { tuneRequest } from './tune-requests'

/**
 * SPEC §4 Rescue sessions: a customer whose ECU no longer starts (kind 'ID': identify the unit) or who wants it
 * checked (kind 'check') opens a session with the tool and vehicle details; staff promote it to rescue free,
 * estimate, and the customer pays or pays later. Promotion creates (and then moves) a linked tune request.
 */
export const rescueSession = pgTable(
  'rescue_session',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dealerOrgId: text().references(() => organization.id, { onDelete: 'set null' }),
    /** ID | check */
    kind: text().notNull(),
    /** open | free | estimated | paid | pay-later | closed */
    status: text().notNull().default('open'),
    toolName: text().notNull(),
    toolSerial: text().notNull().default(''),
    vehicle: text().notNull(),
    vin: text().notNull().default(''),
    ecu: text().notNull().default(''),
    description: text().notNull(),
    contactPhone: text().notNull().default(''),
    /** The estimate, in minor units of `currency`, set by staff. */
    estimateMinor: bigint({ mode: 'bigint' }),
    currency: text(),
    staffNote: text().notNull().default(''),
    chargeId: text(),
    tuneRequestId: integer().references(() => tuneRequest.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ownerUserId, t.createdAt),
    index().on(t.status),
    check('rescue_session_kind_check', sql`${t.kind} in ('ID', 'check')`),
    check(
      'rescue_session_status_check',
      sql`${t.status} in ('open', 'free', 'estimated', 'paid', 'pay-later', 'closed')`,
    ),
    check('rescue_session_estimate_check', sql`${t.estimateMinor} is null or ${t.estimateMinor} > 0`),
  ],
)
