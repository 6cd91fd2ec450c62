import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, orderStatusLabel } from './checkout.constants'

describe('orderStatusLabel', () => {
  it('says a paid order that ships is being prepared, and a paid order of tunes only is just paid', () => {
    expect(orderStatusLabel('paid', true)).toBe('Paid — preparing to ship')
    expect(orderStatusLabel('paid', false)).toBe('Paid')
  })

  it('reads every other status the same whether the order ships or not, never as its raw value', () => {
    for (const status of ORDER_STATUSES.filter((status) => status !== 'paid')) {
      expect(orderStatusLabel(status, true)).toBe(orderStatusLabel(status, false))
      expect(orderStatusLabel(status, true)).not.toBe(status)
    }
  })
})
