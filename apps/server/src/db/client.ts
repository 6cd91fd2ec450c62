import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { openEmbedded } from './embedded'
import { tables, type Tables } from './tables'

export type Db = PgDatabase<PgQueryResultHKT, Tables>

/** A database handle plus the means to run raw SQL and to close it. */
export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs SQL text with no parameters (migrations, locks). */
  exec: (sqlText: string) => Promise<void>
  /**
   * Runs SQL with `$n` parameters and answers its rows; without parameters the text may hold several statements
   * (the job queue's own SQL, decision 0082), whose rows are then answered together.
   */
  query: (sqlText: string, values?: unknown[]) => Promise<{ rows: unknown[] }>
  close: () => Promise<void>
  /** The server connection pool, on PostgreSQL. */
  pool?: pg.Pool
  /** The connection pool's counts (the embedded database's single connection too): `db_pool_connections` on /metrics. */
  connections?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>
}

const casing = 'snake_case' as const

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema: tables, casing }) as unknown as Db,
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText)
    },
    // PGlite's query() takes one statement; several (with no parameters) go through exec(), as over the wire.
    query: async (sqlText, values) => {
      if (values?.length) return client.query(sqlText, values)
      const results = await client.exec(sqlText)
      return { rows: results.flatMap((result) => result.rows) }
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
    query: async (sqlText, values) => {
      const result = (await pool.query(sqlText, values)) as pg.QueryResult | pg.QueryResult[]
      // Several statements in one text answer one result each.
      return { rows: Array.isArray(result) ? result.flatMap((each) => each.rows) : result.rows }
    },
    close: () => pool.end(),
    pool,
    connections: pool,
  }
}

/** PostgreSQL server when a URL is given, else the embedded PGlite with its data under `dataDir`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    return fromPool(pool)
  }
  return fromPglite(await openEmbedded(options.dataDir))
}

/**
 * A connection to the embedded database that begins by forgetting the session's prepared statements. pg-pool drops a
 * connection whose query failed, and its replacement reaches the same single PGlite session: the named statements
 * prepared through the old connection are still there, while the new client knows of none and would prepare them
 * again ('prepared statement … already exists', on every such read until a restart). Decision 0064.
 */
class FreshSessionClient extends pg.Client {
  override connect(): Promise<pg.Client>
  override connect(callback: ConnectCallback): void
  override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
    // Only one connection is ever in use (the pool holds one), so no other connection's statements are dropped.
    const ready = super.connect().then(async (client) => {
      await this.query('DEALLOCATE ALL')
      return client
    })
    if (!callback) return ready
    ready.then(
      (client) => (callback as (err: null, client: pg.Client) => void)(null, client),
      (error: Error) => (callback as (err: Error) => void)(error),
    )
  }
}
type ConnectCallback = ((err: Error) => void) | ((err: null, client: pg.Client) => void)

/**
 * The embedded database served by its own process (`embedded-database.ts`, decision 0056) on a Unix socket in
 * `socketDir`. It is still the embedded database to the rest of the shop (`kind` 'pglite': one process serves it,
 * so catalog invalidation stays in-process and the session secret in DATA_DIR), reached through the same driver as
 * a PostgreSQL server. PGlite has a single session, so the pool holds one connection, kept open.
 */
export function fromEmbeddedServer(socketDir: string, port: number): Database {
  const pool = new pg.Pool({
    host: socketDir,
    port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    Client: FreshSessionClient,
  })
  return { ...fromPool(pool), kind: 'pglite', pool: undefined }
}
