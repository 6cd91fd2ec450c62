import type { CartEntry } from './cart.schema'

/** Removes the line with `hash`; a hash not in the cart leaves it as it is. */
export function removeCartEntry(entries: readonly CartEntry[], hash: string): CartEntry[] {
  return entries.filter((line) => line.hash !== hash)
}
