import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache'

const strings = (maxEntries: number, maxBytes?: number) =>
  new ResponseCache<string>({ maxEntries, maxBytes, sizeOf: (body) => body.length })

/** A promise and the means to settle it from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('ResponseCache', () => {
  it('answers what was stored, and nothing for an unknown key', () => {
    const cache = strings(10)
    cache.set('/a', '{"a":1}')
    expect(cache.get('/a')).toBe('{"a":1}')
    expect(cache.get('/b')).toBeUndefined()
  })

  it('drops the least recently used entry beyond its entry limit', () => {
    const cache = strings(2)
    cache.set('/a', 'a')
    cache.set('/b', 'b')
    cache.get('/a')
    cache.set('/c', 'c')
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')).toBe('a')
    expect(cache.get('/c')).toBe('c')
    expect(cache.size).toBe(2)
  })

  it('keeps a key that is read now and then however many others come and go', () => {
    const cache = strings(100)
    cache.set('/hot', 'hot')
    for (let n = 0; n < 1_000; n += 1) {
      cache.set(`/cold/${n}`, 'cold')
      if (n % 40 === 0) expect(cache.get('/hot')).toBe('hot')
    }
    expect(cache.get('/hot')).toBe('hot')
    expect(cache.get('/cold/0')).toBeUndefined()
    expect(cache.size).toBe(100)
  })

  it('keeps its total size under the byte limit and refuses a value larger than the whole budget', () => {
    const cache = strings(100, 10)
    cache.set('/a', '12345')
    cache.set('/b', '12345')
    cache.set('/c', '123')
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.totalBytes).toBe(8)
    cache.set('/huge', '12345678901')
    expect(cache.get('/huge')).toBeUndefined()
    expect(cache.totalBytes).toBe(8)
  })

  it('replacing a key counts its size once', () => {
    const cache = strings(10, 100)
    cache.set('/a', '1234')
    cache.set('/a', '12')
    expect(cache.totalBytes).toBe(2)
    expect(cache.size).toBe(1)
  })

  it('fills a miss once for concurrent callers and serves the stored value afterwards', async () => {
    const cache = strings(10)
    let calls = 0
    const pending = deferred<string>()
    const produce = () => {
      calls += 1
      return pending.promise
    }
    const both = Promise.all([cache.fill('/a', produce), cache.fill('/a', produce)])
    pending.resolve('A')
    expect(await both).toEqual(['A', 'A'])
    expect(await cache.fill('/a', produce)).toBe('A')
    expect(calls).toBe(1)
  })

  it('does not keep a failed production, and a later fill tries again', async () => {
    const cache = strings(10)
    await expect(cache.fill('/a', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found')
    expect(cache.get('/a')).toBeUndefined()
    expect(await cache.fill('/a', async () => 'A')).toBe('A')
  })

  it('does not keep a value the keep rule refuses', async () => {
    const cache = strings(10)
    expect(
      await cache.fill(
        '/a',
        async () => 'error',
        (value) => value !== 'error',
      ),
    ).toBe('error')
    expect(cache.get('/a')).toBeUndefined()
  })

  it('hands out but does not keep a value produced across a clear (it may predate the write)', async () => {
    const cache = strings(10)
    const stale = deferred<string>()
    const before = cache.fill('/a', () => stale.promise)
    cache.clear()
    // A caller after the clear does not join the production that started before it.
    const after = cache.fill('/a', async () => 'fresh')
    stale.resolve('stale')
    expect(await before).toBe('stale')
    expect(await after).toBe('fresh')
    expect(cache.get('/a')).toBe('fresh')
  })

  it('switched off (RESPONSE_CACHE=off), it keeps nothing and joins nothing: every read is produced', async () => {
    const cache = new ResponseCache<string>({ maxEntries: 10, enabled: false })
    let produced = 0
    const produce = async () => `answer ${++produced}`
    const answers = await Promise.all([cache.fill('/a', produce), cache.fill('/a', produce)])
    cache.set('/b', 'kept?')
    expect(answers).toEqual(['answer 1', 'answer 2'])
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.size).toBe(0)
  })
})
