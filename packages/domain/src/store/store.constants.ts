/** SPEC §3 Sale types and amount types. */
export const SALE_TYPES = ['black-friday', 'black-friday2', 'holiday', 'spring', 'summer'] as const
export const SALE_TYPE_LABELS: Record<(typeof SALE_TYPES)[number], string> = {
  'black-friday': 'Black Friday sale',
  'black-friday2': 'Black Friday sale',
  holiday: 'Holiday sale',
  spring: 'Spring sale',
  summer: 'Summer sale',
}
export const SALE_AMOUNT_TYPES = ['percent', 'dollar'] as const

/** SPEC §4, §9: the countdown shows when less than 48 hours remain. */
export const SALE_COUNTDOWN_WINDOW_MS = 48 * 60 * 60 * 1000

/** SPEC §3 product kinds sold in the store. */
export const PRODUCT_KINDS = ['flash-tool', 'cable', 'accessory', 'merch'] as const
export const PRODUCT_KIND_LABELS: Record<(typeof PRODUCT_KINDS)[number], string> = {
  'flash-tool': 'Flash tool',
  cable: 'Cable',
  accessory: 'Accessory',
  merch: 'Merchandise',
}

/** SPEC §2 /products/: products per page of the list (1-based `page`). */
export const PRODUCTS_PER_PAGE = 20

/** The store's categories, in the order the filters show them. */
export const PRODUCT_CATEGORIES = [
  { slug: 'flash-tools', name: 'Flash tools' },
  { slug: 'cables', name: 'Cables' },
  { slug: 'accessories', name: 'Accessories' },
  { slug: 'merch', name: 'Merchandise' },
] as const
export type ProductCategorySlug = (typeof PRODUCT_CATEGORIES)[number]['slug']

/** Up to this many units at a location read as "low stock" (the page says how many are left). */
export const LOW_STOCK_THRESHOLD = 5

export const STOCK_STATES = ['in-stock', 'low-stock', 'out-of-stock'] as const
export type StockState = (typeof STOCK_STATES)[number]
export const STOCK_STATE_LABELS: Record<StockState, string> = {
  'in-stock': 'In stock',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
}
