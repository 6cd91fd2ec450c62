import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { systemSetting } from '../db/schema/site'

/**
 * The session secret: AUTH_SECRET when set; else generated once and kept — in DATA_DIR for the
 * embedded database, in the database itself on a PostgreSQL server so that every process shares it.
 */
export async function resolveSessionSecret(options: {
  configured?: string
  dataDir: string
  database: Database
}): Promise<string> {
  if (options.configured) return options.configured
  if (options.database.kind === 'pglite') {
    const file = join(options.dataDir, 'session-secret')
    try {
      return readFileSync(file, 'utf8').trim()
    } catch {
      mkdirSync(options.dataDir, { recursive: true })
      const secret = randomBytes(32).toString('base64url')
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    }
  }
  const { db } = options.database
  await db
    .insert(systemSetting)
    .values({ key: 'session_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: systemSetting.value })
    .from(systemSetting)
    .where(eq(systemSetting.key, sql`'session_secret'`))
  if (!row) throw new Error('session secret could not be stored')
  return row.value
}
