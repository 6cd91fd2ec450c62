import type { Money } from '../money/money.schema'
import type { DiscountCode } from './discount-code.schema'

export type DiscountResult = { discount: Money; total: Money }

/**
 * A discount code applied to a subtotal (integer minor units in `currency`): a percent code takes that
 * percent, rounded down to a whole minor unit (the shop never gives away a fraction); an amount code takes its
 * amount in `currency`, or nothing when it has none in that currency. Never more than the subtotal, so the
 * total is never negative. Integer (BigInt) arithmetic only.
 */
export function applyDiscountCode(code: DiscountCode, subtotal: number, currency: string): DiscountResult {
  if (!Number.isSafeInteger(subtotal) || subtotal < 0) {
    throw new RangeError('subtotal must be a non-negative integer of minor units')
  }
  let off: number
  if (code.kind === 'percent') {
    off = Number((BigInt(subtotal) * BigInt(code.percent)) / 100n)
  } else {
    off = code.amountsByCurrency[currency] ?? 0
  }
  off = Math.min(off, subtotal)
  return {
    discount: { amount_minor: off, currency },
    total: { amount_minor: subtotal - off, currency },
  }
}
