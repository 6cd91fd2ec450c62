import { describe, expect, it } from 'vitest'
import { bucketStart, defaultBucket, periodStarts, rangeDays, resolveMetricsRange } from './metrics-range'

describe('resolveMetricsRange', () => {
  it('defaults to the 30 days that end today', () => {
    expect(resolveMetricsRange({}, '2026-11-26')).toEqual({ ok: true, range: { from: '2026-10-28', to: '2026-11-26' } })
  })

  it('takes 30 days before a given end, and today after a given start', () => {
    expect(resolveMetricsRange({ to: '2026-03-31' }, '2026-11-26')).toEqual({
      ok: true,
      range: { from: '2026-03-02', to: '2026-03-31' },
    })
    expect(resolveMetricsRange({ from: '2026-11-01' }, '2026-11-26')).toEqual({
      ok: true,
      range: { from: '2026-11-01', to: '2026-11-26' },
    })
  })

  it('a start after today alone is a range of that one day', () => {
    expect(resolveMetricsRange({ from: '2026-12-24' }, '2026-11-26')).toEqual({
      ok: true,
      range: { from: '2026-12-24', to: '2026-12-24' },
    })
  })

  it('refuses an end before the start, and more than 366 days', () => {
    expect(resolveMetricsRange({ from: '2026-11-02', to: '2026-11-01' }, '2026-11-26')).toEqual({
      ok: false,
      errors: { to: ['to must not be before from'] },
    })
    expect(resolveMetricsRange({ from: '2025-01-01', to: '2026-01-01' }, '2026-11-26').ok).toBe(true)
    expect(resolveMetricsRange({ from: '2025-01-01', to: '2026-01-02' }, '2026-11-26')).toEqual({
      ok: false,
      errors: { from: ['A range covers at most 366 days.'] },
    })
  })
})

describe('periods', () => {
  it('weeks start on Monday, months on the 1st', () => {
    expect(bucketStart('2026-11-26', 'week')).toBe('2026-11-23') // a Thursday
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23')
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23') // a Sunday
    expect(bucketStart('2026-11-26', 'month')).toBe('2026-11-01')
    expect(bucketStart('2026-11-26', 'day')).toBe('2026-11-26')
  })

  it('lists every bucket the range touches, with no gaps', () => {
    const range = { from: '2026-10-30', to: '2026-11-02' }
    expect(periodStarts(range, 'day')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'])
    expect(periodStarts(range, 'week')).toEqual(['2026-10-26', '2026-11-02'])
    expect(periodStarts({ from: '2026-01-31', to: '2026-03-01' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ])
    expect(rangeDays(range)).toBe(4)
  })

  it('picks days, weeks or months by the range’s length', () => {
    expect(defaultBucket({ from: '2026-10-01', to: '2026-11-30' })).toBe('day')
    expect(defaultBucket({ from: '2026-08-01', to: '2026-11-30' })).toBe('week')
    expect(defaultBucket({ from: '2026-01-01', to: '2026-11-30' })).toBe('month')
  })
})
