import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

// Stored files: the bytes of uploads (tune reads, tuned files, datalogs) kept outside the web root.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** A file kept in the file store (outside the web root); its bytes are checked against sha256 on every read. */
export const storedFile = pgTable(
  'stored_file',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * Who uploaded it; null for a guest's ticket file (decision 0112), whose owner of record is its ticket
     * (`ticket_message_file`).
     */
    ownerUserId: text().references(() => user.id, { onDelete: 'cascade' }),
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
