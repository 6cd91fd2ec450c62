import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoney } from './format-money'
import { KNOWN_CURRENCIES } from './known-currencies'

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

describe('formatMoney in en-US without Intl', () => {
  const intlText = (amountMinor: number, currency: string) => {
    const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits!
    const formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    const sign = amountMinor < 0 ? '-' : ''
    const whole = Math.abs(amountMinor)
      .toString()
      .padStart(digits + 1, '0')
    const decimal = digits === 0 ? whole : `${whole.slice(0, -digits)}.${whole.slice(-digits)}`
    return formatter.format(`${sign}${decimal}` as `${number}`)
  }

  it('gives the text Intl gives, for every currency it knows and any amount (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KNOWN_CURRENCIES.keys()),
        fc.oneof(fc.maxSafeInteger(), fc.integer({ min: -100_000, max: 100_000 })),
        (currency, amount) => {
          expect(formatMoney({ amount_minor: amount, currency })).toBe(intlText(amount, currency))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it.each([0, 1, 9, 10, 99, 100, 999, 1000, 99_999, 100_000, 999_999, 1_000_000, -1, -100_000])(
    'gives Intl’s text for %i at the group edges',
    (amount) => {
      for (const currency of KNOWN_CURRENCIES.keys()) {
        expect(formatMoney({ amount_minor: amount, currency })).toBe(intlText(amount, currency))
      }
    },
  )
})
