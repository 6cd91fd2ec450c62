import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyDiscountCode } from './apply-discount-code'

describe('applyDiscountCode', () => {
  it('takes a percent, rounded down to a whole cent', () => {
    expect(applyDiscountCode({ code: 'BF20', kind: 'percent', percent: 15 }, 9999, 'USD')).toEqual({
      discount: { amount_minor: 1499, currency: 'USD' },
      total: { amount_minor: 8500, currency: 'USD' },
    })
  })
  it('takes the amount of the currency, never more than the subtotal', () => {
    const code = { code: 'TEN', kind: 'amount' as const, amountsByCurrency: { USD: 1000, EUR: 900 } }
    expect(applyDiscountCode(code, 5000, 'EUR').discount.amount_minor).toBe(900)
    expect(applyDiscountCode(code, 500, 'USD').total.amount_minor).toBe(0)
  })
  it('takes nothing in a currency the code has no amount for', () => {
    const code = { code: 'TEN', kind: 'amount' as const, amountsByCurrency: { USD: 1000 } }
    expect(applyDiscountCode(code, 5000, 'GBP').discount.amount_minor).toBe(0)
  })
  it('refuses a subtotal that is not whole minor units', () => {
    expect(() => applyDiscountCode({ code: 'X', kind: 'percent', percent: 10 }, 10.5, 'USD')).toThrow(RangeError)
    expect(() => applyDiscountCode({ code: 'X', kind: 'percent', percent: 10 }, -1, 'USD')).toThrow(RangeError)
  })
  it('discount + total = subtotal, both whole and non-negative, percent exact for large amounts (property)', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger().filter((n) => n >= 0),
        fc.integer({ min: 1, max: 100 }),
        (subtotal, percent) => {
          const { discount, total } = applyDiscountCode({ code: 'P', kind: 'percent', percent }, subtotal, 'USD')
          expect(discount.amount_minor + total.amount_minor).toBe(subtotal)
          expect(total.amount_minor).toBeGreaterThanOrEqual(0)
          expect(BigInt(discount.amount_minor)).toBe((BigInt(subtotal) * BigInt(percent)) / 100n)
        },
      ),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (subtotal, amount) => {
        const r = applyDiscountCode({ code: 'A', kind: 'amount', amountsByCurrency: { EUR: amount } }, subtotal, 'EUR')
        expect(r.discount.amount_minor).toBe(Math.min(subtotal, amount))
        expect(r.total.amount_minor).toBe(subtotal - Math.min(subtotal, amount))
      }),
    )
  })
})
