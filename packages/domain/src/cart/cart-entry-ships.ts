import type { CartEntry } from './cart.schema'

/**
 * Whether an entry puts something physical in the order (decision 0068), so the checkout asks where to ship it:
 * every store product; a vehicle bundle when one of its parts (a bought or rented tool) ships. A bundle saved
 * without parts buys the tool its tunes need, so it ships. The server's estimate decides in the end.
 */
export function cartEntryShips(entry: CartEntry): boolean {
  if (entry.kind === 'product') return true
  const parts = (entry as Partial<typeof entry>).parts ?? []
  return parts.length === 0 || parts.some((part) => part.ships)
}
