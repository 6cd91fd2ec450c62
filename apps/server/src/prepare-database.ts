// Migrates the database and seeds the demo shop, then exits: `main.ts` runs it as a child process before it
// opens the database itself. A first start's seed writes thousands of rows, and the memory it takes (the embedded
// database's WebAssembly memory never shrinks, V8's heap keeps its high-water mark for a while) would otherwise
// stay with the serving process for its whole life: 900 MiB instead of under 400 (decision 0052).
import pino from 'pino'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { seedDemo } from './db/seed/run-seed'
import { ConfigError, readEnv } from './env'
import { createJobQueue } from './platform/jobs/job-queue'

async function prepare() {
  const env = readEnv()
  const logger = pino({ level: env.LOG_LEVEL })
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await migrateDatabase(database)
    // The job queue's tables (pg-boss installs and migrates its own schema, decision 0082): here rather than in
    // the serving process, whose start then only checks the version.
    const jobs = createJobQueue({ database, logger, role: 'web' })
    await jobs.start()
    await jobs.stop()
    if (env.DEMO && (await seedDemo(database.db))) logger.info('demo shop seeded')
  } finally {
    await database.close()
  }
}

prepare().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
