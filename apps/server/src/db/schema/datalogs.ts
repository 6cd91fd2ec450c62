import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { storedFile } from './stored-files'

// Datalogs: a log uploaded to the graphing endpoint, its channels summarised for the graph page.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

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
