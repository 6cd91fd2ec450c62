import { describe, expect, it } from 'vitest'
import { EDITABLE_PAGE_SLUGS } from './pages.constants'
import { pageKeyOf, slugOfPageKey } from './page-key'

describe('pageKeyOf and slugOfPageKey', () => {
  it('round-trips every page of the shop', () => {
    for (const slug of EDITABLE_PAGE_SLUGS) expect(slugOfPageKey(pageKeyOf(slug))).toBe(slug)
    expect(pageKeyOf('fz/guide')).toBe('fz__guide')
  })

  it('refuses keys that name no slug', () => {
    for (const key of ['', 'Kess', '../etc', 'a b', 'tcc__', '__x', 'x'.repeat(121)])
      expect(slugOfPageKey(key)).toBeNull()
  })
})
