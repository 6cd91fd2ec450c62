import { minorUnitsOf } from './minor-units-of'

/**
 * Minor units as the decimal string payment APIs want (Braintree's `amount`, PayPal's `value`):
 * 12999n USD → "129.99", 500n JPY → "500", 1n BHD → "0.001". Negative amounts keep their sign.
 */
export function decimalAmountOf(amountMinor: bigint, currency: string): string {
  const digits = minorUnitsOf(currency)
  const sign = amountMinor < 0n ? '-' : ''
  const abs = amountMinor < 0n ? -amountMinor : amountMinor
  if (digits === 0) return `${sign}${abs}`
  const text = abs.toString().padStart(digits + 1, '0')
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}
