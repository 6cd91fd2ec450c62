import pg from 'pg'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { freshDatabase } from '../../../test/test-database'
import { fromPool } from '../../db/client'
import { createInvalidation, GLOBAL_STATE_CHANNEL, type Invalidation } from './catalog-invalidation'
import { GlobalStateCache, Memo, SESSION_TTL_MS, type KnownSession } from './global-state-cache'

const logger = pino({ level: 'silent' })

const session = (id: string): KnownSession => ({
  sessionUser: { id, email: `${id}@example.com`, name: id },
  user: null,
  userUpdatedAt: null,
  actor: null,
})

describe('Memo', () => {
  it('remembers a value for its time limit, then forgets it', () => {
    let now = 1_000
    const memo = new Memo<string>(SESSION_TTL_MS, () => now)
    memo.setIfUnchanged('t', 'v', memo.version)
    now += SESSION_TTL_MS - 1
    expect(memo.get('t')).toBe('v')
    now += 1
    expect(memo.get('t')).toBeUndefined()
  })

  it('never past the expiry it is given (a session ending sooner)', () => {
    let now = 0
    const memo = new Memo<string>(SESSION_TTL_MS, () => now)
    memo.setIfUnchanged('t', 'v', memo.version, 500)
    now = 500
    expect(memo.get('t')).toBeUndefined()
  })

  it('keeps at most its bound, dropping the oldest', () => {
    const memo = new Memo<number>(SESSION_TTL_MS, () => 0, 3)
    for (let i = 0; i < 4; i++) memo.setIfUnchanged(`t${i}`, i, memo.version)
    expect(memo.get('t0')).toBeUndefined()
    expect([memo.get('t1'), memo.get('t2'), memo.get('t3')]).toEqual([1, 2, 3])
  })

  it('does not keep a value read before an eviction (a logout racing a lookup)', () => {
    const memo = new Memo<string>(SESSION_TTL_MS)
    const before = memo.version
    memo.delete('other')
    memo.setIfUnchanged('t', 'stale', before)
    expect(memo.get('t')).toBeUndefined()
  })
})

/** An in-process channel pair, as two processes see NOTIFY. */
function channel() {
  const listeners = new Set<(detail: string | null) => void>()
  const invalidation: Invalidation = {
    invalidate: async (detail) => listeners.forEach((listener) => listener(detail)),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready: Promise.resolve(),
    close: async () => {},
  }
  return { invalidation, lose: () => listeners.forEach((listener) => listener(null)) }
}

describe('GlobalStateCache evictions', () => {
  function filled() {
    const { invalidation, lose } = channel()
    const cache = new GlobalStateCache(invalidation)
    cache.sessions.setIfUnchanged('a1', session('a'), cache.sessions.version)
    cache.sessions.setIfUnchanged('a2', session('a'), cache.sessions.version)
    cache.sessions.setIfUnchanged('b1', session('b'), cache.sessions.version)
    cache.alerts.setIfUnchanged('', [], cache.alerts.version)
    cache.alerts.setIfUnchanged('a', [], cache.alerts.version)
    cache.alerts.setIfUnchanged('b', [], cache.alerts.version)
    return { cache, lose }
  }

  it("forgetUser drops every session of that user and no one else's", async () => {
    const { cache } = filled()
    await cache.forgetUser('a')
    expect([cache.sessions.get('a1'), cache.sessions.get('a2')]).toEqual([undefined, undefined])
    expect(cache.sessions.get('b1')).toBeDefined()
    expect(cache.alerts.size).toBe(3)
  })

  it('forgetAllSessions drops every session', async () => {
    const { cache } = filled()
    await cache.forgetAllSessions()
    expect(cache.sessions.size).toBe(0)
  })

  it("forgetAlerts(user) drops that user's alerts; forgetAlerts(null) everyone's", async () => {
    const { cache } = filled()
    await cache.forgetAlerts('a')
    expect(cache.alerts.get('a')).toBeUndefined()
    expect(cache.alerts.get('b')).toBeDefined()
    await cache.forgetAlerts(null)
    expect(cache.alerts.size).toBe(0)
    expect(cache.sessions.size).toBe(3)
  })

  it('a lost notification connection drops everything', () => {
    const { cache, lose } = filled()
    lose()
    expect(cache.sessions.size + cache.alerts.size).toBe(0)
  })
})

const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('GlobalStateCache across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it("a logout in one process evicts that user's sessions in another, and only theirs", async () => {
    const database = await freshDatabase()
    const other = fromPool(new pg.Pool({ ...database.pool!.options, max: 2 }))
    const channelOf = (db: typeof database) =>
      createInvalidation({ database: db, logger, channel: GLOBAL_STATE_CHANNEL })
    const here = new GlobalStateCache(channelOf(database))
    const there = new GlobalStateCache(channelOf(other))
    try {
      await Promise.all([here.ready, there.ready])
      there.sessions.setIfUnchanged('a1', session('a'), there.sessions.version)
      there.sessions.setIfUnchanged('b1', session('b'), there.sessions.version)
      there.alerts.setIfUnchanged('', [], there.alerts.version)
      await here.forgetUser('a')
      await expect.poll(() => there.sessions.get('a1'), { timeout: 5000 }).toBeUndefined()
      expect(there.sessions.get('b1')).toBeDefined()
      await here.forgetAlerts(null)
      await expect.poll(() => there.alerts.get(''), { timeout: 5000 }).toBeUndefined()
      expect(there.sessions.get('b1')).toBeDefined()
    } finally {
      await here.close()
      await there.close()
      await other.close()
      await database.close()
    }
  })
})
