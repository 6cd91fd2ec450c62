import { AdminOrderListQuerySchema } from '@shop/domain/admin-orders'
import { describe, expect, it } from 'vitest'
import { readListQuery } from './read-list-query'

const read = (query: string) => readListQuery(new URLSearchParams(query), AdminOrderListQuerySchema)

describe('a back-office list’s query from its address (decision 0088)', () => {
  it('keeps the keys its contract knows and drops the others', () => {
    expect(read('payment=paid&customer=ana&utm_source=mail')).toEqual({
      query: { payment: 'paid', customer: 'ana', page: 1, per_page: 50, sort: '-created_at' },
      ignored: [],
    })
  })

  it('leaves out a parameter that breaks a rule across fields, and names it once', () => {
    const { query, ignored } = read('from=2026-11-02&to=2026-11-01&per_page=500&per_page=20')
    expect(ignored.sort()).toEqual(['per_page', 'to'])
    expect(query).toMatchObject({ from: '2026-11-02', per_page: 50 })
    expect(query).not.toHaveProperty('to')
  })
})
