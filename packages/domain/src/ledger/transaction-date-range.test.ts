import { describe, expect, it } from 'vitest'
import { transactionDateRange } from './transaction-date-range'

describe('transactionDateRange', () => {
  it('takes a date as a whole UTC day: from its start, to the start of the next', () => {
    expect(transactionDateRange({ from: '2026-01-31', to: '2026-01-31' })).toEqual({
      from: new Date('2026-01-31T00:00:00Z'),
      to: new Date('2026-02-01T00:00:00Z'),
    })
  })

  it('takes an instant as it is, and leaves out a bound not given', () => {
    expect(transactionDateRange({ to: '2026-01-31T12:00:00+02:00' })).toEqual({ to: new Date('2026-01-31T10:00:00Z') })
    expect(transactionDateRange({})).toEqual({})
  })
})
