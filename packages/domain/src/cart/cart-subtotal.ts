import type { Money } from '../money/money.schema'
import type { CartEntry } from './cart.schema'
import { pricePerUnit } from './price-per-unit'

/**
 * SPEC §3 Cart subtotal in `currency`: the sum of price per unit × quantity over the lines, integer minor
 * units. Null when a line has no price in that currency, rather than a total that silently leaves it out.
 */
export function cartSubtotal(entries: readonly CartEntry[], currency: string): Money | null {
  let amount = 0
  for (const line of entries) {
    const unit = pricePerUnit(line, currency)
    if (unit === null) return null
    amount += unit.amount_minor * line.quantity
  }
  if (!Number.isSafeInteger(amount)) throw new RangeError('cart subtotal exceeds the safe integer range')
  return { amount_minor: amount, currency }
}
