import type { Logger } from 'pino'
import type { FileStore } from '../platform/files/file-store'
import { createJobQueue } from '../platform/jobs/job-queue'
import type { Database } from './client'
import { migrateDatabase } from './migrate'
import { seedDemo } from './seed/run-seed'
import { seedPages } from './seed/pages'

/**
 * Arbitrary but fixed, and not the migrations' own lock (`migrateDatabase` takes that one on another connection,
 * which would wait for this one forever).
 */
const PREPARATION_LOCK_ID = 7_203_114_002

/**
 * Migrates, installs the job queue's schema and seeds the demo: on a PostgreSQL server under one advisory lock, so
 * that processes started together on an empty database prepare it once, and the others wait and find it ready.
 * pg-boss creates its schema with `CREATE SCHEMA IF NOT EXISTS`, which two sessions at once can still fail with a
 * duplicate key; and two seeds at once would both find no marker.
 */
export async function prepareDatabase(
  database: Database,
  options: { demo: boolean; logger: Logger; files: FileStore },
): Promise<void> {
  const prepare = async () => {
    await migrateDatabase(database)
    // The job queue's tables (pg-boss installs and migrates its own schema, decision 0082): here rather than in
    // the serving process, whose start then only checks the version.
    const jobs = createJobQueue({ database, logger: options.logger, role: 'web' })
    await jobs.start()
    await jobs.stop()
    if (options.demo && (await seedDemo(database.db, new Date(), { files: options.files })))
      options.logger.info('demo shop seeded')
    // The shop's content pages, demo or not (decision 0115): new page files are added, staff's pages are kept.
    const pages = await seedPages(database.db, new Date())
    if (pages > 0) options.logger.info({ pages }, 'content pages added')
  }
  if (database.kind === 'pglite' || !database.pool) return prepare()
  const connection = await database.pool.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [PREPARATION_LOCK_ID])
    try {
      await prepare()
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [PREPARATION_LOCK_ID])
    }
  } finally {
    connection.release()
  }
}
