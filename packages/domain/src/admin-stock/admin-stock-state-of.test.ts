import { describe, expect, it } from 'vitest'
import { adminStockStateOf } from './admin-stock-state-of'

describe('a level’s state against its product’s low-stock threshold (decision 0094)', () => {
  it.each([
    [0, 5, 'out-of-stock'],
    [1, 5, 'low-stock'],
    [5, 5, 'low-stock'],
    [6, 5, 'in-stock'],
    [0, 0, 'out-of-stock'],
    [1, 0, 'in-stock'],
    [40, 50, 'low-stock'],
  ] as const)('%i on hand with threshold %i is %s', (onHand, threshold, state) => {
    expect(adminStockStateOf(onHand, threshold)).toBe(state)
  })
})
