import { TAX_RATE_SCALE } from './checkout.constants'

const PPM_PER_PERCENT = TAX_RATE_SCALE / 100

/** A stored tax rate (parts per million) as the percent the wire shows: 72 500 ppm is 7.25 %. */
export function taxRatePercentOf(ratePpm: number): number {
  return ratePpm / PPM_PER_PERCENT
}

/** A percent from the wire as the stored parts per million, rounded to a whole ppm: 7.25 % is 72 500. */
export function taxRatePpmOf(percent: number): number {
  return Math.round(percent * PPM_PER_PERCENT)
}
