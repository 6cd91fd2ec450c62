import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { withDatabase } from '../../test/global-setup'
import { fromPool } from './client'
import { createLocalFileStore } from '../platform/files/file-store'
import { prepareDatabase } from './prepare'

const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('preparing a PostgreSQL database', () => {
  it('three processes starting together on an empty database: all find it ready, the demo seeded once', async () => {
    const name = `tuneshop_prepare_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const files = createLocalFileStore(mkdtempSync(join(tmpdir(), 'tuneshop-prepare-files-')))
    const lines: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
    const databases = [0, 1, 2].map(() => fromPool(new pg.Pool({ connectionString: withDatabase(url!, name), max: 4 })))
    try {
      const results = await Promise.allSettled(
        databases.map((database) => prepareDatabase(database, { demo: true, logger, files })),
      )
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ])
      expect(lines.filter((line) => line.includes('demo shop seeded'))).toHaveLength(1)
      const { rows } = await databases[0]!.pool!.query(
        "select count(*)::int as n from information_schema.schemata where schema_name = 'pgboss'",
      )
      expect(rows[0].n).toBe(1)
    } finally {
      await Promise.all(databases.map((database) => database.close()))
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }, 120_000)
})
