import { describe, expect, it } from 'vitest'
import { shouldScrollToTop } from './should-scroll-to-top'

const at = (pathname: string, search = '') => ({ pathname, search })

describe('shouldScrollToTop (SPEC §2)', () => {
  it.each([
    ['a new path scrolls to top', at('/catalog'), at('/faq'), 'PUSH', true],
    ['a new path by replace scrolls to top', at('/catalog'), at('/faq'), 'REPLACE', true],
    ['a new query scrolls to top', at('/blog', '?page=1'), at('/blog', '?page=2'), 'PUSH', true],
    ['only the hash changed: no scroll', at('/faq'), at('/faq'), 'PUSH', false],
    ['the user went back: no scroll', at('/faq'), at('/catalog'), 'POP', false],
    ['back to the same path: no scroll', at('/faq'), at('/faq'), 'POP', false],
  ] as const)(
    '"Navigating to a new path scrolls to top, unless only the hash changed or the user went back": %s',
    (_case, previous, next, type, scroll) => {
      expect(shouldScrollToTop(previous, next, type)).toBe(scroll)
    },
  )
})
