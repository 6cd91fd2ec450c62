import { cartEntryKey } from './cart-entry-key'
import type { CartEntry, NewCartEntry } from './cart.schema'

/** 53-bit string hash (cyrb53): two 32-bit multiply-xorshift lanes, combined. */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/**
 * The entry's hash (SPEC §3): a short stable id of its identity (kind, product slug, option ids with selected
 * names), the same in every tab, on the server and after a reload; used to address a line (remove, quantity).
 * Identity itself is decided by `isSameCartEntry`, never by comparing hashes.
 */
export function cartEntryHash(entry: CartEntry | NewCartEntry): string {
  return cyrb53(cartEntryKey(entry))
}
