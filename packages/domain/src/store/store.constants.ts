/** SPEC §3 Sale types and amount types. */
export const SALE_TYPES = ['black-friday', 'black-friday2', 'holiday', 'spring', 'summer'] as const
export const SALE_AMOUNT_TYPES = ['percent', 'dollar'] as const

/** SPEC §4, §9: the countdown shows when less than 48 hours remain. */
export const SALE_COUNTDOWN_WINDOW_MS = 48 * 60 * 60 * 1000

/** SPEC §3 product kinds sold in the store. */
export const PRODUCT_KINDS = ['flash-tool', 'cable', 'accessory', 'merch'] as const

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
