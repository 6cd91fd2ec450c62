import { createHash } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Env } from '../env'
import { createFileStoreOf } from '../platform/files/create-file-store'
import { BackupError, type Manifest, FORMAT_VERSION, sha256Of, writeManifest } from './archive'
import { countRows, dumpRows, snapshotFacts, type SnapshotFacts } from './rows-dump'
import { connectToPostgres, openEmbeddedSql, runPgTool } from './sources'

// `npm run backup` (decision 0084): the database in a consistent snapshot, then the bytes of every file its
// `stored_file` rows name, read through the configured file store (disk or S3), into one new directory.

export const SESSION_SECRET_FILE = 'session-secret'
export const POSTGRES_DUMP = 'database/postgres.dump'
export const ROWS_DIR = 'database/rows'

export type BackupResult = { archive: string; manifest: Manifest; serving: boolean }

type BackupEnv = Pick<Env, 'DATA_DIR' | 'DATABASE_URL'> & Parameters<typeof createFileStoreOf>[0]

export async function backup(options: { env: BackupEnv; outDir: string; now?: Date }): Promise<BackupResult> {
  const { env } = options
  const now = options.now ?? new Date()
  const kind = env.DATABASE_URL ? 'postgres' : 'embedded'
  const archive = join(options.outDir, `tuneshop-${kind}-${now.toISOString().replace(/[:.]/g, '-')}`)
  if (existsSync(archive)) throw new BackupError(`${archive} exists already`)
  await mkdir(archive, { recursive: true, mode: 0o700 })
  try {
    let facts: SnapshotFacts
    let serving = true
    if (env.DATABASE_URL) {
      facts = await dumpPostgres(env.DATABASE_URL, join(archive, POSTGRES_DUMP))
    } else {
      const sql = await openEmbeddedSql(env.DATA_DIR)
      serving = sql.serving
      try {
        facts = await dumpRows(sql, join(archive, ROWS_DIR))
      } finally {
        await sql.close()
      }
      // Without AUTH_SECRET the session secret lives beside the embedded database (decision 0020's fallback).
      const secret = join(env.DATA_DIR, SESSION_SECRET_FILE)
      if (existsSync(secret)) await copyFile(secret, join(archive, SESSION_SECRET_FILE))
    }
    // Files are copied after the snapshot: a file written since is not in it (its row is not either), and one
    // deleted since is listed as missing rather than failing the backup.
    const missingFiles = await copyStoredFiles(env, facts.storedFiles, archive)
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      createdAt: now.toISOString(),
      kind,
      migrations: facts.migrations,
      rowCounts: facts.rowCounts,
      files: await checksumsUnder(archive),
      missingFiles,
    }
    await writeManifest(archive, manifest)
    return { archive, manifest, serving }
  } catch (error) {
    await rm(archive, { recursive: true, force: true })
    throw error
  }
}

/**
 * pg_dump in the snapshot of a transaction of ours (`--snapshot`), in which the rows are counted and the stored
 * files listed too: the counts and the file list describe exactly what the dump holds.
 */
async function dumpPostgres(url: string, file: string): Promise<SnapshotFacts> {
  await mkdir(dirname(file), { recursive: true })
  const sql = await connectToPostgres(url)
  try {
    await sql.query('begin isolation level repeatable read read only')
    const { rows } = await sql.query('select pg_export_snapshot() as id')
    const snapshot = String(rows[0]!.id)
    const facts = await snapshotFacts(sql, await countRows(sql))
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`])
    await sql.query('commit')
    return facts
  } finally {
    await sql.close()
  }
}

async function copyStoredFiles(
  env: BackupEnv,
  storedFiles: SnapshotFacts['storedFiles'],
  archive: string,
): Promise<string[]> {
  const store = await createFileStoreOf(env)
  const missing: string[] = []
  for (const { storageKey, sha256 } of storedFiles) {
    const source = await store.get(storageKey)
    if (!source) {
      missing.push(storageKey)
      continue
    }
    const target = join(archive, 'files', storageKey)
    await mkdir(dirname(target), { recursive: true })
    const hash = createHash('sha256')
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        done(null, chunk)
      },
    })
    await pipeline(source, hashing, createWriteStream(target, { flags: 'wx', mode: 0o600 }))
    const actual = hash.digest('hex')
    if (actual !== sha256) {
      throw new BackupError(`stored file ${storageKey} does not match its SHA-256 (${actual}, recorded ${sha256})`)
    }
  }
  return missing
}

async function checksumsUnder(archive: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = {}
  const entries = await readdir(archive, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files[relative(archive, path)] = await sha256Of(path)
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)))
}

/** The summary the command prints. */
export function describeBackup(result: BackupResult): string {
  const rows = Object.values(result.manifest.rowCounts).reduce((sum, n) => sum + n, 0)
  const files = Object.keys(result.manifest.files).filter((path) => path.startsWith('files/')).length
  const lines = [
    `backup written to ${result.archive}`,
    `  ${result.manifest.kind} database${result.manifest.kind === 'embedded' ? (result.serving ? ', read through the running shop' : ', the shop not running') : ''}: ${Object.keys(result.manifest.rowCounts).length} tables, ${rows} rows`,
    `  ${files} stored files`,
  ]
  if (result.manifest.missingFiles.length > 0) {
    lines.push(
      `  ${result.manifest.missingFiles.length} stored files were deleted during the backup (listed in the manifest)`,
    )
  }
  return lines.join('\n')
}
