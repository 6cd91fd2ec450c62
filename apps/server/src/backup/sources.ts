import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import pg from 'pg'
import { openEmbedded } from '../db/embedded'
import { EMBEDDED_SOCKET_PORT, servingSocketDir } from '../db/embedded-socket'
import { BackupError } from './archive'
import type { Sql } from './rows-dump'

/** An open connection to the database being backed up or restored into. */
export type SqlConnection = Sql & { close: () => Promise<void> }

/** A connection error that means nothing listens there (no socket file, or one a killed process left). */
const NOBODY_LISTENS = new Set(['ENOENT', 'ECONNREFUSED'])

/**
 * The embedded database of `dataDir`: through the running shop's socket when it serves (PGlite is one process, so
 * the data folder must not be opened a second time), else opened here.
 */
export async function openEmbeddedSql(dataDir: string): Promise<SqlConnection & { serving: boolean }> {
  const served = await connectToServing(dataDir)
  if (served) return { ...served, serving: true }
  if (!existsSync(`${dataDir}/pglite`)) throw new BackupError(`${dataDir} holds no embedded database`)
  const client = await openEmbedded(dataDir)
  return {
    query: (text, params) => client.query(text, params),
    close: () => client.close(),
    serving: false,
  }
}

/** A connection to the database process serving `dataDir`, or null when none does. */
export async function connectToServing(dataDir: string): Promise<SqlConnection | null> {
  const client = new pg.Client({
    host: servingSocketDir(dataDir),
    port: EMBEDDED_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
  })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? ''
    if (NOBODY_LISTENS.has(code)) return null
    throw new BackupError(
      `the shop serving ${dataDir} did not accept a connection (${(error as Error).message}); try again`,
    )
  }
  return { query: (text, params) => client.query(text, params), close: () => client.end() }
}

export async function connectToPostgres(url: string): Promise<SqlConnection> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  return { query: (text, params) => client.query(text, params), close: () => client.end() }
}

/** Runs one of PostgreSQL's client programs (pg_dump, pg_restore); its messages go to our stderr. */
export function runPgTool(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found: install PostgreSQL's client programs of the server's major version ` +
                `(Debian/Ubuntu: apt-get install postgresql-client)`,
            )
          : error,
      ),
    )
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} failed (${signal ?? `exit code ${code}`})`)),
    )
  })
}
