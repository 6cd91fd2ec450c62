import { readdirSync } from 'node:fs'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { withDatabase } from '../../test/global-setup'
import { fromPool } from './client'
import { migrateDatabase, migrationsFolder } from './migrate'

const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('migrations on a PostgreSQL server', () => {
  it('run once when two processes start on one empty database at the same moment', async () => {
    const name = `tuneshop_migrate_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const databases = [0, 1].map(() => fromPool(new pg.Pool({ connectionString: withDatabase(url!, name), max: 2 })))
    try {
      await Promise.all(databases.map((database) => migrateDatabase(database)))
      const files = readdirSync(migrationsFolder()).filter((file) => file.endsWith('.sql'))
      const { rows } = await databases[0]!.pool!.query('select count(*)::int as n from drizzle.__drizzle_migrations')
      expect(rows[0].n).toBe(files.length)
    } finally {
      await Promise.all(databases.map((database) => database.close()))
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})
