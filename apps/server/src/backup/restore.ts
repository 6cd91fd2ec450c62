import { existsSync, readdirSync } from 'node:fs'
import { chmod, copyFile, mkdir, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import pg from 'pg'
import { fromPglite, fromPool } from '../db/client'
import { openEmbedded } from '../db/embedded'
import { migrateDatabase, migrationsFolder } from '../db/migrate'
import type { Env } from '../env'
import { BackupError, type Manifest, readManifest, sha256Of, verifyArchive } from './archive'
import { POSTGRES_DUMP, ROWS_DIR, SESSION_SECRET_FILE } from './backup'
import { countRows, loadRows, SCHEMA, type Sql } from './rows-dump'
import { connectToPostgres, connectToServing, runPgTool } from './sources'

// `npm run restore <archive>` (decision 0084): into a new data directory (embedded) or an empty PostgreSQL
// database, never over data unless told (`--force`); then it counts what it restored against the manifest.

type RestoreEnv = Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'S3_BUCKET'>

export type RestoreResult = {
  manifest: Manifest
  target: string
  rowCounts: Record<string, number>
  files: number
  /** The files are the operator's to copy to the bucket (S3_BUCKET is set). */
  filesLeftInArchive: boolean
}

export async function restore(options: { env: RestoreEnv; archive: string; force?: boolean }): Promise<RestoreResult> {
  const { env, archive, force = false } = options
  const manifest = await readManifest(archive)
  await verifyArchive(archive, manifest)
  if (manifest.kind === 'postgres' && !env.DATABASE_URL) {
    throw new BackupError('a PostgreSQL backup restores into PostgreSQL: set DATABASE_URL to an empty database')
  }
  if (manifest.kind === 'embedded') assertSameMigrations(manifest)

  const target = env.DATABASE_URL ? describeUrl(env.DATABASE_URL) : env.DATA_DIR
  const rowCounts = env.DATABASE_URL
    ? await restorePostgres(env.DATABASE_URL, archive, manifest, force)
    : await restoreEmbedded(env.DATA_DIR, archive, manifest, force)
  for (const [table, expected] of Object.entries(manifest.rowCounts)) {
    if (rowCounts[table] !== expected) {
      throw new BackupError(`restored ${rowCounts[table] ?? 0} rows of ${table}, the backup has ${expected}`)
    }
  }

  const files = Object.keys(manifest.files).filter((path) => path.startsWith('files/'))
  if (!env.S3_BUCKET) await restoreFiles(archive, manifest, files, join(env.DATA_DIR, 'files'))
  if (!env.DATABASE_URL && existsSync(join(archive, SESSION_SECRET_FILE))) {
    await copyFile(join(archive, SESSION_SECRET_FILE), join(env.DATA_DIR, SESSION_SECRET_FILE))
    await chmod(join(env.DATA_DIR, SESSION_SECRET_FILE), 0o600)
  }
  return { manifest, target, rowCounts, files: files.length, filesLeftInArchive: Boolean(env.S3_BUCKET) }
}

/** The embedded dump holds rows, not the schema: the code restoring it must have exactly its migrations. */
function assertSameMigrations(manifest: Manifest) {
  const ours = readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((migration) => migration.hash)
  if (ours.join() !== manifest.migrations.join()) {
    throw new BackupError(
      `the backup's database has ${manifest.migrations.length} migrations, this version of the shop ` +
        `${ours.length} others: restore it with the version that made it, then start the newer shop to migrate`,
    )
  }
}

async function restoreEmbedded(
  dataDir: string,
  archive: string,
  manifest: Manifest,
  force: boolean,
): Promise<Record<string, number>> {
  const serving = await connectToServing(dataDir)
  if (serving) {
    await serving.close()
    throw new BackupError(`a shop is serving ${dataDir}: stop it, or restore into another DATA_DIR`)
  }
  const existing = [join(dataDir, 'pglite'), join(dataDir, 'files'), join(dataDir, SESSION_SECRET_FILE)].filter(
    (path) => existsSync(path) && !isEmptyFolder(path),
  )
  if (existing.length > 0 && !force) {
    throw new BackupError(
      `${dataDir} is not empty (${existing.join(', ')}): restore into a new DATA_DIR, or add --force`,
    )
  }
  for (const path of existing) await rm(path, { recursive: true, force: true })

  const client = await openEmbedded(dataDir)
  try {
    await migrateDatabase(fromPglite(client))
    const sql: Sql = { query: (text, params) => client.query(text, params) }
    await loadRows(sql, join(archive, ROWS_DIR), tablesOf(manifest))
    return await countRows(sql)
  } finally {
    await client.close()
  }
}

async function restorePostgres(
  url: string,
  archive: string,
  manifest: Manifest,
  force: boolean,
): Promise<Record<string, number>> {
  const sql = await connectToPostgres(url)
  try {
    const { rows } = await sql.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'S', 'v', 'm')`,
    )
    if (Number(rows[0]!.n) > 0) {
      if (!force)
        throw new BackupError(`${describeUrl(url)} is not empty: restore into an empty database, or add --force`)
      await sql.query('drop schema if exists drizzle cascade')
      await sql.query('drop schema if exists public cascade')
      await sql.query('create schema public')
    }
  } finally {
    await sql.close()
  }

  if (manifest.kind === 'postgres') {
    await runPgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      join(archive, POSTGRES_DUMP),
    ])
  } else {
    // An embedded shop's backup moves to PostgreSQL the same way it restores: the schema by the migrations, then the rows.
    const pool = new pg.Pool({ connectionString: url, max: 1 })
    try {
      await migrateDatabase(fromPool(pool))
      const client = await pool.connect()
      try {
        await loadRows(
          { query: (text, params) => client.query(text, params) },
          join(archive, ROWS_DIR),
          tablesOf(manifest),
        )
      } finally {
        client.release()
      }
    } finally {
      await pool.end()
    }
  }
  const counted = await connectToPostgres(url)
  try {
    return await countRows(counted)
  } finally {
    await counted.close()
  }
}

/** Copies the files into the disk store's folder under their keys, each checked against the manifest. */
async function restoreFiles(archive: string, manifest: Manifest, files: string[], storeDir: string) {
  for (const path of files) {
    const target = join(storeDir, path.slice('files/'.length))
    await mkdir(dirname(target), { recursive: true })
    await copyFile(join(archive, path), target)
    if ((await sha256Of(target)).sha256 !== manifest.files[path]!.sha256) {
      throw new BackupError(`${target} does not match the backup's checksum after copying`)
    }
  }
}

