/**
 * A back-office table's state as URL search params (decision 0088), so a view can be shared and reloaded: a 1-based
 * `page`, `per_page`, `sort` (a column, `-` first for descending), the hidden columns (`hide=a,b`) and the filters
 * (one param each). Pure functions; `useTableUrlState` binds them to the router.
 */
export type TableUrlState = {
  page: number
  perPage: number
  /** `created_at`, `-total`; undefined: the list's own order. */
  sort: string | undefined
  hidden: string[]
  filters: Record<string, string>
}

export type TableUrlOptions = {
  defaultPerPage: number
  /** The params that are filters; any other param is left as it is. */
  filterKeys: readonly string[]
}

/** A change to the table: a new sort, filter or page size starts again at page 1. */
export type TableChange = {
  page?: number
  perPage?: number
  sort?: string | null
  hidden?: readonly string[]
  filters?: Record<string, string | null | undefined>
}

const positiveInt = (text: string | null) => {
  if (text === null || !/^[1-9]\d{0,8}$/.test(text)) return undefined
  return Number(text)
}

/** Reads the table's state; a missing or broken page is page 1, a missing page size the list's default. */
export function readTableState(params: URLSearchParams, options: TableUrlOptions): TableUrlState {
  const filters: Record<string, string> = {}
  for (const key of options.filterKeys) {
    const value = params.get(key)
    if (value !== null && value !== '') filters[key] = value
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: positiveInt(params.get('per_page')) ?? options.defaultPerPage,
    sort: params.get('sort') || undefined,
    hidden: (params.get('hide') ?? '').split(',').filter(Boolean),
    filters,
  }
}

/** The params after `change`: defaults are left out (page 1, the default page size), so links stay short. */
export function applyTableChange(
  params: URLSearchParams,
  change: TableChange,
  options: TableUrlOptions,
): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string | null | undefined) =>
    value === null || value === undefined || value === '' ? next.delete(key) : next.set(key, value)
  const restarts = change.sort !== undefined || change.filters !== undefined || change.perPage !== undefined
  if (change.sort !== undefined) set('sort', change.sort)
  if (change.perPage !== undefined) {
    set('per_page', change.perPage === options.defaultPerPage ? null : String(change.perPage))
  }
  if (change.hidden !== undefined) set('hide', [...change.hidden].sort().join(','))
  for (const [key, value] of Object.entries(change.filters ?? {})) set(key, value)
  const page = change.page ?? (restarts ? 1 : undefined)
  if (page !== undefined) set('page', page > 1 ? String(page) : null)
  return next
}

/** mantine-datatable's sort status of a `sort` param: `-total` → total, descending. */
export function sortStatusOf(
  sort: string | undefined,
): { columnAccessor: string; direction: 'asc' | 'desc' } | undefined {
  if (!sort) return undefined
  return sort.startsWith('-')
    ? { columnAccessor: sort.slice(1), direction: 'desc' }
    : { columnAccessor: sort, direction: 'asc' }
}

/** The `sort` param of a sort status. */
export const sortParamOf = (status: { columnAccessor: string; direction: 'asc' | 'desc' }) =>
  status.direction === 'desc' ? `-${status.columnAccessor}` : status.columnAccessor
