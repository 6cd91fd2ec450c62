/** Shipping tiers a destination may offer (decision 0027). */
export const SHIPPING_TIERS = ['standard', 'express'] as const
export type ShippingTier = (typeof SHIPPING_TIERS)[number]
export const SHIPPING_TIER_LABELS: Record<ShippingTier, string> = { standard: 'Standard', express: 'Express' }

/** Session storage key of the checkout form (decision 0071). */
export const CHECKOUT_DRAFT_STORAGE_KEY = 'tuneshop.checkout-draft'

/** Order statuses (SPEC §4 order tracking): paid orders move on to shipped; a payment never leaves `pending`. */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** What a customer reads for each order status (`orderStatusLabel` says more of a paid order that ships). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

/** An order's status as its buyer reads it: a paid order of tunes only has nothing to ship. */
export function orderStatusLabel(status: OrderStatus, ships: boolean): string {
  return status === 'paid' && ships ? 'Paid — preparing to ship' : ORDER_STATUS_LABELS[status]
}

/** SPEC §7 External: the text a failed address lookup raises. */
export const UNABLE_TO_RESOLVE_ADDRESS = 'unable to resolve address'

/** A tax rate is stored in parts per million of the taxable amount: 7.25 % is 72 500. */
export const TAX_RATE_SCALE = 1_000_000

/** Orders shown per page on /profile/orders/. */
export const ORDERS_PER_PAGE = 20

/** Texts of the checkout's own errors (the spec is silent on them). */
export const CHECKOUT_MESSAGES = {
  paymentInProgress: 'This payment is already being processed. Please wait a moment and check your orders.',
  outOfStock: 'Sorry, an item in your order is no longer in stock. You have not been charged.',
  outOfStockRefunded:
    'Sorry, an item in your order sold out while you were paying. Your payment has been refunded in full.',
  emptyCart: 'Your Cart is Empty.',
  interrupted: 'The payment was interrupted before it completed. You have not been charged.',
  slowRefunded: 'The payment service took too long to confirm your payment, so it was refunded. Please try again.',
} as const
