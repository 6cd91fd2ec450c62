import { describe, expect, it } from 'vitest'
import { saleAmountLabel } from './sale-amount-label'

describe('saleAmountLabel', () => {
  it('shows a percent sign or a dollar sign', () => {
    expect(saleAmountLabel({ amount: 20, amountType: 'percent' })).toBe('20%')
    expect(saleAmountLabel({ amount: 50, amountType: 'dollar' })).toBe('$50')
  })
})
