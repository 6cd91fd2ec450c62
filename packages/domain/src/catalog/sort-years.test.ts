import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortYears } from './sort-years'

describe('sortYears (SPEC §5 "Years sort descending numerically")', () => {
  it.each([
    [
      ['2017', '2019', '2018'],
      ['2019', '2018', '2017'],
    ],
    [
      ['2019', '2019.5', '2020'],
      ['2020', '2019.5', '2019'],
    ],
    [
      ['Series', '2015', '2021'],
      ['2021', '2015', 'Series'],
    ],
    [
      ['2009', '2010'],
      ['2010', '2009'],
    ],
    [['Series'], ['Series']],
    [[], []],
  ])('%j → %j (numerically, not as text; Series last)', (input, expected) => {
    expect(sortYears(input)).toEqual(expected)
  })

  it('leaves its input as it was', () => {
    const input = ['2017', '2019']
    sortYears(input)
    expect(input).toEqual(['2017', '2019'])
  })

  it('every numbered year is followed only by older ones or Series (property)', () => {
    const year = fc.oneof(
      fc.constant('Series'),
      fc
        .tuple(fc.integer({ min: 1950, max: 2035 }), fc.option(fc.integer({ min: 0, max: 9 })))
        .map(([y, d]) => (d === null ? String(y) : `${y}.${d}`)),
    )
    fc.assert(
      fc.property(fc.array(year), (years) => {
        const sorted = sortYears(years)
        const numbers = sorted.filter((y) => y !== 'Series').map(Number)
        expect(numbers).toEqual([...numbers].sort((a, b) => b - a))
        const firstSeries = sorted.indexOf('Series')
        if (firstSeries !== -1) expect(sorted.slice(firstSeries).every((y) => y === 'Series')).toBe(true)
      }),
    )
  })
})
