import { MAX_MERGED_LINE_QUANTITY } from './cart.constants'
import { cartEntryHash } from './cart-entry-hash'
import type { CartEntry, NewCartEntry } from './cart.schema'
import { clampCartQuantity } from './clamp-cart-quantity'
import { isSameCartEntry } from './is-same-cart-entry'

/**
 * SPEC §4: adds an entry to a cart. An identical entry already there (`isSameCartEntry`) gets the quantities
 * added, capped at 20 (SPEC §9), and keeps its place; otherwise the entry is appended with its quantity
 * clamped and its hash set. The prices of the newer entry win (they were loaded later). A vehicle bundle
 * (decision 0068) replaces the bundle of the same vehicle in its place, quantity 1: a vehicle is tuned once.
 * Returns a new array.
 */
export function addCartEntry(entries: readonly CartEntry[], entry: CartEntry | NewCartEntry): CartEntry[] {
  if (entry.kind === 'catalog-tune') {
    const bundle = { ...entry, quantity: 1, hash: cartEntryHash(entry) } as CartEntry
    const index = entries.findIndex((line) => line.kind === 'catalog-tune' && line.vehicle.path === entry.vehicle.path)
    if (index === -1) return [...entries, bundle]
    return entries.map((line, i) => (i === index ? bundle : line))
  }
  const quantity = clampCartQuantity(entry.quantity)
  const index = entries.findIndex((line) => isSameCartEntry(line, entry))
  if (index === -1) {
    return [...entries, { ...entry, quantity, hash: cartEntryHash(entry) } as CartEntry]
  }
  const existing = entries[index]!
  const merged = {
    ...entry,
    hash: existing.hash,
    quantity: Math.min(MAX_MERGED_LINE_QUANTITY, existing.quantity + quantity),
  } as CartEntry
  return entries.map((line, i) => (i === index ? merged : line))
}
