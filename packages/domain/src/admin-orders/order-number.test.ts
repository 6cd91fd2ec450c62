import { describe, expect, it } from 'vitest'
import { formatOrderNumber, parseOrderNumber } from './order-number'

describe('order numbers', () => {
  it.each([
    ['store', 12, 'S-12'],
    ['catalog', 3, 'C-3'],
    ['tune-request', 40, 'T-40'],
    ['rescue', 2, 'R-2'],
  ] as const)('a %s order %i is %s, and reads back', (kind, id, number) => {
    expect(formatOrderNumber(kind, id)).toBe(number)
    expect(parseOrderNumber(number)).toEqual({ kind, id })
    expect(parseOrderNumber(number.toLowerCase())).toEqual({ kind, id })
  })

  it.each(['', 'S', 'S-0', 'S-012', 'X-1', 'S-1.5', 'S-99999999999', 'S-2147483648'])('%j names no order', (text) => {
    expect(parseOrderNumber(text)).toBeNull()
  })
})
