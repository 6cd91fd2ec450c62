/** What the shop knows of a common currency without asking Intl. */
export type KnownCurrency = {
  /** ISO 4217 digits after the decimal point. */
  minorUnits: number
  /** The en-US symbol, written straight before the digits ("CA$1,234.50"), as CLDR has it. */
  enUsPrefix: string
}

/**
 * Common currencies, so that a page formats its prices without Intl: the first Intl object of a page loads ICU's
 * data, 30–55 ms of main thread on a vehicle page here, ×4 under Lighthouse's mobile throttling (decision 0059).
 * The tests check every entry against Intl.
 */
export const KNOWN_CURRENCIES: ReadonlyMap<string, KnownCurrency> = new Map(
  Object.entries({
    USD: { minorUnits: 2, enUsPrefix: '$' },
    CAD: { minorUnits: 2, enUsPrefix: 'CA$' },
    EUR: { minorUnits: 2, enUsPrefix: '€' },
    GBP: { minorUnits: 2, enUsPrefix: '£' },
    AUD: { minorUnits: 2, enUsPrefix: 'A$' },
    NZD: { minorUnits: 2, enUsPrefix: 'NZ$' },
    MXN: { minorUnits: 2, enUsPrefix: 'MX$' },
    BRL: { minorUnits: 2, enUsPrefix: 'R$' },
    HKD: { minorUnits: 2, enUsPrefix: 'HK$' },
    CNY: { minorUnits: 2, enUsPrefix: 'CN¥' },
    INR: { minorUnits: 2, enUsPrefix: '₹' },
    ILS: { minorUnits: 2, enUsPrefix: '₪' },
    TWD: { minorUnits: 2, enUsPrefix: 'NT$' },
    PHP: { minorUnits: 2, enUsPrefix: '₱' },
    JPY: { minorUnits: 0, enUsPrefix: '¥' },
    KRW: { minorUnits: 0, enUsPrefix: '₩' },
    VND: { minorUnits: 0, enUsPrefix: '₫' },
  }),
)
