import { describe, expect, it } from 'vitest'
import { normalizeCreditCode } from './normalize-credit-code'

describe('normalizeCreditCode', () => {
  it.each([
    ['abcd-efgh-jkmn', 'ABCD-EFGH-JKMN'],
    [' ABCD EFGH JKMN ', 'ABCD-EFGH-JKMN'],
    ['abcdefghjkmn', 'ABCD-EFGH-JKMN'],
  ])('%j reads as %s', (input, code) => expect(normalizeCreditCode(input)).toBe(code))

  it.each(['', 'ABCD-EFGH', 'ABCD-EFGH-JKMO', 'ABCD-EFGH-JKM1', "x'; drop table"])('%j is not a code', (input) =>
    expect(normalizeCreditCode(input)).toBeNull(),
  )
})
