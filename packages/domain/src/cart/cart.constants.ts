/** SPEC §9: a line made by merging identical entries holds at most 20 units. */
export const MAX_MERGED_LINE_QUANTITY = 20

/**
 * SPEC §5: the quantity input is clamped to one shared maximum (not shown to the buyer). We pick 20, the
 * merged-line cap, so that no way of changing a line (typing, the picker, adding again, logging in) can
 * leave it above what a merge allows; larger orders go through a dealer or a ticket
 * (docs/decisions/0023-cart-quantity-and-entries.md).
 */
export const MAX_CART_QUANTITY = 20

/** SPEC §3, §9: a cart line holds at least one unit. */
export const MIN_CART_QUANTITY = 1

/** SPEC §9: the BroadcastChannel name tabs share the cart on. */
export const CART_SYNC_CHANNEL = 'cart-sync'

/** Where an anonymous visitor's cart lives in localStorage. */
export const CART_STORAGE_KEY = 'tuneshop.cart'

/** At most this many distinct lines in one cart (a bound for the server's PUT). */
export const MAX_CART_LINES = 50
