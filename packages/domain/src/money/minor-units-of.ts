import { KNOWN_CURRENCIES } from './known-currencies'

const cache = new Map<string, number>()

/**
 * Digits after the decimal point of a currency as ISO 4217 has them (2 for USD, CAD, EUR, GBP; 0 for
 * JPY; 3 for BHD): `KNOWN_CURRENCIES`, else the runtime's Intl data. An unknown or malformed code throws a RangeError.
 */
export function minorUnitsOf(currency: string): number {
  const known = KNOWN_CURRENCIES.get(currency)?.minorUnits ?? cache.get(currency)
  if (known !== undefined) return known
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits
  // Every engine with currency data answers a number; 2 is ISO 4217's usual value should one not.
  const units = digits ?? 2
  cache.set(currency, units)
  return units
}
