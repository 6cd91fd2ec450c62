import { describe, expect, it } from 'vitest'
import { discountCodeBodyOf, discountCodeFormValues } from './discount-code-form'
import { discountText, isoOfUtcInput, scopeText, utcInputValue } from './promotion-format'
import { saleBodyOf, saleFormValues } from './sale-form'

describe('the back office’s times are UTC (decision 0099)', () => {
  it('shows an instant as a datetime-local value in UTC and reads it back', () => {
    expect(utcInputValue('2026-11-27T09:30:00.000Z')).toBe('2026-11-27T09:30')
    expect(isoOfUtcInput('2026-11-27T09:30')).toBe('2026-11-27T09:30:00.000Z')
    expect(isoOfUtcInput('')).toBeNull()
    expect(isoOfUtcInput('27/11/2026')).toBeUndefined()
  })
})

describe('the sale form', () => {
  it('starts a new sale now (to the minute) for a week, and sends what was typed', () => {
    const values = saleFormValues(null, '2026-11-27T09:30:45.123Z')
    expect(values).toMatchObject({ starts_at: '2026-11-27T09:30', ends_at: '2026-12-04T09:30', countdown: true })
    const { body, problems } = saleBodyOf({ ...values, name: 'Black Friday', amount: '25', code: 'BF25' })
    expect(problems.size).toBe(0)
    expect(body).toMatchObject({ amount: 25, code: 'BF25', starts_at: '2026-11-27T09:30:00.000Z' })
    expect(saleBodyOf({ ...values, code: '' }).body.code).toBeNull()
    expect([...saleBodyOf({ ...values, amount: '2.5', ends_at: 'x' }).problems.keys()]).toEqual(['amount', 'ends_at'])
  })
})

describe('the discount code form', () => {
  it('sends amounts in minor units for an amount code and no percent', () => {
    const values = discountCodeFormValues(null, ['USD', 'EUR'])
    const { body, problems } = discountCodeBodyOf({
      ...values,
      code: 'bench5',
      kind: 'amount',
      amounts: { USD: '5', EUR: '' },
      scope: 'category',
      category: 'cables',
      hidden: true,
    })
    expect(problems.size).toBe(0)
    expect(body).toMatchObject({
      code: 'BENCH5',
      percent: null,
      amounts: { USD: 500 },
      category: 'cables',
      product_id: null,
      // Hidden only goes with automatic.
      hidden: false,
    })
  })

  it('describes a code in words', () => {
    expect(discountText({ kind: 'percent', percent: 15, amounts: {} })).toBe('15% off')
    expect(scopeText({ product_id: null, product_name: null, category: 'cables' })).toBe('One category: Cables')
    expect(scopeText({ product_id: null, product_name: null, category: null })).toBe('Whole cart')
  })
})
