import { CART_STORAGE_KEY, CART_SYNC_CHANNEL, CartEntrySchema, type CartEntry } from '@shop/domain/cart'

/**
 * The cart as the store keeps it in this browser (`tuneshop.cart`: `{ owner, entries }`, docs/decisions
 * 0023/0025). Checkout reads it and empties it after a paid order, telling the other tabs on `cart-sync`
 * in the store's message shape, so their drawers empty too.
 */
type StoredCart = { owner: string | null; entries: CartEntry[] }

export function readStoredCart(): StoredCart {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY)
    const stored = (raw ? JSON.parse(raw) : null) as Partial<StoredCart> | null
    const entries = CartEntrySchema.array().safeParse(stored?.entries)
    return {
      owner: typeof stored?.owner === 'string' ? stored.owner : null,
      entries: entries.success ? entries.data : [],
    }
  } catch {
    return { owner: null, entries: [] }
  }
}

/** Empties the cart after a paid order: this tab's storage, and every other tab through the channel. */
export function clearStoredCart(): void {
  const { owner } = readStoredCart()
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ owner, entries: [] }))
  } catch {
    // Private mode: nothing was stored.
  }
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CART_SYNC_CHANNEL)
  channel.postMessage({ kind: 'cart', owner, entries: [] })
  channel.close()
}
