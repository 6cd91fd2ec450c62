import { createHash } from 'node:crypto'
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../src/db/client'
import { tables } from '../src/db/tables'

/** Every row of every table, hashed per table: what a refused call must leave as it was. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {}
  for (const table of Object.values(tables)) {
    if (!is(table, PgTable)) continue
    const rows = await db.select().from(table)
    const text = JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))
    hashes[getTableName(table)] = createHash('sha256').update(text).digest('hex')
  }
  return hashes
}

/** The tables whose fingerprint differs between two. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before).filter((table) => before[table] !== after[table])
