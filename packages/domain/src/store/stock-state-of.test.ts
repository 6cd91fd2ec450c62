import { describe, expect, it } from 'vitest'
import { stockStateOf } from './stock-state-of'

describe('stockStateOf', () => {
  it.each([
    [-1, 'out-of-stock'],
    [0, 'out-of-stock'],
    [1, 'low-stock'],
    [5, 'low-stock'],
    [6, 'in-stock'],
  ])('%i units → %s', (units, state) => {
    expect(stockStateOf(units)).toBe(state)
  })
})
