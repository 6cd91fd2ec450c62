import type { CartEntry } from './cart.schema'
import { clampCartQuantity } from './clamp-cart-quantity'

/**
 * The quantity picker: sets the line with `hash` to the clamped quantity; other lines are untouched. A vehicle
 * bundle stays at 1 (decision 0068).
 */
export function setCartEntryQuantity(entries: readonly CartEntry[], hash: string, quantity: unknown): CartEntry[] {
  const clamped = clampCartQuantity(quantity)
  return entries.map((line) =>
    line.hash === hash ? { ...line, quantity: line.kind === 'catalog-tune' ? 1 : clamped } : line,
  )
}
