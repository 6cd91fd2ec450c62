import { describe, expect, it } from 'vitest'
import type { Engine } from '@shop/domain/catalog'
import { app, V1, GOLF, enginePath, getJson, watchDatabase, renameMake } from './catalog.test-fixtures'

describe('the response cache', () => {
  it('answers a miss, then a hit with the same body', async () => {
    const path = `${V1}/makes/${GOLF.make}/years`
    app.deps.catalogCache.invalidate()
    const first = await app.request('GET', path)
    expect(first.headers.get('x-cache')).toBe('miss')
    const second = await app.request('GET', path)
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('content-type')).toContain('application/json')
  })

  it('keeps dealers’ and visitors’ answers apart, and currencies apart', async () => {
    app.deps.catalogCache.invalidate()
    const dealer = await app.login('dealer@example.com')
    const visitor: Engine = await getJson(enginePath(GOLF))
    const asDealer: Engine = await getJson(enginePath(GOLF), dealer)
    const again: Engine = await getJson(enginePath(GOLF))
    expect(visitor.tunes.every((tune) => tune.dealerprice === null)).toBe(true)
    expect(asDealer.tunes.some((tune) => tune.dealerprice !== null)).toBe(true)
    expect(again).toEqual(visitor)
    const eur = await app.request('GET', `${enginePath(GOLF)}?currency=EUR`)
    expect(eur.headers.get('x-cache')).toBe('miss')
  })

  it('serves an anonymous hit without touching the database', async () => {
    const path = enginePath(GOLF)
    await app.request('GET', path)
    const touched = await watchDatabase(async () => {
      const response = await app.request('GET', path)
      expect(response.headers.get('x-cache')).toBe('hit')
      expect(response.headers.get('x-identity')).toBe('anonymous')
    })
    expect(touched).toEqual([])
  })

  it('serves a logged-in dealer’s repeat without touching the database, with the dealer’s prices', async () => {
    const cookie = await app.login('dealer@example.com')
    const path = enginePath(GOLF)
    const first: Engine = await getJson(path, cookie)
    const touched = await watchDatabase(async () => {
      const response = await app.request('GET', path, { cookie })
      expect(response.headers.get('x-cache')).toBe('hit')
      expect(response.headers.get('x-identity')).not.toBe('anonymous')
      expect(await response.json()).toEqual(first)
    })
    expect(touched).toEqual([])
    expect(first.tunes.some((tune) => tune.dealerprice !== null)).toBe(true)
  })

  it('answers the fast lane’s repeat exactly as the first answer, headers included', async () => {
    const path = `${enginePath(GOLF)}?currency=GBP`
    await app.deps.catalogCache.invalidate()
    const first = await app.request('GET', path)
    const again = await app.request('GET', path)
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(await again.text()).toBe(await first.text())
    const shown = (response: Response) =>
      [...response.headers.entries()].filter(([name]) => !['x-request-id', 'x-cache'].includes(name)).sort()
    expect(shown(again)).toEqual(shown(first))
    expect(again.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9-]{8,64}$/)
  })

  it('still validates what the fast lane has not recorded', async () => {
    await app.request('GET', enginePath(GOLF))
    const odd = await app.request('GET', `${enginePath(GOLF)}?currency=usd`)
    expect(odd.status).toBe(422)
    const extra = await app.request('GET', `${enginePath(GOLF)}?currency=EUR&utm_source=x`)
    expect(extra.status).toBe(200)
    expect((await extra.json()).currency).toBe('EUR')
  })

  it('answers fresh data after a catalog write is invalidated', async () => {
    const path = `${V1}/makes`
    await app.request('GET', path)
    expect((await app.request('GET', path)).headers.get('x-cache')).toBe('hit')
    await renameMake('volkswagen', 'Volkswagen (renamed)')
    // Without the invalidation the cached answer stands; the write's invalidation clears it.
    expect((await (await app.request('GET', path)).json()).data.map((m: { name: string }) => m.name)).not.toContain(
      'Volkswagen (renamed)',
    )
    await app.deps.catalogCache.invalidate()
    const fresh = await app.request('GET', path)
    expect(fresh.headers.get('x-cache')).toBe('miss')
    expect((await fresh.json()).data.map((m: { name: string }) => m.name)).toContain('Volkswagen (renamed)')
    await renameMake('volkswagen', 'Volkswagen')
    await app.deps.catalogCache.invalidate()
  })

  it('does not keep 404s', async () => {
    const path = `${V1}/makes/no-such-make/years`
    await app.request('GET', path)
    const again = await app.request('GET', path)
    expect(again.status).toBe(404)
    expect(again.headers.get('x-cache')).toBeNull()
  })
})

// ---- helpers that reach into the data
