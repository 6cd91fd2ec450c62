import { pageWindow, type PageMeta } from '../paging/page-query.schema'
import { PURCHASE_KINDS } from './purchase-history.constants'
import type { PurchaseEntry } from './purchase-history.schema'

/** One kind's newest rows (at least `purchaseReadLimit` of them, or all it has) and how many it has in all. */
export type PurchaseSource = { rows: readonly PurchaseEntry[]; total: number }

/** How many newest rows each kind must give for page `page` of the merged history to be exact. */
export const purchaseReadLimit = (query: { page: number; per_page: number }) => query.page * query.per_page

/** Newest first; on the same instant the order of PURCHASE_KINDS, then the higher id: a total, stable order. */
export function comparePurchases(a: PurchaseEntry, b: PurchaseEntry): number {
  const byDate = Date.parse(b.created_at) - Date.parse(a.created_at)
  if (byDate !== 0) return byDate
  const byKind = PURCHASE_KINDS.indexOf(a.kind) - PURCHASE_KINDS.indexOf(b.kind)
  return byKind !== 0 ? byKind : b.id - a.id
}

/**
 * One 1-based page of every kind of purchase, newest first (decision 0070). Each source gives its newest
 * `page × per_page` rows: the merged page's rows are all among them, so the page equals that of sorting every
 * purchase, without reading more than that from any kind. The total is the sum of the kinds' totals.
 */
export function mergePurchasePages(
  sources: readonly PurchaseSource[],
  query: { page: number; per_page: number },
): { data: PurchaseEntry[]; meta: PageMeta } {
  const total = sources.reduce((sum, source) => sum + source.total, 0)
  const { offset, limit, meta } = pageWindow(query, total)
  const limitPerSource = purchaseReadLimit(query)
  const merged = sources.flatMap((source) => source.rows.slice(0, limitPerSource)).sort(comparePurchases)
  return { data: merged.slice(offset, offset + limit), meta }
}
