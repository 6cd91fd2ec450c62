import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { fromPglite, fromPool, type Database } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { withDatabase } from './global-setup'

let pgliteTemplate: Promise<PGlite> | undefined
let counter = 0

/** One migrated in-memory PGlite per test file; each test gets a clone (≈0.4 s instead of ≈2 s of migrating). */
async function migratedPglite(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create()
    await migrateDatabase(fromPglite(client))
    return client
  })()
  return pgliteTemplate
}

/** A fresh, migrated, empty database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const template = await migratedPglite()
    return fromPglite((await template.clone()) as PGlite)
  }
  const template = inject('templateDatabase')
  const name = `${template.replace('tpl', 't')}_${process.pid}_${counter++}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${template}`)
  } finally {
    await admin.end()
  }
  const database = fromPool(new pg.Pool({ connectionString: withDatabase(url, name), max: 5 }))
  const close = database.close
  return {
    ...database,
    close: async () => {
      await close()
      const dropper = new pg.Client({ connectionString: url })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
