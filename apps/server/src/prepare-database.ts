// Migrates the database and seeds the demo shop, then exits: `main.ts` runs it as a child process before it
// opens the database itself. A first start's seed writes thousands of rows, and the memory it takes (the embedded
// database's WebAssembly memory never shrinks, V8's heap keeps its high-water mark for a while) would otherwise
// stay with the serving process for its whole life: 900 MiB instead of under 400 (decision 0052).
import pino from 'pino'
import { openDatabase } from './db/client'
import { prepareDatabase } from './db/prepare'
import { ConfigError, readEnv } from './env'
import { createFileStoreOf } from './platform/files/create-file-store'

async function prepare() {
  const env = readEnv()
  const logger = pino({ level: env.LOG_LEVEL })
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    // The demo signatory's signature image goes to the shop's file store.
    await prepareDatabase(database, { demo: env.DEMO, logger, files: await createFileStoreOf(env) })
  } finally {
    await database.close()
  }
}

prepare().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
