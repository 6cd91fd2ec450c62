import { TAX_RATE_SCALE } from './checkout.constants'
import type { TaxLine, TaxRate } from './checkout.schema'

const roundDiv = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n)

/**
 * Taxes of a destination (decision 0028): every rate of the country whose region is '' or the destination's
 * region. An exclusive rate (US sales tax, Canadian GST/HST/PST) adds `rate × base`; an inclusive rate (EU
 * VAT for consumers) is the part of the gross already in the price, `gross × rate / (1 + rate)`. The base is
 * the discounted goods plus shipping where the rate applies to shipping. Half-up rounding to whole minor
 * units per line; `added` is what goes on top of the total.
 */
export function computeTax(
  rates: readonly TaxRate[],
  destination: { country: string; region: string },
  amounts: { goods: number; shipping: number },
): { lines: TaxLine[]; added: number } {
  if (!Number.isSafeInteger(amounts.goods) || amounts.goods < 0 || !Number.isSafeInteger(amounts.shipping)) {
    throw new RangeError('amounts must be non-negative integers of minor units')
  }
  const region = destination.region.trim().toUpperCase()
  const lines: TaxLine[] = []
  let added = 0
  for (const rate of rates) {
    if (rate.country !== destination.country) continue
    if (rate.region !== '' && rate.region.toUpperCase() !== region) continue
    if (rate.rate_ppm === 0) continue
    const base = BigInt(amounts.goods + (rate.applies_to_shipping ? amounts.shipping : 0))
    const ppm = BigInt(rate.rate_ppm)
    const scale = BigInt(TAX_RATE_SCALE)
    const amount = Number(rate.inclusive ? roundDiv(base * ppm, scale + ppm) : roundDiv(base * ppm, scale))
    lines.push({ name: rate.name, rate_ppm: rate.rate_ppm, inclusive: rate.inclusive, amount_minor: amount })
    if (!rate.inclusive) added += amount
  }
  return { lines, added }
}
