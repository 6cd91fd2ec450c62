import { describe, expect, it } from 'vitest'
import { isPreLoginPageFresh } from './is-pre-login-page-fresh'

const SAVED = 1_700_000_000_000

describe('isPreLoginPageFresh (SPEC §4, §9: 300000 ms)', () => {
  it.each([
    ['just saved', 0, true],
    ['after 4:59.999', 299_999, true],
    ['at exactly 300000 ms', 300_000, true],
    ['one ms later', 300_001, false],
    ['an hour later', 3_600_000, false],
    ['saved in the future (clock skew or tampering)', -1, false],
  ])('"The page before login is remembered for 5 minutes only": %s', (_case, elapsed, fresh) => {
    expect(isPreLoginPageFresh(SAVED, SAVED + elapsed)).toBe(fresh)
  })

  it('a garbage timestamp is not fresh', () => {
    expect(isPreLoginPageFresh(Number.NaN, SAVED)).toBe(false)
  })
})
