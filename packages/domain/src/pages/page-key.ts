import { PAGE_SLUG_MAX, PAGE_SLUG_PATTERN } from './pages.constants'

/**
 * A page's slug as one path segment (API paths, the editor's address, the seed's file names): `/` becomes `__`
 * (`fz/guide` → `fz__guide`), so a slug never adds a segment to an address.
 */
export function pageKeyOf(slug: string): string {
  return slug.replaceAll('/', '__')
}

/** The slug a key names (`fz__guide` → `fz/guide`), or null when it names no valid slug. */
export function slugOfPageKey(key: string): string | null {
  const slug = key.replaceAll('__', '/')
  return slug.length <= PAGE_SLUG_MAX && PAGE_SLUG_PATTERN.test(slug) ? slug : null
}
