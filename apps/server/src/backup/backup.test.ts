import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { flashImage } from '../../../../packages/domain/src/tuning/tuning.test-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { embeddedDatabaseScript } from '../../test/server-scripts'
import { withDatabase } from '../../test/global-setup'
import { fromEmbeddedServer, fromPool, openDatabase } from '../db/client'
import { openEmbedded } from '../db/embedded'
import { EMBEDDED_SOCKET_PORT, startEmbeddedDatabase, type EmbeddedDatabaseProcess } from '../db/embedded-socket'
import { migrateDatabase } from '../db/migrate'
import { tuneRequest } from '../db/schema/tune-requests'
import { seedDemo } from '../db/seed/run-seed'
import { createLocalFileStore } from '../platform/files/file-store'
import { readManifest, sha256Of } from './archive'
import { backup, type BackupResult } from './backup'
import { restore } from './restore'
import { countRows, type Sql } from './rows-dump'
import { connectToPostgres } from './sources'

// Decision 0084: a seeded shop is backed up while it serves and a customer keeps uploading tune files, then restored
// into a new data folder (embedded) or a new database (PostgreSQL, on the run of the server tests that has
// TEST_DATABASE_URL); the restored rows are counted per table and every stored file's bytes checked.

const postgresUrl = process.env.TEST_DATABASE_URL
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tuneshop-backup-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A tune read of its own (its bytes differ from every other's). */
const tuneRead = (n: number) => {
  const image = flashImage(16 * 1024 + n)
  image.set(new TextEncoder().encode(`read ${n}`), 64)
  return image
}

/**
 * Backs the shop up while a customer uploads tune reads one after the other (each a file in the store and, in one
 * transaction, a tune request with its file row). Returns the backup and how many uploads overlapped it.
 */
async function backUpWhileUploading(app: TestApp, run: () => Promise<BackupResult>) {
  const customer = await app.login('customer@example.com')
  const upload = (n: number) =>
    app.upload('/api/v1/tune-requests', customer, `read-${n}.bin`, tuneRead(n), { vehicle: 'Golf GTI' })
  for (let n = 0; n < 3; n++) expect((await upload(n)).status).toBe(201)

  const statuses: number[] = []
  let backingUp = false
  let overlapping = 0
  let writing = true
  const writer = (async () => {
    for (let n = 100; writing; n++) {
      const startedDuringBackup = backingUp
      const response = await upload(n)
      if (startedDuringBackup || backingUp) overlapping++
      statuses.push(response.status)
    }
  })()
  await expect.poll(() => statuses.length).toBeGreaterThan(0)
  backingUp = true
  const result = await run()
  backingUp = false
  // One upload begun after the backup returned: it is in the live database, not in the backup.
  const done = statuses.length
  await expect.poll(() => statuses.length, { timeout: 20_000 }).toBeGreaterThan(done + 1)
  writing = false
  await writer
  expect(statuses.every((status) => status === 201)).toBe(true)
  return { result, overlapping }
}

/** The restored database against the backup's manifest, and every stored file of it against its row's SHA-256. */
async function checkRestored(sql: Sql, archive: string, filesDir: string) {
  const manifest = await readManifest(archive)
  expect(await countRows(sql)).toEqual(manifest.rowCounts)
  const { rows } = await sql.query('select storage_key, sha256 from stored_file order by storage_key')
  expect(rows.length).toBeGreaterThanOrEqual(4)
  for (const row of rows) {
    expect((await sha256Of(join(filesDir, String(row.storage_key)))).sha256).toBe(row.sha256)
  }
  // One snapshot: every tune request came with its file row, none half-written. The demo seed's shoppers' requests
  // (decision 0095) were seeded without their reads' bytes: they are not the uploads this checks.
  const { rows: orphans } = await sql.query(
    `select count(*)::int as n from tune_request r
     where not exists (select 1 from tune_request_file f where f.tune_request_id = r.id)
       and r.owner_user_id not like 'seed-shopper-%'`,
  )
  expect(orphans[0]!.n).toBe(0)
  return manifest
}

describe.skipIf(postgresUrl)('backup and restore of the embedded database', () => {
  let dataDir = ''
  let embedded: EmbeddedDatabaseProcess
  let app: TestApp

  beforeAll(async () => {
    dataDir = tempDir()
    // As `npm start` does: migrated and seeded first (prepare-database), then served by a process of its own.
    const seeding = await openDatabase({ dataDir })
    await migrateDatabase(seeding)
    // The files go where the serving shop keeps them (DATA_DIR/files), so the backup finds the seeded signature.
    await seedDemo(seeding.db, new Date(), { files: createLocalFileStore(join(dataDir, 'files')) })
    await seeding.close()
    embedded = await startEmbeddedDatabase({
      script: await embeddedDatabaseScript(),
      dataDir,
      execArgv: [],
      onUnexpectedExit: (reason) => {
        throw new Error(`the embedded database stopped: ${reason}`)
      },
    })
    app = await createTestApp({
      database: fromEmbeddedServer(embedded.socketDir, EMBEDDED_SOCKET_PORT),
      env: { DATA_DIR: dataDir },
    })
  })
  afterAll(async () => {
    await app?.close()
    await embedded?.stop()
  })

  it('backs up the serving shop through its socket while it writes; restores into a new DATA_DIR', async () => {
    const outDir = tempDir()
    const { result, overlapping } = await backUpWhileUploading(app, () =>
      backup({ env: { DATA_DIR: dataDir, S3_REGION: 'us-east-1' }, outDir }),
    )
    expect(result.serving).toBe(true)
    expect(overlapping).toBeGreaterThan(0)
    expect(result.manifest.kind).toBe('embedded')
    expect(result.manifest.missingFiles).toEqual([])
    const live = await app.request('GET', '/api/health')
    expect(live.status).toBe(200)

    const target = join(tempDir(), 'restored')
    await restore({ env: { DATA_DIR: target }, archive: result.archive })
    const restored = await openEmbedded(target)
    try {
      const manifest = await checkRestored(
        { query: (text, params) => restored.query(text, params) },
        result.archive,
        join(target, 'files'),
      )
      // The uploads after the backup are in the live shop only.
      const liveCount = await app.deps.database.db.$count(tuneRequest)
      expect(liveCount).toBeGreaterThan(manifest.rowCounts['public.tune_request']!)
    } finally {
      await restored.close()
    }

    // A second restore onto it is refused, and no restore goes into the data folder of a serving shop.
    await expect(restore({ env: { DATA_DIR: target }, archive: result.archive })).rejects.toThrow(/is not empty/)
    await expect(restore({ env: { DATA_DIR: dataDir }, archive: result.archive, force: true })).rejects.toThrow(
      /a shop is serving/,
    )
    // A changed byte is found before anything is written.
    appendFileSync(join(result.archive, 'database/rows/tune_request.ndjson'), ' ')
    const elsewhere = join(tempDir(), 'restored')
    await expect(restore({ env: { DATA_DIR: elsewhere }, archive: result.archive })).rejects.toThrow(
      'the backup is damaged: database/rows/tune_request.ndjson changed',
    )
    expect(existsSync(elsewhere)).toBe(false)
  })
})

describe.runIf(postgresUrl)('backup and restore on PostgreSQL', () => {
  const suffix = `${process.pid}_${Date.now()}`
  const source = `backup_src_${suffix}`
  const target = `backup_dst_${suffix}`
  let admin: pg.Client
  let app: TestApp
  let dataDir = ''

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`create database ${source} template ${inject('templateDatabase')}`)
    await admin.query(`create database ${target}`)
    const database = fromPool(new pg.Pool({ connectionString: withDatabase(postgresUrl!, source), max: 5 }))
    dataDir = tempDir()
    await seedDemo(database.db, new Date(), { files: createLocalFileStore(join(dataDir, 'files')) })
    app = await createTestApp({ database, env: { DATA_DIR: dataDir } })
  })
  afterAll(async () => {
    await app?.close()
    for (const name of [source, target]) await admin?.query(`drop database if exists ${name} with (force)`)
    await admin?.end()
  })

  it('pg_dump in the snapshot the rows were counted in, while the shop writes; pg_restore into an empty database', async () => {
    const outDir = tempDir()
    const sourceUrl = withDatabase(postgresUrl!, source)
    const { result, overlapping } = await backUpWhileUploading(app, () =>
      backup({ env: { DATA_DIR: dataDir, DATABASE_URL: sourceUrl, S3_REGION: 'us-east-1' }, outDir }),
    )
    expect(overlapping).toBeGreaterThan(0)
    expect(result.manifest.kind).toBe('postgres')
    expect(result.manifest.missingFiles).toEqual([])

    const targetUrl = withDatabase(postgresUrl!, target)
    const restoredDir = tempDir()
    await restore({ env: { DATA_DIR: restoredDir, DATABASE_URL: targetUrl }, archive: result.archive })
    const sql = await connectToPostgres(targetUrl)
    try {
      await checkRestored(sql, result.archive, join(restoredDir, 'files'))
    } finally {
      await sql.close()
    }
    await expect(
      restore({ env: { DATA_DIR: restoredDir, DATABASE_URL: targetUrl }, archive: result.archive }),
    ).rejects.toThrow(/is not empty/)
  })
})
