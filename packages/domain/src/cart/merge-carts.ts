import { addCartEntry } from './add-cart-entry'
import type { CartEntry } from './cart.schema'

/**
 * The login merge: the browser's lines are added to the account's cart one by one with the same rule as
 * adding (`addCartEntry`): identical lines add up, capped at 20; new lines are appended after the account's.
 */
export function mergeCarts(account: readonly CartEntry[], browser: readonly CartEntry[]): CartEntry[] {
  return browser.reduce<CartEntry[]>((merged, line) => addCartEntry(merged, line), [...account])
}
