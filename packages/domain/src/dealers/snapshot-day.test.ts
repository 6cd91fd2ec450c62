import { describe, expect, it } from 'vitest'
import { outstandingOf, snapshotDayOf } from './snapshot-day'

const NOW = new Date('2026-11-20T12:00:00.000Z')

describe('snapshotDayOf: the end of a UTC day, today by default', () => {
  it('ends a given day at the next midnight, exclusive', () => {
    expect(snapshotDayOf('2026-10-31', NOW)).toEqual({
      day: '2026-10-31',
      end: new Date('2026-11-01T00:00:00.000Z'),
      future: false,
    })
  })
  it('is today without a date, and today is not the future', () => {
    expect(snapshotDayOf(undefined, NOW)).toMatchObject({ day: '2026-11-20', future: false })
  })
  it('marks a day after today as the future', () => {
    expect(snapshotDayOf('2026-11-21', NOW).future).toBe(true)
  })
})

describe('outstandingOf: a statement’s debt less the later credits, oldest debt first', () => {
  const september = { periodEnd: new Date('2026-10-01T00:00:00Z'), closingMinor: -100_00n, currency: 'USD' }
  const october = { periodEnd: new Date('2026-11-01T00:00:00Z'), closingMinor: -150_00n, currency: 'USD' }
  const pay = (at: string, amount: bigint, currency = 'USD') => ({ at: new Date(at), amountMinor: amount, currency })
  const end = new Date('2026-11-21T00:00:00Z')

  it('settles September with a November payment of its closing, October keeps the rest', () => {
    const credits = [pay('2026-11-05T10:00:00Z', 100_00n)]
    expect(outstandingOf(september, credits, end)).toBe(0n)
    expect(outstandingOf(october, credits, end)).toBe(50_00n)
  })
  it('counts neither credits before the month ended, after the day, nor in another currency', () => {
    const credits = [
      pay('2026-09-20T10:00:00Z', 30_00n),
      pay('2026-11-25T10:00:00Z', 30_00n),
      pay('2026-10-05T10:00:00Z', 30_00n, 'EUR'),
    ]
    expect(outstandingOf(september, credits, end)).toBe(100_00n)
  })
  it('owes nothing on a statement that closed in credit', () => {
    expect(outstandingOf({ ...september, closingMinor: 20_00n }, [], end)).toBe(0n)
  })
})
