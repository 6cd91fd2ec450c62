/** The money figures of a store order that a refund is measured against (integer minor units). */
export type RefundableOrder = {
  subtotalMinor: number
  shippingMinor: number
  totalMinor: number
}

/**
 * What refunding `units` of a line gives back (decision 0092): those units' share of what the buyer paid for the
 * goods — the order's total less its shipping, so the order's discount is taken off and its tax given back in
 * proportion — rounded down. Refunds of every unit of every line, in any parts, never add up to more than the
 * total less shipping; a whole-order refund gives back the rest, shipping included. 0 for an order without a subtotal.
 */
export function lineRefundMinor(
  order: RefundableOrder,
  line: { lineTotalMinor: number; quantity: number },
  units: number,
): number {
  if (order.subtotalMinor <= 0 || line.quantity <= 0 || units <= 0) return 0
  const goodsPaid = BigInt(Math.max(order.totalMinor - order.shippingMinor, 0))
  const share = BigInt(line.lineTotalMinor) * BigInt(Math.min(units, line.quantity)) * goodsPaid
  return Number(share / (BigInt(line.quantity) * BigInt(order.subtotalMinor)))
}
