import { describe, expect, it } from 'vitest'
import { readMetricsQuery } from './metrics-query'

const read = (search: string) => readMetricsQuery(new URL(`http://shop.test/admin/metrics${search}`), '2026-11-26')

describe('readMetricsQuery', () => {
  it('takes the range and grouping of the address', () => {
    expect(read('?from=2026-09-01&to=2026-11-26&bucket=week')).toEqual({
      query: { from: '2026-09-01', to: '2026-11-26', bucket: 'week' },
      ignored: [],
    })
    expect(read('')).toEqual({ query: {}, ignored: [] })
  })

  it('leaves out what the API would refuse, and says so', () => {
    expect(read('?from=soon&bucket=week')).toEqual({ query: { bucket: 'week' }, ignored: ['from'] })
    expect(read('?bucket=year')).toEqual({ query: {}, ignored: ['bucket'] })
    expect(read('?from=2026-11-20&to=2026-11-01')).toEqual({ query: { from: '2026-11-20' }, ignored: ['to'] })
    expect(read('?from=2024-01-01&to=2026-11-26')).toEqual({ query: {}, ignored: ['from', 'to'] })
  })
})
