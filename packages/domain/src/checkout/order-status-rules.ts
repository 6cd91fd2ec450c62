import type { OrderStatus } from './checkout.constants'

/** The statuses of an order that was paid for: it may be shipped, tracked, or claimed into an account. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered']

/** Whether an order was paid for (and not cancelled or refunded since): only such an order ships or is tracked. */
export function isPaidOrder(status: string): boolean {
  return (PAID_ORDER_STATUSES as readonly string[]).includes(status)
}
