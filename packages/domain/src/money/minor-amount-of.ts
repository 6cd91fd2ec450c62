import { minorUnitsOf } from './minor-units-of'

/**
 * A payment API's decimal amount back in minor units ("129.99" USD → 12999n). Throws a RangeError for text
 * that is not a plain decimal or has more digits than the currency has minor units: money is never rounded.
 */
export function minorAmountOf(decimal: string, currency: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim())
  if (!match) throw new RangeError(`not a decimal amount: ${decimal}`)
  const [, sign, whole, fraction = ''] = match
  const digits = minorUnitsOf(currency)
  const trimmed = fraction.replace(/0+$/, '')
  if (trimmed.length > digits) throw new RangeError(`${decimal} has more digits than ${currency} allows`)
  const minor = BigInt(whole!) * 10n ** BigInt(digits) + BigInt(trimmed.padEnd(digits, '0') || '0')
  return sign ? -minor : minor
}
