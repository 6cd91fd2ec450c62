import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { migrateDatabase } from '../src/db/migrate'
import { fromPool } from '../src/db/client'

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), one migrated template database is made for the run;
 * every test clones it (CREATE DATABASE … TEMPLATE) and everything is dropped at the end. Without it,
 * tests use in-memory PGlite (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  const template = `tuneshop_tpl_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${template}`)
  const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 2 })
  await migrateDatabase(fromPool(pool))
  await pool.end()
  project.provide('templateDatabase', template)

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`${template.replace('tpl', 't')}_%`, template],
    )
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`)
    await admin.end()
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

declare module 'vitest' {
  // Module augmentation merges declarations, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    templateDatabase: string
  }
}
