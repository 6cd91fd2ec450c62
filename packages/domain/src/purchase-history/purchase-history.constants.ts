import {
  CATALOG_PURCHASE_STATUSES,
  CATALOG_PURCHASE_STATUS_LABELS,
} from '../catalog-purchase/catalog-purchase.constants'
import { ORDER_STATUS_LABELS, type OrderStatus } from '../checkout/checkout.constants'
import type { RescueSessionStatus } from '../rescue/rescue-session.schema'

/** The kinds of purchase one account's history lists (decision 0070), in the order a tie on date shows them. */
export const PURCHASE_KINDS = ['store-order', 'tune-bundle', 'tune-request', 'rescue-session', 'credit-codes'] as const
export type PurchaseKind = (typeof PURCHASE_KINDS)[number]

export const PURCHASE_KIND_LABELS: Record<PurchaseKind, string> = {
  'store-order': 'Store order',
  'tune-bundle': 'Tune bundle',
  'tune-request': 'Tune request',
  'rescue-session': 'Rescue session',
  'credit-codes': 'Tune credit codes',
}

/** What the buyer can do next with a purchase; each is a link to the page where it is done. */
export const NEXT_ACTION_KINDS = ['download', 'upload', 'pay', 'track', 'view'] as const
export type NextActionKind = (typeof NEXT_ACTION_KINDS)[number]

/** Rows per 1-based page of the history. */
export const PURCHASE_HISTORY_PAGE_SIZE = 20

/**
 * The last page the history answers: page p reads the newest p × per_page rows of every kind (decision 0070), so
 * the read stays bounded; 50 pages of 20 is more than any one account has bought.
 */
export const PURCHASE_HISTORY_MAX_PAGE = 50

/** A tune bundle is a catalog purchase: its statuses and their labels are the catalog purchase's. */
export const TUNE_BUNDLE_STATUSES = CATALOG_PURCHASE_STATUSES
export type TuneBundleStatus = (typeof TUNE_BUNDLE_STATUSES)[number]

export const CREDIT_INVOICE_STATUSES = ['estimated', 'committed'] as const
export type CreditInvoiceStatus = (typeof CREDIT_INVOICE_STATUSES)[number]

/** A store order's status reads as on the order pages (one table, in checkout). */
export const STORE_ORDER_STATUS_LABELS: Record<OrderStatus, string> = ORDER_STATUS_LABELS

export const TUNE_BUNDLE_STATUS_LABELS: Record<TuneBundleStatus, string> = CATALOG_PURCHASE_STATUS_LABELS

export const RESCUE_SESSION_STATUS_LABELS: Record<RescueSessionStatus, string> = {
  open: 'Waiting for a technician',
  free: 'Rescued free of charge',
  estimated: 'Estimate ready',
  paid: 'Paid, in the workshop queue',
  'pay-later': 'In the workshop queue (pay later)',
  closed: 'Closed',
}

export const CREDIT_INVOICE_STATUS_LABELS: Record<CreditInvoiceStatus, string> = {
  estimated: 'Awaiting payment',
  committed: 'Paid — codes sent',
}
