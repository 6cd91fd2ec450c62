import { describe, expect, it } from 'vitest'
import { ledgerAmountOf } from './ledger-amount-of'

describe('ledgerAmountOf', () => {
  it('writes currencies as decimals and credits as whole numbers', () => {
    expect(ledgerAmountOf(-1250n, 'USD')).toBe('-12.50')
    expect(ledgerAmountOf(500n, 'JPY')).toBe('500')
    expect(ledgerAmountOf(-2n, 'credit-ecu')).toBe('-2')
  })
})
