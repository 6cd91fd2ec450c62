import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { tables, type Tables } from './tables'

export type Db = PgDatabase<PgQueryResultHKT, Tables>

/** A database handle plus the means to run raw SQL and to close it. */
export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs SQL text with no parameters (migrations, locks). */
  exec: (sqlText: string) => Promise<void>
  close: () => Promise<void>
  /** The server connection pool, on PostgreSQL. */
  pool?: pg.Pool
}

const casing = 'snake_case' as const

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema: tables, casing }) as unknown as Db,
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText)
    },
    close: () => client.close(),
  }
}

export function fromPool(pool: pg.Pool): Database {
  // An idle connection the server drops (restart, failover, a dropped database) is removed from
  // the pool and replaced on the next query; unhandled, its 'error' event would end the process.
  pool.on('error', () => {})
  return {
    db: drizzleNodePg({ client: pool, schema: tables, casing }) as unknown as Db,
    kind: 'postgres',
    exec: async (sqlText) => {
      await pool.query(sqlText)
    },
    close: () => pool.end(),
    pool,
  }
}

/** PostgreSQL server when a URL is given, else the embedded PGlite with its data under `dataDir`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    return fromPool(pool)
  }
  const dir = `${options.dataDir}/pglite`
  mkdirSync(dir, { recursive: true })
  return fromPglite(await PGlite.create(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF }))
}

/**
 * The embedded database's buffer pool. PGlite keeps PostgreSQL's default of 128 MB, all of it resident in the
 * shop's own process; the demo database is about 60 MB on disk, its hot part (sessions, products, the catalog rows
 * the response cache has not kept) a fraction of that, and the rest is one read from the OS file cache away.
 * 16 MB keeps the shop's memory 150 MB lower (issue 4: ≤ 250 MiB after the bench).
 */
const EMBEDDED_POSTGRESQL_CONF = 'shared_buffers = 16MB'
