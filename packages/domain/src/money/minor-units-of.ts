/**
 * ISO 4217 minor units of the currencies a shop is likely to sell in, so that the browser answers them without
 * Intl: the first Intl object of a page loads ICU's data, 30–55 ms of main thread on a vehicle page here (×4 under
 * Lighthouse's mobile throttling). The tests check every entry against Intl.
 */
export const KNOWN_MINOR_UNITS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    USD: 2,
    CAD: 2,
    EUR: 2,
    GBP: 2,
    AUD: 2,
    NZD: 2,
    MXN: 2,
    BRL: 2,
    HKD: 2,
    CNY: 2,
    INR: 2,
    ILS: 2,
    TWD: 2,
    PHP: 2,
    JPY: 0,
    KRW: 0,
    VND: 0,
  }),
)

const cache = new Map<string, number>()

/**
 * Digits after the decimal point of a currency as ISO 4217 has them (2 for USD, CAD, EUR, GBP; 0 for
 * JPY; 3 for BHD): the table above, else the runtime's Intl data. An unknown or malformed code throws a RangeError.
 */
export function minorUnitsOf(currency: string): number {
  const known = KNOWN_MINOR_UNITS.get(currency) ?? cache.get(currency)
  if (known !== undefined) return known
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits
  // Every engine with currency data answers a number; 2 is ISO 4217's usual value should one not.
  const units = digits ?? 2
  cache.set(currency, units)
  return units
}
