import { describe, expect, it } from 'vitest'
import { summarizeNames } from './summarize-names'

describe('summarizeNames', () => {
  it.each([
    [[], 'Order', 'Order'],
    [['  ', ''], 'Order', 'Order'],
    [['Stage 1'], 'Order', 'Stage 1'],
    [['Stage 1', 'Pops'], 'Order', 'Stage 1 and Pops'],
    [['Stage 1', 'Pops', 'DSG'], 'Order', 'Stage 1, Pops and 1 more'],
    [['A', 'B', 'C', 'D'], 'Order', 'A, B and 2 more'],
  ])('%j → %s', (names, fallback, expected) => {
    expect(summarizeNames(names, fallback)).toBe(expected)
  })

  it('names every item when `shown` allows it', () => {
    expect(summarizeNames(['A', 'B', 'C'], 'x', 3)).toBe('A, B and C')
  })
})
