import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { migrationsFolder } from './migrations-folder'

/** The newest committed migration's timestamp: drizzle applies every migration newer than the last one applied. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/**
 * Whether a database needs no preparing: every committed migration applied and, when the demo is on, the demo seed
 * in (its marker row, `seedKey`). Two reads on one short connection, so that a start on an existing data dir skips
 * the prepare step (a process of its own that opens the database, decision 0086). Any error (a fresh database
 * without the migrations table) answers false: preparing is always safe, it does nothing where nothing is missing.
 */
export async function databaseIsCurrent(
  connection: pg.ClientConfig,
  options: { demo: boolean; seedKey: string },
): Promise<boolean> {
  const client = new pg.Client(connection)
  try {
    await client.connect()
    const migrated = await client.query<{ last: string | null }>(
      'select max(created_at) as last from drizzle.__drizzle_migrations',
    )
    if (!(Number(migrated.rows[0]?.last ?? 0) >= newestMigrationMillis())) return false
    if (!options.demo) return true
    const seeded = await client.query('select 1 from system_setting where key = $1', [options.seedKey])
    return seeded.rowCount === 1
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
