import type { Money } from '../money/money.schema'
import type { CartEntry, NewCartEntry } from './cart.schema'

/**
 * SPEC §3 price per unit: the product's price in `currency` plus what each chosen selection adds in it.
 * Null when the product or a selection has no price in that currency (it is not sold in it).
 */
export function pricePerUnit(entry: CartEntry | NewCartEntry, currency: string): Money | null {
  const base = entry.product.pricesByCurrency[currency]
  if (base === undefined) return null
  let amount = base
  for (const { selection } of entry.options) {
    const add = selection.pricesByCurrency[currency]
    if (add === undefined) return null
    amount += add
  }
  return { amount_minor: amount, currency }
}
