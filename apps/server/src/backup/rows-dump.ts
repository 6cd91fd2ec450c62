import { createReadStream } from 'node:fs'
import { mkdir, open, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { BackupError } from './archive'

// The embedded database's dump (decision 0084): every table of the shop's schema as JSON rows, one file per table,
// read in one transaction through a cursor, with the sequences' values beside them. Only plain SQL, so it runs the
// same over the running shop's socket and on a PGlite opened in this process. The schema itself is not dumped: it
// is the committed migrations, which the restore applies first (and refuses when its code has others).

/** What both a pg client and PGlite answer. */
export type Sql = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

export const SCHEMA = 'public'
const BATCH = 1000

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
const tableName = (table: string) => `${SCHEMA}.${quoted(table)}`
const rowsFile = (dir: string, table: string) => join(dir, `${table}.ndjson`)
const SEQUENCES_FILE = 'sequences.json'

export type SnapshotFacts = {
  rowCounts: Record<string, number>
  migrations: string[]
  storedFiles: { storageKey: string; sha256: string }[]
}

async function tablesOf(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query(`select tablename from pg_tables where schemaname = $1 order by tablename`, [SCHEMA])
  return rows.map((row) => String(row.tablename))
}

/** The migrations and the stored files, read in the caller's transaction (the same snapshot as the rows). */
export async function snapshotFacts(sql: Sql, rowCounts: Record<string, number>): Promise<SnapshotFacts> {
  const migrations = await sql.query(`select hash from drizzle.__drizzle_migrations order by created_at, id`)
  const files = await sql.query(`select storage_key, sha256 from ${SCHEMA}.stored_file order by storage_key`)
  return {
    rowCounts,
    migrations: migrations.rows.map((row) => String(row.hash)),
    storedFiles: files.rows.map((row) => ({ storageKey: String(row.storage_key), sha256: String(row.sha256) })),
  }
}

/** Counts every table's rows, in the caller's transaction. */
export async function countRows(sql: Sql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of await tablesOf(sql)) {
    const { rows } = await sql.query(`select count(*)::int as n from ${tableName(table)}`)
    counts[`${SCHEMA}.${table}`] = Number(rows[0]!.n)
  }
  return counts
}

/**
 * Writes every table's rows into `dir`. One repeatable-read transaction: on the embedded database, whose single
 * session the socket server gives to one connection's transaction at a time, the shop's queries wait until it ends,
 * so nothing changes under the dump (a write arriving meanwhile lands after it).
 */
export async function dumpRows(sql: Sql, dir: string): Promise<SnapshotFacts> {
  await mkdir(dir, { recursive: true })
  await sql.query('begin isolation level repeatable read read only')
  try {
    // The manifest's counts are count(*) in the same snapshot, not the lines written: a dump that lost rows fails here.
    const rowCounts = await countRows(sql)
    for (const table of await tablesOf(sql)) {
      const written = await dumpTable(sql, table, rowsFile(dir, table))
      const counted = rowCounts[`${SCHEMA}.${table}`]
      if (written !== counted) throw new BackupError(`dumped ${written} rows of ${table}, it has ${counted}`)
    }
    const sequences = await sql.query(
      `select sequencename, last_value from pg_sequences where schemaname = $1 order by sequencename`,
      [SCHEMA],
    )
    const values = Object.fromEntries(sequences.rows.map((row) => [row.sequencename, row.last_value ?? null]))
    await writeFile(join(dir, SEQUENCES_FILE), `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 })
    const facts = await snapshotFacts(sql, rowCounts)
    await sql.query('commit')
    return facts
  } catch (error) {
    await sql.query('rollback').catch(() => {})
    throw error
  }
}

async function dumpTable(sql: Sql, table: string, file: string): Promise<number> {
  const out = await open(file, 'wx', 0o600)
  let count = 0
  try {
    await sql.query(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${tableName(table)} t`,
    )
    for (;;) {
      const { rows } = await sql.query(`fetch ${BATCH} from backup_rows`)
      if (rows.length === 0) break
      await out.write(rows.map((row) => `${String(row.r)}\n`).join(''))
      count += rows.length
    }
    await sql.query('close backup_rows')
  } finally {
    await out.close()
  }
  return count
}

/**
 * Loads the rows of `dir` into a migrated, empty database, in one transaction: foreign keys and triggers are not
 * checked while loading (`session_replication_role = replica`: the rows were consistent when dumped), identity
 * columns keep their values, and each sequence is set to where it was.
 */
export async function loadRows(sql: Sql, dir: string, tables: string[]): Promise<void> {
  await sql.query('begin')
  try {
    await sql.query(`set local session_replication_role = replica`)
    for (const table of tables) await loadTable(sql, table, rowsFile(dir, table))
    const sequences = JSON.parse(await readFile(join(dir, SEQUENCES_FILE), 'utf8')) as Record<string, unknown>
    for (const [name, value] of Object.entries(sequences)) {
      if (value === null) continue
      await sql.query(`select setval($1, $2::bigint, true)`, [`${SCHEMA}.${quoted(name)}`, String(value)])
    }
    await sql.query('commit')
  } catch (error) {
    await sql.query('rollback').catch(() => {})
    throw error
  }
}

async function loadTable(sql: Sql, table: string, file: string): Promise<void> {
  const insert = `insert into ${tableName(table)} overriding system value
    select * from json_populate_recordset(null::${tableName(table)}, $1::json)`
  let batch: string[] = []
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity })
  try {
    for await (const line of lines) {
      if (!line) continue
      batch.push(line)
      if (batch.length === BATCH) {
        await sql.query(insert, [`[${batch.join(',')}]`])
        batch = []
      }
    }
    if (batch.length > 0) await sql.query(insert, [`[${batch.join(',')}]`])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`the backup has no rows of ${table}`)
    throw error
  }
}
