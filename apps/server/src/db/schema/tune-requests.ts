import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { TuneEstimate } from '@shop/domain/tuning'
import { organization, user } from './auth'
import { catalogEngine, catalogTransmission } from './catalog'
import { checkoutOrderLine } from './checkout'
import { storedFile } from './stored-files'

// Tune requests: a customer's request for a custom tune, its files, and what happened to it after the upload
// (funding, estimate, payment, timeline, download tokens). Table names stay `tune_request*` (decision 0074).

const at = () => timestamp({ withTimezone: true })
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** A customer's request for a custom tune, created by uploading an ECU read. */
export const tuneRequest = pgTable(
  'tune_request',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The dealer the customer came through, if any (PERMISSIONS.md: the dealer reads its customers' requests). */
    dealerOrgId: text().references(() => organization.id, { onDelete: 'set null' }),
    /** The tuner company working it, if assigned. */
    assignedTunerOrgId: text().references(() => organization.id, { onDelete: 'set null' }),
    /** The staff member (calibrator) working it, if taken. */
    assignedStaffUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The pipeline's state machine owns the values; every request starts 'created'. */
    status: text().notNull().default('created'),
    vehicleDescription: text().notNull().default(''),
    ecuDescription: text().notNull().default(''),
    customerNote: text().notNull().default(''),
    /** The tracking tag the customer arrived with (features/tracking currentAttribution). */
    attributionTag: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ownerUserId, t.createdAt),
    index().on(t.dealerOrgId),
    index().on(t.assignedTunerOrgId),
    index().on(t.status),
    // The back office's metrics read a range of days (decision 0095).
    index().on(t.createdAt),
  ],
)

/** The files of a request: the original read, tuned files delivered, corrected reads re-uploaded. */
export const tuneRequestFile = pgTable(
  'tune_request_file',
  {
    tuneRequestId: integer()
      .notNull()
      .references(() => tuneRequest.id, { onDelete: 'cascade' }),
    storedFileId: uuid()
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
    /** original | tuned | reupload */
    role: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tuneRequestId, t.storedFileId] }),
    index().on(t.storedFileId),
    check('tune_request_file_role', sql`${t.role} in ('original', 'tuned', 'reupload')`),
  ],
)

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
  // The turnaround metric reads the deliveries of a range of days (decision 0095).
  (t) => [index().on(t.tuneRequestId, t.createdAt), index().on(t.toStatus, t.createdAt)],
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
