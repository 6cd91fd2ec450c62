import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { applyTableChange, readTableState, type TableChange, type TableUrlOptions } from './table-url-state'

/**
 * A back-office table's page, sort, filters and hidden columns, kept in the URL (decision 0088): `change` navigates,
 * so the route's loader asks the server for the new page, and the address can be shared or reloaded.
 */
export function useTableUrlState(options: TableUrlOptions) {
  const [params, setParams] = useSearchParams()
  const { defaultPerPage, filterKeys } = options
  const stable = useMemo(() => ({ defaultPerPage, filterKeys }), [defaultPerPage, filterKeys])
  const state = useMemo(() => readTableState(params, stable), [params, stable])
  // From the address as it is now, not as last drawn: React draws a navigation in a transition, after the address
  // has changed, and a change made in between (a filter right after another) would drop the one before it.
  const change = useCallback(
    (tableChange: TableChange) => setParams((drawn) => applyTableChange(addressParams() ?? drawn, tableChange, stable)),
    [setParams, stable],
  )
  return { state, change }
}

const addressParams = () => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search))
