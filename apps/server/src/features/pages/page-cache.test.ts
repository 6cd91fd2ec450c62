import { describe, expect, it } from 'vitest'
import type { AppDeps } from '../../http/app-env'
import { PAGE_CACHE_SECONDS, pageMemoOf, type CachedPage } from './page-cache'

// The public pages' short memo (decision 0115): per database, on the shop's clock, and a page read before a save
// is not kept after it.

const pageOf = (version: number): CachedPage => ({
  page: {
    slug: 'faq',
    title: `FAQ v${version}`,
    description: 'Questions',
    html: '<p>a</p>',
    updated_at: '2026-11-01T00:00:00Z',
    faq: null,
  },
  etag: `"page-1-v${version}"`,
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  version,
})

const shop = () => {
  let now = new Date('2026-11-27T12:00:00Z')
  const deps = { db: {}, clock: () => now } as unknown as Pick<AppDeps, 'db' | 'clock'>
  return { deps, advance: (ms: number) => (now = new Date(now.getTime() + ms)) }
}

describe('the public pages’ memo', () => {
  it('keeps a page for PAGE_CACHE_SECONDS on the shop’s clock, then reads again', () => {
    const { deps, advance } = shop()
    const memo = pageMemoOf(deps)
    memo.setIfUnchanged('faq', pageOf(1), memo.version)
    advance(PAGE_CACHE_SECONDS * 1000 - 1)
    expect(pageMemoOf(deps).get('faq')?.version).toBe(1)
    advance(1)
    expect(pageMemoOf(deps).get('faq')).toBeUndefined()
  })

  it('is one memo per database', () => {
    const one = shop()
    const other = shop()
    pageMemoOf(one.deps).setIfUnchanged('faq', pageOf(1), pageMemoOf(one.deps).version)
    expect(pageMemoOf(other.deps).get('faq')).toBeUndefined()
    expect(pageMemoOf(one.deps)).toBe(pageMemoOf(one.deps))
  })

  it('does not keep a page read before a save once the save dropped it', () => {
    const { deps } = shop()
    const memo = pageMemoOf(deps)
    const readAt = memo.version
    memo.delete('faq') // a save in this process while the read was on its way
    memo.setIfUnchanged('faq', pageOf(1), readAt)
    expect(memo.get('faq')).toBeUndefined()
  })
})
