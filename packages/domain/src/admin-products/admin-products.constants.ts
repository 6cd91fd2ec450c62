// The back office's products (issue 24 item 3, decision 0093).

/** Whether the store shows a product (the `active` column): hidden products are the back office's only. */
export const PRODUCT_VISIBILITIES = ['visible', 'hidden'] as const
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number]
export const PRODUCT_VISIBILITY_LABELS: Record<ProductVisibility, string> = {
  visible: 'Visible',
  hidden: 'Hidden',
}

/** The product list's sort orders: a column, descending when it starts with `-`; `position` is the store's order. */
export const ADMIN_PRODUCT_SORTS = ['position', 'name', '-name', '-updated_at', 'updated_at'] as const
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number]

/** Rows per page of the product list unless `per_page` says otherwise (at most 100, as every list). */
export const ADMIN_PRODUCTS_PAGE_SIZE = 50

/** A product's slug: lower-case letters and digits in words joined by single hyphens (the store's URL). */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PRODUCT_SLUG_MAX_LENGTH = 100

/** How long a description may be, in characters. */
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 10_000

/** What the audit log records about a product; the history on its page names them so. */
export const PRODUCT_AUDIT_ACTIONS = ['product.created', 'product.updated'] as const
export type ProductAuditAction = (typeof PRODUCT_AUDIT_ACTIONS)[number]
export const PRODUCT_AUDIT_ACTION_LABELS: Record<ProductAuditAction, string> = {
  'product.created': 'Created',
  'product.updated': 'Changed',
}

/** A product image upload: at most this many bytes (JPEG, PNG or WebP, told by its first bytes). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024
/** Images a product may have. */
export const PRODUCT_IMAGE_MAX_COUNT = 12
/** An image's alternative text, in characters. */
export const PRODUCT_IMAGE_ALT_MAX_LENGTH = 200
