import type { FzOrderState } from './fz-orders.contract'

/**
 * The shipping states of a flash-tool order: placed → shipped → delivered, and placed → cancelled (the dealer's
 * balance is refunded). True when `from` may move to `to`; a delivered or cancelled order moves no more.
 */
export function canMoveFzOrder(from: FzOrderState, to: FzOrderState): boolean {
  if (from === 'placed') return to === 'shipped' || to === 'cancelled'
  if (from === 'shipped') return to === 'delivered'
  return false
}

/** An order's total: each line's unit price times its quantity, in minor units. */
export function fzOrderTotal(lines: readonly { unitPriceMinor: bigint; quantity: number }[]): bigint {
  return lines.reduce((sum, line) => sum + line.unitPriceMinor * BigInt(line.quantity), 0n)
}
