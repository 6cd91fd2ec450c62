import type { SALE_AMOUNT_TYPES, SALE_TYPES } from '../store/store.constants'

// The back office's sales and discount codes (issue 24 item 3, decision 0099).

/** A sale type as the back office names it: the storefront's banner says "Black Friday sale" for both styles. */
export const SALE_TYPE_ADMIN_LABELS: Record<(typeof SALE_TYPES)[number], string> = {
  'black-friday': 'Black Friday',
  'black-friday2': 'Black Friday (second style)',
  holiday: 'Holiday',
  spring: 'Spring',
  summer: 'Summer',
}

/** How a sale's amount reads: a percent, or whole currency units ("$20 OFF"). */
export const SALE_AMOUNT_TYPE_LABELS: Record<(typeof SALE_AMOUNT_TYPES)[number], string> = {
  percent: 'Percent off',
  dollar: 'Whole amount off ($)',
}

/** Where a sale stands at a moment: before its start, between start and end (the banner shows it), after its end. */
export const SALE_STATUSES = ['scheduled', 'running', 'ended'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  scheduled: 'Scheduled',
  running: 'Running',
  ended: 'Ended',
}

/** The sale list's sort orders: a column, descending when it starts with `-`. */
export const ADMIN_SALE_SORTS = ['-starts_at', 'starts_at', '-ends_at', 'ends_at', 'name', '-name'] as const
export type AdminSaleSort = (typeof ADMIN_SALE_SORTS)[number]

/** What a discount code takes off: a percent of the subtotal, or an amount per currency. */
export const DISCOUNT_CODE_KINDS = ['percent', 'amount'] as const
export type DiscountCodeKind = (typeof DISCOUNT_CODE_KINDS)[number]
export const DISCOUNT_CODE_KIND_LABELS: Record<DiscountCodeKind, string> = {
  percent: 'Percent off',
  amount: 'Amount off per currency',
}

/** What a code applies to: the whole cart, one product or one category. */
export const DISCOUNT_CODE_SCOPES = ['cart', 'product', 'category'] as const
export type DiscountCodeScope = (typeof DISCOUNT_CODE_SCOPES)[number]
export const DISCOUNT_CODE_SCOPE_LABELS: Record<DiscountCodeScope, string> = {
  cart: 'Whole cart',
  product: 'One product',
  category: 'One category',
}

/** Where a code stands at a moment: switched off, before its start, usable, after its end. */
export const DISCOUNT_CODE_STATUSES = ['inactive', 'scheduled', 'active', 'ended'] as const
export type DiscountCodeStatus = (typeof DISCOUNT_CODE_STATUSES)[number]
export const DISCOUNT_CODE_STATUS_LABELS: Record<DiscountCodeStatus, string> = {
  inactive: 'Switched off',
  scheduled: 'Scheduled',
  active: 'Active',
  ended: 'Ended',
}

/** The code list's sort orders. */
export const ADMIN_DISCOUNT_CODE_SORTS = ['code', '-code', '-updated_at', 'updated_at'] as const
export type AdminDiscountCodeSort = (typeof ADMIN_DISCOUNT_CODE_SORTS)[number]

/** Rows per page of both lists unless `per_page` says otherwise (at most 100, as every list). */
export const ADMIN_PROMOTIONS_PAGE_SIZE = 50

/** A discount code's text: capital letters, digits, `-` and `_`, 2 to 40 of them (the table's check). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{2,40}$/

/** A sale's amount in whole currency units is at most this ("$100000 OFF" is a typing mistake). */
export const SALE_DOLLAR_AMOUNT_MAX = 100_000

/** What the audit log records about sales and codes. */
export const PROMOTION_AUDIT_ACTIONS = [
  'sale.created',
  'sale.updated',
  'sale.ended',
  'sale.deleted',
  'discount-code.created',
  'discount-code.updated',
] as const
export type PromotionAuditAction = (typeof PROMOTION_AUDIT_ACTIONS)[number]
