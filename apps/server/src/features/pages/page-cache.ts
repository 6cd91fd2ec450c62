import type { EditablePage } from '@shop/domain/pages'

/**
 * The public pages as answered, kept in this process for a short while (decision 0115): the pages are read on
 * every visit and change a few times a month. A save in this process drops its entry at once; other processes
 * serve theirs for at most `PAGE_CACHE_SECONDS`. Only pages that exist are kept, so unknown slugs cannot grow it.
 */
export const PAGE_CACHE_SECONDS = 30
const MAX_ENTRIES = 500

export type CachedPage = { page: EditablePage; etag: string; updatedAt: Date; version: number }

type Entries = Map<string, { value: CachedPage; until: number }>
/** One cache per database (tests run several shops in one process). */
const caches = new WeakMap<object, Entries>()
const entriesOf = (db: object): Entries => {
  let entries = caches.get(db)
  if (!entries) {
    entries = new Map()
    caches.set(db, entries)
  }
  return entries
}

export function cachedPage(db: object, slug: string, now: number): CachedPage | undefined {
  const entries = entriesOf(db)
  const entry = entries.get(slug)
  if (!entry) return undefined
  if (entry.until <= now) {
    entries.delete(slug)
    return undefined
  }
  return entry.value
}

export function keepPage(db: object, slug: string, value: CachedPage, now: number): void {
  const entries = entriesOf(db)
  if (entries.size >= MAX_ENTRIES && !entries.has(slug)) {
    const oldest = entries.keys().next()
    if (!oldest.done) entries.delete(oldest.value)
  }
  entries.set(slug, { value, until: now + PAGE_CACHE_SECONDS * 1000 })
}

export function forgetPage(db: object, slug: string): void {
  entriesOf(db).delete(slug)
}
