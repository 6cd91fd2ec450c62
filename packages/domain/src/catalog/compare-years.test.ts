import { describe, expect, it } from 'vitest'
import { compareYears } from './compare-years'

describe('compareYears (SPEC §5 "Years sort descending numerically")', () => {
  it.each([
    ['2020', '2019', 'negative'],
    ['2019', '2020', 'positive'],
    ['2019.5', '2019', 'negative'],
    ['2019', '2019.5', 'positive'],
    ['2019.5', '2020', 'positive'],
    ['2019', '2019', 'zero'],
    ['Series', 'Series', 'zero'],
    ['Series', '1990', 'positive'],
    ['2030', 'Series', 'negative'],
  ] as const)('compareYears(%s, %s) is %s', (a, b, sign) => {
    const result = compareYears(a, b)
    if (sign === 'zero') expect(result).toBe(0)
    else if (sign === 'negative') expect(result).toBeLessThan(0)
    else expect(result).toBeGreaterThan(0)
  })

  it('Series is placed last, after the oldest numbered year', () => {
    expect(compareYears('Series', '1901')).toBeGreaterThan(0)
  })
})
