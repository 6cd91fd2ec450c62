import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney } from './format-money'

describe('formatMoney', () => {
  it.each([
    [{ amount_minor: 4999, currency: 'USD' }, 'en-US', '$49.99'],
    [{ amount_minor: 123450, currency: 'USD' }, 'en-US', '$1,234.50'],
    [{ amount_minor: 5, currency: 'USD' }, 'en-US', '$0.05'],
    [{ amount_minor: 0, currency: 'CAD' }, 'en-US', 'CA$0.00'],
    [{ amount_minor: 7900, currency: 'GBP' }, 'en-GB', '£79.00'],
    [{ amount_minor: -2500, currency: 'USD' }, 'en-US', '-$25.00'],
    [{ amount_minor: 1235, currency: 'JPY' }, 'en-US', '¥1,235'],
    [{ amount_minor: 1234, currency: 'BHD' }, 'en-US', 'BHD 1.234'],
  ])('formats %o in %s as %s', (money, locale, expected) => {
    expect(formatMoney(money, locale).replace(/\u00a0/g, ' ')).toBe(expected)
  })

  it('uses the locale for separators and symbol position', () => {
    expect(formatMoney({ amount_minor: 123450, currency: 'EUR' }, 'de-DE')).toBe('1.234,50\u00a0€')
  })

  it('is exact beyond the range where minor units divided as floats would drift', () => {
    expect(formatMoney({ amount_minor: Number.MAX_SAFE_INTEGER, currency: 'USD' })).toBe('$90,071,992,547,409.91')
  })

  it('round-trips: the digits of the text are the amount, for every 2-digit currency (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('USD', 'CAD', 'EUR', 'GBP'), (amount, currency) => {
        const text = formatMoney({ amount_minor: amount, currency })
        const digits = Number(text.replace(/\D/g, ''))
        expect(text.includes('-') ? -digits : digits).toBe(amount)
        expect(text).toMatch(/\.\d{2}$/)
      }),
    )
  })
})
