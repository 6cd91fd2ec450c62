import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'

// The tune file service (decisions 0034–0037): stored files, tune requests and their files, parsed datalogs.
// The pipeline (states beyond 'created', estimates, payment, delivery) builds on these tables.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** A file kept in the file store (outside the web root); its bytes are checked against sha256 on every read. */
export const storedFile = pgTable(
  'stored_file',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** tune | log | tuned | other */
    kind: text().notNull(),
    originalName: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** Hex SHA-256 of the bytes, computed while they were written. */
    sha256: text().notNull(),
    /** Where the file store keeps the bytes (never a path the web server serves). */
    storageKey: text().notNull().unique(),
    contentType: text().notNull().default('application/octet-stream'),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.ownerUserId),
    check('stored_file_kind', sql`${t.kind} in ('tune', 'log', 'tuned', 'other')`),
    check('stored_file_size', sql`${t.size} > 0`),
    check('stored_file_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
)

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

/** A parsed datalog: the raw file in the store, its channels' summary here for the graph page. */
export const datalog = pgTable(
  'datalog',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUserId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storedFileId: uuid()
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
    /** { delimiter, timeColumn, channels: [{ name, unit, min, max, average }] } */
    channelSummary: jsonb().notNull(),
    rowCount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerUserId, t.createdAt)],
)