const tablesOf = (manifest: Manifest) => Object.keys(manifest.rowCounts).map((name) => name.slice(`${SCHEMA}.`.length))

function isEmptyFolder(path: string): boolean {
  try {
    return readdirSync(path).length === 0
  } catch {
    return false
  }
}

/** A database URL fit for a message: the password hidden. */
function describeUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

export function describeRestore(result: RestoreResult): string {
  const rows = Object.values(result.rowCounts).reduce((sum, n) => sum + n, 0)
  const lines = [
    `restored the ${result.manifest.kind} backup of ${result.manifest.createdAt} into ${result.target}`,
    `  ${Object.keys(result.rowCounts).length} tables, ${rows} rows: every table's count matches the manifest`,
  ]
  if (result.filesLeftInArchive) {
    lines.push(
      `  ${result.files} stored files NOT copied (S3_BUCKET is set): copy the archive's files/ folder to the ` +
        `bucket under the same keys, e.g. aws s3 cp --recursive <archive>/files s3://<bucket>/`,
    )
  } else {
    lines.push(`  ${result.files} stored files copied into the file store, every checksum matching`)
  }
  if (result.manifest.missingFiles.length > 0) {
    lines.push(`  ${result.manifest.missingFiles.length} stored files were already missing when it was backed up`)
  }
  return lines.join('\n')
}
