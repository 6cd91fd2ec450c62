import type { CartEntry } from './cart.schema'

/** SPEC §3 Cart total units: the quantities added up (the header cart link's count). */
export function cartTotalUnits(entries: readonly CartEntry[]): number {
  return entries.reduce((sum, line) => sum + line.quantity, 0)
}
