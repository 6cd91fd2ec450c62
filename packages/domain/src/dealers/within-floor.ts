/**
 * Whether a dealer's account may take a movement of `amount` (signed, in the account's unit) from `balance`
 * without going below `floor` (minus the credit limit for money, zero for credits). Money coming in is always
 * taken, even on an account already below its floor (a limit lowered after the dealer spent); money going out
 * must leave the account at or above the floor (decision 0102).
 */
export function withinFloor(balance: bigint, amount: bigint, floor: bigint): boolean {
  return amount >= 0n || balance + amount >= floor
}
