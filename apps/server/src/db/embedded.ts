import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'

/** The embedded PGlite database kept under `dataDir`. */
export async function openEmbedded(dataDir: string): Promise<PGlite> {
  const dir = `${dataDir}/pglite`
  mkdirSync(dir, { recursive: true })
  return PGlite.create(dir, { postgresqlconf: EMBEDDED_POSTGRESQL_CONF })
}

/**
 * The embedded database's buffer pool. PGlite keeps PostgreSQL's default of 128 MB, all of it resident in the
 * shop's own process; the demo database is about 60 MB on disk, its hot part (sessions, products, the catalog rows
 * the response cache has not kept) a fraction of that, and the rest is one read from the OS file cache away.
 * 16 MB keeps the shop's memory 150 MB lower (decision 0052: ≤ 250 MiB after the bench).
 */
const EMBEDDED_POSTGRESQL_CONF = 'shared_buffers = 16MB'
