import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { closedMonths, dueDateOf, monthOf, nextMonth, statementNumber, statementOf } from './statement-of'

const day = (text: string) => new Date(`${text}T00:00:00.000Z`)

describe('monthOf and closedMonths', () => {
  it('names the UTC calendar month, its end exclusive', () => {
    const period = monthOf(new Date('2026-12-31T23:59:59.999Z'))
    expect(period).toEqual({ start: day('2026-12-01'), end: day('2027-01-01') })
    expect(nextMonth(period).start).toEqual(day('2027-01-01'))
  })

  it('lists the months that are over, from the first posting’s month to the one before now', () => {
    const months = closedMonths(new Date('2026-09-20T10:00:00Z'), new Date('2026-11-27T07:00:00Z'))
    expect(months.map((m) => m.start)).toEqual([day('2026-09-01'), day('2026-10-01')])
    expect(closedMonths(new Date('2026-11-02T00:00:00Z'), new Date('2026-11-27T07:00:00Z'))).toEqual([])
  })

  it('is due 15 days after the period ends and numbered by month and currency', () => {
    const october = monthOf(day('2026-10-10'))
    expect(dueDateOf(october)).toEqual(day('2026-11-16'))
    expect(statementNumber(october, 'USD')).toBe('ST-2026-10-USD')
  })
})

describe('statementOf', () => {
  it('keeps the period’s postings in time order with the balance after each', () => {
    const period = monthOf(day('2026-10-01'))
    const statement = statementOf(
      [
        { at: day('2026-10-20'), amount: 500n, id: 'b' },
        { at: day('2026-09-30'), amount: 7n, id: 'before' },
        { at: day('2026-10-02'), amount: -2000n, id: 'a' },
        { at: day('2026-11-01'), amount: 9n, id: 'after' },
      ],
      period,
      1000n,
    )
    expect(statement.lines.map((line) => [line.id, line.balance])).toEqual([
      ['a', -1000n],
      ['b', -500n],
    ])
    expect(statement.closing).toBe(-500n)
  })

  const posting = fc.record({
    at: fc.date({ min: day('2026-01-01'), max: new Date('2026-12-31T23:59:59.999Z'), noInvalidDate: true }),
    amount: fc.bigInt({ min: -1_000_000n, max: 1_000_000n }),
  })

  it('closes at opening + Σ postings of the period, and the next month opens where this one closed', () => {
    fc.assert(
      fc.property(
        fc.array(posting, { maxLength: 60 }),
        fc.bigInt({ min: -10_000_000n, max: 10_000_000n }),
        (postings, opening) => {
          let period = monthOf(day('2026-01-01'))
          let balance = opening
          for (let month = 0; month < 12; month++) {
            const statement = statementOf(postings, period, balance)
            expect(statement.opening).toBe(balance)
            const inPeriod = postings.filter((p) => p.at >= period.start && p.at < period.end)
            expect(statement.closing).toBe(balance + inPeriod.reduce((sum, p) => sum + p.amount, 0n))
            expect(statement.lines.length).toBe(inPeriod.length)
            expect(statement.lines.at(-1)?.balance ?? statement.opening).toBe(statement.closing)
            balance = statement.closing
            period = nextMonth(period)
          }
          // Chained month by month, the year closes where one statement of all the postings would.
          expect(balance).toBe(opening + postings.reduce((sum, p) => sum + p.amount, 0n))
        },
      ),
      { numRuns: 500 },
    )
  })
})
