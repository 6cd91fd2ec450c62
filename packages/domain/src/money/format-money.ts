import type { Money } from './money.schema'
import { KNOWN_CURRENCIES } from './known-currencies'
import { minorUnitsOf } from './minor-units-of'

/** The exact decimal text of an amount of minor units, e.g. 4999 with 2 digits → "49.99"; no float arithmetic. */
function toDecimalText(amountMinor: number, digits: number): `${number}` {
  const sign = amountMinor < 0 ? '-' : ''
  const text = Math.abs(amountMinor).toString()
  if (digits === 0) return `${sign}${text}` as `${number}`
  const padded = text.padStart(digits + 1, '0')
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}` as `${number}`
}

/**
 * One formatter per locale and currency: building an `Intl.NumberFormat` costs far more than formatting with it
 * (a vehicle page formats dozens of prices). Bounded: locales and currencies come from a short list in practice.
 */
const formatters = new Map<string, Intl.NumberFormat>()
const MAX_FORMATTERS = 64

function formatterFor(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear()
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/** "1234567.50" → "1,234,567.50": en-US digit groups of three. */
function withEnUsGroups(decimalText: string): string {
  const point = decimalText.indexOf('.')
  const whole = point === -1 ? decimalText : decimalText.slice(0, point)
  const fraction = point === -1 ? '' : decimalText.slice(point)
  let grouped = whole.slice(0, ((whole.length - 1) % 3) + 1)
  for (let at = grouped.length; at < whole.length; at += 3) grouped += `,${whole.slice(at, at + 3)}`
  return grouped + fraction
}

/**
 * Formats money for display in a locale ("$1,234.50", "1.234,50 €", "¥1,235"), with exactly the
 * currency's minor digits. The amount is handed to Intl as decimal text, so it is exact for every
 * safe integer; en-US in a `KNOWN_CURRENCIES` currency is built here, to the same text.
 */
export function formatMoney(money: Money, locale = 'en-US'): string {
  const digits = minorUnitsOf(money.currency)
  const text = toDecimalText(money.amount_minor, digits)
  const prefix = locale === 'en-US' ? KNOWN_CURRENCIES.get(money.currency)?.enUsPrefix : undefined
  if (prefix !== undefined) {
    return text.startsWith('-') ? `-${prefix}${withEnUsGroups(text.slice(1))}` : `${prefix}${withEnUsGroups(text)}`
  }
  return formatterFor(locale, money.currency, digits).format(text)
}
