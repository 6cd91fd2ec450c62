import { TransactionListQuerySchema } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { describe, expect, it } from 'vitest'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { exportQueryOf } from './transaction-query'

const read = (query: string) => readListQuery(new URLSearchParams(query), TransactionListQuerySchema)

describe('the transaction list’s query and its export (decision 0091)', () => {
  it('reads the filters, page and sort of the address with the API’s schema', () => {
    expect(read('unit=credit-ecu&from=2026-11-01&page=2&sort=created_at&hide=memo')).toEqual({
      query: { unit: 'credit-ecu', from: '2026-11-01', page: 2, per_page: 50, sort: 'created_at' },
      ignored: [],
    })
  })

  it('leaves a broken parameter out and names it, keeping the rest', () => {
    const { query, ignored } = read('unit=usd&from=yesterday&kind=value-transfer')
    expect(query).toEqual({ kind: 'value-transfer', page: 1, per_page: 50, sort: '-created_at' })
    expect([...ignored].sort()).toEqual(['from', 'unit'])
  })

  it('exports the filtered set in the list’s order, every page of it', () => {
    const { query } = read('unit=EUR&object_type=order&page=3&per_page=20&sort=created_at')
    expect(paths.adminTransactionsExport(exportQueryOf(query))).toBe(
      '/admin/transactions-export?unit=EUR&object_type=order&sort=created_at',
    )
    expect(paths.adminTransactionsExport(exportQueryOf(read('kind=value-transfer').query))).toBe(
      '/admin/transactions-export?kind=value-transfer',
    )
  })
})
