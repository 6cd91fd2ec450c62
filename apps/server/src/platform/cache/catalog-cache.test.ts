import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { freshDatabase } from '../../../test/test-database'
import { fromPglite, fromPool } from '../../db/client'
import { CatalogCache } from './catalog-cache'
import { createCatalogInvalidation } from './catalog-invalidation'

const logger = pino({ level: 'silent' })

const page = (body: string) => ({ parts: [body], headers: [] as [string, string][] })

describe('CatalogCache in one process (PGlite)', () => {
  it('empties the API answers and the pages on invalidate()', async () => {
    // The invalidation needs no tables: an empty embedded database is enough.
    const database = fromPglite(await PGlite.create())
    const cache = new CatalogCache(createCatalogInvalidation({ database, logger }))
    try {
      await cache.ready
      expect(await cache.fill('/makes', async () => '[1]')).toBe('[1]')
      cache.pages.set('/catalog/audi', page('<html>'))
      expect(cache.get('/makes')).toBe('[1]')
      const pending = cache.invalidate()
      // The local caches are empty at once, before the promise settles.
      expect(cache.get('/makes')).toBeUndefined()
      expect(cache.pages.get('/catalog/audi')).toBeUndefined()
      await pending
      expect(await cache.fill('/makes', async () => '[2]')).toBe('[2]')
    } finally {
      await cache.close()
      await database.close()
    }
  })
})

const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('CatalogCache across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a write in one process empties the cache of another process on the same database', async () => {
    const database = await freshDatabase()
    const pool = database.pool!
    // A second process: its own pool on the same database.
    const other = fromPool(new pg.Pool({ ...pool.options, max: 2 }))
    const here = new CatalogCache(createCatalogInvalidation({ database, logger }))
    const there = new CatalogCache(createCatalogInvalidation({ database: other, logger }))
    try {
      await Promise.all([here.ready, there.ready])
      await here.fill('/makes', async () => 'here')
      await there.fill('/makes', async () => 'there')
      const cleared = new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (there.get('/makes') === undefined) {
            clearInterval(timer)
            resolve()
          }
        }, 10)
      })
      await here.invalidate()
      expect(here.get('/makes')).toBeUndefined()
      await cleared
      expect(there.get('/makes')).toBeUndefined()

      // And the other way round.
      await here.fill('/makes', async () => 'here again')
      await there.invalidate()
      await expect.poll(() => here.get('/makes'), { timeout: 5000 }).toBeUndefined()
    } finally {
      await here.close()
      await there.close()
      await other.close()
      await database.close()
    }
  })
})
