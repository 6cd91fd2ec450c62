// A fresh database on the local PostgreSQL server for one piece of the bench (or the soak), dropped afterwards.
import { spawnSync } from 'node:child_process'

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

function psql(sql) {
  return spawnSync('psql', [ADMIN_URL, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' })
}

/**
 * Runs `work(databaseUrl)` on a new database named `<prefix>_<pid>_<time>` and drops it after, also when `work`
 * throws. Throws (before `work`) when the database cannot be created: no psql, no server.
 */
export async function withPostgresDatabase(prefix, work) {
  const name = `${prefix}_${process.pid}_${Date.now()}`
  const created = psql(`CREATE DATABASE ${name}`)
  if (created.status !== 0) throw new Error((created.stderr || created.error?.message || 'psql failed').trim())
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  try {
    return await work(url.toString())
  } finally {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}
