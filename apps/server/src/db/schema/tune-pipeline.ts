import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { TuneEstimate } from '@shop/domain/tuning'
import { organization, user } from './auth'
import { catalogEngine, catalogTransmission } from './catalog'
import { checkoutOrderLine } from './checkout'
import { tuneRequest } from './tuning'

// The tune request pipeline (SPEC §4; decisions 0038–0040): what happened to a request after it was uploaded.
// Kept beside `tune_request` (owned by the upload code) so the two features change their tables apart.

const at = () => timestamp({ withTimezone: true })

/** The vehicle a customer chose for a request, as names (what was sold) and ids (what was priced). */
export type ChosenVehicle = {
  make: string
  year: string
  model: string
  engine: string
  transmission: string | null
  engine_id: number
  transmission_id: number | null
}

/** One row per request that left 'created': its funding, estimate, agreement, payment and worker notes. */
export const tuneRequestPipeline = pgTable(
  'tune_request_pipeline',
  {
    tuneRequestId: integer()
      .primaryKey()
      .references(() => tuneRequest.id, { onDelete: 'cascade' }),
    /** How the work is settled (state machine funding): paid | pay-later | free | raw; null while open. */
    funding: text(),
    engineId: integer().references(() => catalogEngine.id, { onDelete: 'set null' }),
    transmissionId: integer().references(() => catalogTransmission.id, { onDelete: 'set null' }),
    vehicle: jsonb().$type<ChosenVehicle>(),
    /** The priced choice; its currency is fixed here and the payment uses it (ARCHITECTURE §4). */
    estimate: jsonb().$type<TuneEstimate>(),
    estimatedAt: at(),
    /** Hex SHA-256 of the disclaimer text the customer agreed to before paying. */
    disclaimerSha256: text(),
    disclaimerAgreedAt: at(),
    paymentProvider: text(),
    paymentChargeId: text(),
    paidAmountMinor: bigint({ mode: 'bigint' }),
    paidCurrency: text(),
    /** The Idempotency-Key of the pay call that succeeded: a retry with it answers the first result. */
    payIdempotencyKey: text(),
    paidAt: at(),
    /** Pay-later: the dealer billed for the work later. */
    billedDealerOrgId: text().references(() => organization.id, { onDelete: 'set null' }),
    /** The written reason of the last rejection (shown to the customer until a new read is uploaded). */
    rejectionReason: text(),
    /** The worker's note that comes with the tuned file. */
    workerNote: text(),
    /**
     * The store order line this request was paid by (decision 0069): unique, so a line becomes one request
     * however often its payment is confirmed.
     */
    orderLineId: integer()
      .unique()
      .references(() => checkoutOrderLine.id, { onDelete: 'set null' }),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check(
      'tune_request_pipeline_funding',
      sql`${t.funding} is null or ${t.funding} in ('paid', 'pay-later', 'free', 'raw')`,
    ),
    check('tune_request_pipeline_paid', sql`${t.paidAmountMinor} is null or ${t.paidAmountMinor} >= 0`),
    check(
      'tune_request_pipeline_disclaimer',
      sql`${t.disclaimerSha256} is null or ${t.disclaimerSha256} ~ '^[0-9a-f]{64}$'`,
    ),
  ],
)

/** The timeline of a request: every transition and worker action, append-only. */
export const tuneRequestEvent = pgTable(
  'tune_request_event',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tuneRequestId: integer()
      .notNull()
      .references(() => tuneRequest.id, { onDelete: 'cascade' }),
    /** A state machine event, or 'upload-tuned' / 'assign' (worker actions that keep the status). */
    event: text().notNull(),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    actorUserId: text().references(() => user.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.tuneRequestId, t.createdAt)],
)

/** Short-lived download tokens (`GET …/token`); only the SHA-256 of a token is stored. */
export const tuneRequestDownloadToken = pgTable(
  'tune_request_download_token',
  {
    tokenSha256: text().primaryKey(),
    tuneRequestId: integer()
      .notNull()
      .references(() => tuneRequest.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: at().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.expiresAt)],
)
