import { describe, expect, it } from 'vitest'
import { applyTableChange, readTableState, sortParamOf, sortStatusOf } from './table-url-state'

const OPTIONS = { defaultPerPage: 50, filterKeys: ['payment', 'customer'] }
const read = (query: string) => readTableState(new URLSearchParams(query), OPTIONS)
const change = (query: string, tableChange: Parameters<typeof applyTableChange>[1]) =>
  applyTableChange(new URLSearchParams(query), tableChange, OPTIONS).toString()

describe('a back-office table kept in the URL (decision 0088)', () => {
  it('reads page, page size, sort, hidden columns and filters', () => {
    expect(read('page=3&per_page=20&sort=-total&hide=dealer,name&payment=paid&other=x')).toEqual({
      page: 3,
      perPage: 20,
      sort: '-total',
      hidden: ['dealer', 'name'],
      filters: { payment: 'paid' },
    })
  })

  it.each(['', 'page=0', 'page=-1', 'page=abc', 'page=1.5'])('"%s" is page 1 at the default size', (query) => {
    expect(read(query)).toMatchObject({ page: 1, perPage: 50, sort: undefined, hidden: [], filters: {} })
  })

  it('pages with a 1-based page, leaving page 1 out of the link', () => {
    expect(change('payment=paid', { page: 2 })).toBe('payment=paid&page=2')
    expect(change('payment=paid&page=2', { page: 1 })).toBe('payment=paid')
  })

  it('starts again at page 1 when the sort, a filter or the page size changes', () => {
    expect(change('page=4', { sort: '-total' })).toBe('sort=-total')
    expect(change('page=4&payment=paid', { filters: { payment: null, customer: 'jo' } })).toBe('customer=jo')
    expect(change('page=4', { perPage: 20 })).toBe('per_page=20')
    expect(change('page=4&per_page=20', { perPage: 50 })).toBe('')
  })

  it('keeps the page when only the columns change', () => {
    expect(change('page=4', { hidden: ['name', 'dealer'] })).toBe('page=4&hide=dealer%2Cname')
    expect(change('page=4&hide=name', { hidden: [] })).toBe('page=4')
  })

  it('turns a sort param into the table sort status and back', () => {
    expect(sortStatusOf('-total')).toEqual({ columnAccessor: 'total', direction: 'desc' })
    expect(sortStatusOf('customer')).toEqual({ columnAccessor: 'customer', direction: 'asc' })
    expect(sortStatusOf(undefined)).toBeUndefined()
    expect(sortParamOf({ columnAccessor: 'total', direction: 'desc' })).toBe('-total')
    expect(sortParamOf({ columnAccessor: 'created_at', direction: 'asc' })).toBe('created_at')
  })
})
