import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedDatabaseScript } from '../../test/server-scripts'
import { fromEmbeddedServer, fromPglite } from './client'
import { databaseIsCurrent } from './database-is-current'
import { migrateDatabase } from './migrate'
import { openEmbedded } from './embedded'
import { EMBEDDED_SOCKET_PORT, embeddedSocketDir, startEmbeddedDatabase } from './embedded-socket'

// The database process runs as it does in production: its entry bundled (our code inlined, packages imported).
let script = ''
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tuneshop-embedded-'))
  dirs.push(dir)
  return dir
}

beforeAll(async () => {
  script = await embeddedDatabaseScript()
})

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const noExit = (reason: string) => {
  throw new Error(`unexpected exit: ${reason}`)
}

describe('the embedded database in a process of its own', () => {
  // One data folder for the tests in turn: a new one costs an initdb of several seconds.
  let dataDir = ''
  beforeAll(() => {
    dataDir = tempDir()
  })

  it('serves queries and transactions over its socket and keeps what was written after it stops', async () => {
    const embedded = await startEmbeddedDatabase({ script, dataDir, execArgv: [], onUnexpectedExit: noExit })
    const database = fromEmbeddedServer(embedded.socketDir, EMBEDDED_SOCKET_PORT)
    expect(database.kind).toBe('pglite')
    await database.exec('create table note (id serial primary key, body text not null)')
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    const client = await pool.connect()
    try {
      await client.query('begin')
      await client.query('insert into note (body) values ($1)', ['kept'])
      await client.query('commit')
      await client.query('begin')
      await client.query('insert into note (body) values ($1)', ['rolled back'])
      await client.query('rollback')
    } finally {
      client.release()
    }
    // Concurrent queries share the single connection without mixing their answers.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => pool.query('select $1::int as n', [n]).then((r) => r.rows[0].n)),
    )
    expect(answers).toEqual(Array.from({ length: 20 }, (_, n) => n))
    await database.close()
    await embedded.stop()

    const reopened = await openEmbedded(dataDir)
    try {
      const { rows } = await reopened.query<{ body: string }>('select body from note order by id')
      expect(rows.map((row) => row.body)).toEqual(['kept'])
    } finally {
      await reopened.close()
    }
  })

  it('a failed query does not spoil the named prepared statements of later queries (issue 20)', async () => {
    const embedded = await startEmbeddedDatabase({ script, dataDir, execArgv: [], onUnexpectedExit: noExit })
    const database = fromEmbeddedServer(embedded.socketDir, EMBEDDED_SOCKET_PORT)
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    const named = { name: 'issue_20_named', text: 'select $1::int as n', values: [1] }
    try {
      expect((await pool.query(named)).rows).toEqual([{ n: 1 }])
      // pg-pool drops a connection whose query failed; the next one reaches the same single PGlite session.
      await expect(pool.query("select 'a\u0000b'::text")).rejects.toThrow()
      await expect(pool.query('select * from no_such_table')).rejects.toThrow()
      expect((await pool.query(named)).rows).toEqual([{ n: 1 }])
      // A transaction that failed is rolled back, and the session serves the next one.
      const client = await pool.connect()
      try {
        await client.query('begin')
        await expect(client.query('select 1/0')).rejects.toThrow()
        await client.query('rollback')
      } finally {
        client.release()
      }
      expect((await pool.query(named)).rows).toEqual([{ n: 1 }])
    } finally {
      await database.close()
      await embedded.stop()
    }
  })

  it('reports when it ends without being asked to', async () => {
    const exits: string[] = []
    const embedded = await startEmbeddedDatabase({
      script,
      dataDir,
      execArgv: [],
      onUnexpectedExit: (reason) => exits.push(reason),
    })
    process.kill(embedded.pid, 'SIGKILL')
    await expect.poll(() => exits).toEqual(['SIGKILL'])
  })

  it('says so when it cannot start', async () => {
    const exits: string[] = []
    await expect(
      startEmbeddedDatabase({
        script: join(tempDir(), 'missing.mjs'),
        dataDir: tempDir(),
        execArgv: [],
        onUnexpectedExit: (reason) => exits.push(reason),
      }),
    ).rejects.toThrow('the embedded database did not start (exit code 1)')
    expect(exits).toEqual([])
  })
})

describe('databaseIsCurrent (a start that skips preparing the database)', () => {
  it('is false on a new data dir, true once migrated, and with the demo on only once the seed marker is in', async () => {
    const dataDir = tempDir()
    const check = async (demo: boolean) => {
      const embedded = await startEmbeddedDatabase({ script, dataDir, execArgv: [], onUnexpectedExit: noExit })
      try {
        const connection = { host: embedded.socketDir, port: EMBEDDED_SOCKET_PORT, user: 'postgres' }
        return await databaseIsCurrent(connection, { demo, seedKey: 'demo_seed' })
      } finally {
        await embedded.stop()
      }
    }
    expect(await check(false)).toBe(false)
    const database = fromPglite(await openEmbedded(dataDir))
    await migrateDatabase(database)
    await database.close()
    expect(await check(false)).toBe(true)
    expect(await check(true)).toBe(false)
    const seeded = await openEmbedded(dataDir)
    await seeded.query("insert into system_setting (key, value) values ('demo_seed', 'now')")
    await seeded.close()
    expect(await check(true)).toBe(true)
  }, 120_000)
})

describe('embeddedSocketDir', () => {
  it('puts the socket in DATA_DIR when the path fits, else in a private temp folder', () => {
    const short = tempDir()
    expect(embeddedSocketDir(short)).toEqual({ dir: short, temporary: false })
    const long = join(short, 'x'.repeat(120))
    const chosen = embeddedSocketDir(long)
    dirs.push(chosen.dir)
    expect(chosen.temporary).toBe(true)
    expect(chosen.dir.startsWith(tmpdir())).toBe(true)
  })
})
