import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrationsFolder } from './migrations-folder'
import type { Database } from './client'

/** Arbitrary but fixed: every process of this app takes the same lock before migrating. */
const MIGRATION_LOCK_ID = 7_203_114_001

export { migrationsFolder }

/**
 * Applies the committed SQL migrations. On a PostgreSQL server the work happens under an advisory
 * lock on one connection, so processes starting together migrate once and the others wait for it.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const pool = database.pool
  const folder = migrationsFolder()
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    return
  }
  if (!pool) throw new Error('migrating a PostgreSQL server needs its pool')
  const connection = await pool.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    try {
      await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder: folder })
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
    }
  } finally {
    connection.release()
  }
}
