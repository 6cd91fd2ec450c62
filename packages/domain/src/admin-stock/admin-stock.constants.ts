import { LOW_STOCK_THRESHOLD } from '../store/store.constants'

// The back office's stock (issue 24 item 4, decision 0094): levels per product and location, adjustments with a
// reason, each one a row of the movement history, and a low-stock threshold per product.

/**
 * Why a level moved: the four an admin gives with an adjustment, a sale (checkout takes the units when an order is
 * paid) and a refund's restock (units put back when a refunded order's goods come back).
 */
export const STOCK_MOVEMENT_REASONS = ['received', 'counted', 'damaged', 'returned', 'sale', 'refund'] as const
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number]
export const STOCK_MOVEMENT_REASON_LABELS: Record<StockMovementReason, string> = {
  received: 'Received',
  counted: 'Counted',
  damaged: 'Damaged',
  returned: 'Returned',
  sale: 'Sold',
  refund: 'Restocked after a refund',
}

/** The reasons an admin chooses from when adjusting a level by hand. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'counted', 'damaged', 'returned'] as const
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number]

/** What each reason does, said under the reason in the adjust form. */
export const STOCK_ADJUSTMENT_REASON_HINTS: Record<StockAdjustmentReason, string> = {
  received: 'Units arrived from a supplier: they are added.',
  counted: 'The shelf was counted: the level becomes the counted quantity.',
  damaged: 'Units broken or lost: they are taken away.',
  returned: 'A customer’s return put back on the shelf: the units are added.',
}

/** The stock list's sort orders: a column, descending when it starts with `-`. */
export const ADMIN_STOCK_SORTS = ['product', '-product', 'location', '-location', 'on_hand', '-on_hand'] as const
export type AdminStockSort = (typeof ADMIN_STOCK_SORTS)[number]

/** Rows per page of the stock list unless `per_page` says otherwise. */
export const ADMIN_STOCK_PAGE_SIZE = 50
/** Movements per page of a product's or location's history. */
export const STOCK_MOVEMENTS_PAGE_SIZE = 20

/** A product's low-stock threshold until an admin sets one: the storefront's "only a few left". */
export const DEFAULT_LOW_STOCK_THRESHOLD = LOW_STOCK_THRESHOLD

/** The most units one level holds, and the largest threshold (a typo guard, far above any shelf). */
export const MAX_STOCK_QUANTITY = 1_000_000
