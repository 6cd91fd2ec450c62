import type { TransactionFilters, TransactionListQuery } from '@shop/domain/ledger'

/** The export's query of a list's: the same filters and order, without the page (the export is every page). */
export function exportQueryOf(query: TransactionListQuery): Partial<Record<keyof TransactionFilters, string>> {
  const { page: _page, per_page: _perPage, sort, ...filters } = query
  return { ...filters, ...(sort === '-created_at' ? {} : { sort }) }
}
