/** SPEC §3 Sale types and amount types. */
export const SALE_TYPES = ['black-friday', 'black-friday2', 'holiday', 'spring', 'summer'] as const
export const SALE_AMOUNT_TYPES = ['percent', 'dollar'] as const

/** SPEC §4, §9: the countdown shows when less than 48 hours remain. */
export const SALE_COUNTDOWN_WINDOW_MS = 48 * 60 * 60 * 1000

/** SPEC §3 product kinds sold in the store. */
export const PRODUCT_KINDS = ['flash-tool', 'cable', 'accessory', 'merch'] as const

/** SPEC §2 /products/: products per page of the list (1-based `page`). */
export const PRODUCTS_PER_PAGE = 20
