import { describe, expect, it } from 'vitest'
import { YearSchema } from './catalog.schema'
import { parseYearSegment } from './parse-year-segment'

describe('parseYearSegment (SPEC §2 "year is the word Series or a number with an optional single decimal digit")', () => {
  it.each(['2019', '2019.5', '1998', '2024.0', 'Series'])('accepts %s unchanged', (segment) => {
    expect(parseYearSegment(segment)).toBe(segment)
  })

  it.each([
    ['19', 'a two-digit year'],
    ['2019.55', 'two decimal digits'],
    ['2019.', 'a dot without a digit'],
    ['.5', 'a decimal without the year'],
    ['abc', 'a word'],
    ['series', 'Series in lower case (case-sensitive: one canonical URL per year)'],
    ['SERIES', 'Series in upper case'],
    [' 2019', 'surrounding space'],
    ['2019 ', 'trailing space'],
    ['-2019', 'a sign'],
    ['20190', 'five digits'],
    ['', 'nothing'],
  ])('refuses %j (%s)', (segment) => {
    expect(parseYearSegment(segment)).toBeNull()
  })

  it('agrees with the payload contract YearSchema', () => {
    for (const segment of ['2019', '2019.5', 'Series', '19', '2019.55', 'series']) {
      expect(parseYearSegment(segment) !== null).toBe(YearSchema.safeParse(segment).success)
    }
  })
})
