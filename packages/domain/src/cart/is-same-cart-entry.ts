import { cartEntryKey } from './cart-entry-key'
import type { CartEntry, NewCartEntry } from './cart.schema'

/**
 * SPEC §5: two cart entries are identical when the product slug and every option id with its selected name
 * (or none) match; the order the options were chosen in does not matter. Prices, names and quantities do not
 * take part.
 */
export function isSameCartEntry(a: CartEntry | NewCartEntry, b: CartEntry | NewCartEntry): boolean {
  return cartEntryKey(a) === cartEntryKey(b)
}
