// The back office's one list of every order kind (issue 24 item 2, decision 0088).

/** Where an order comes from: a store order, a catalog purchase, a custom tune request, a rescue session. */
export const ADMIN_ORDER_KINDS = ['store', 'catalog', 'tune-request', 'rescue'] as const
export type AdminOrderKind = (typeof ADMIN_ORDER_KINDS)[number]
export const ADMIN_ORDER_KIND_LABELS: Record<AdminOrderKind, string> = {
  store: 'Store order',
  catalog: 'Catalog purchase',
  'tune-request': 'Custom tune',
  rescue: 'Rescue session',
}

/** The letter an order number starts with, per kind: `S-12`, `C-3`, `T-40`, `R-2`. */
export const ADMIN_ORDER_PREFIXES: Record<AdminOrderKind, string> = {
  store: 'S',
  catalog: 'C',
  'tune-request': 'T',
  rescue: 'R',
}

/** Each kind's own status, read as one payment state for the list and its filter. */
export const ADMIN_PAYMENT_STATES = [
  'awaiting-payment',
  'paying',
  'paid',
  'billed',
  'free',
  'partly-refunded',
  'refunded',
  'cancelled',
  'with-support',
] as const
export type AdminPaymentState = (typeof ADMIN_PAYMENT_STATES)[number]
export const ADMIN_PAYMENT_STATE_LABELS: Record<AdminPaymentState, string> = {
  'awaiting-payment': 'Awaiting payment',
  paying: 'Payment in progress',
  paid: 'Paid',
  billed: 'Billed to dealer',
  free: 'No charge',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  'with-support': 'With support',
}

/** Where the goods or the work stand: shipped parcels for store orders, the tune work for the others. */
export const ADMIN_FULFILMENT_STATES = [
  'not-started',
  'in-progress',
  'shipped',
  'delivered',
  'digital',
  'closed',
] as const
export type AdminFulfilmentState = (typeof ADMIN_FULFILMENT_STATES)[number]
export const ADMIN_FULFILMENT_STATE_LABELS: Record<AdminFulfilmentState, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  shipped: 'Shipped',
  delivered: 'Delivered',
  digital: 'Unlocked online',
  closed: 'Closed',
}

/** The list's sort orders: a column, descending when it starts with `-`. */
export const ADMIN_ORDER_SORTS = ['-created_at', 'created_at', '-total', 'total', 'customer', '-customer'] as const
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number]

/** Rows per page of the order list unless `per_page` says otherwise (at most 100, as every list). */
export const ADMIN_ORDERS_PAGE_SIZE = 50

/**
 * A back-office refund's course (decision 0092): recorded as `pending` before the payment provider is asked, then
 * `refunded`, or `failed` when the provider refused it (nothing was given back).
 */
export const ADMIN_REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const
export type AdminRefundStatus = (typeof ADMIN_REFUND_STATUSES)[number]
export const ADMIN_REFUND_STATUS_LABELS: Record<AdminRefundStatus, string> = {
  pending: 'In progress',
  refunded: 'Refunded',
  failed: 'Refused by the payment provider',
}

/** What a refund covers: the whole order (what is left of it, shipping included) or chosen units of its lines. */
export const ADMIN_REFUND_SCOPES = ['order', 'lines'] as const
export type AdminRefundScope = (typeof ADMIN_REFUND_SCOPES)[number]
export const ADMIN_REFUND_SCOPE_LABELS: Record<AdminRefundScope, string> = {
  order: 'The whole order',
  lines: 'Chosen lines',
}

/** The ledger transaction kind of a store order's refund (decision 0092). */
export const ORDER_REFUND_LEDGER_KIND = 'order-refund'
