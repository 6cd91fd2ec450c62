import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkPostingsBalance } from './check-postings-balance'
import type { LedgerPosting } from './ledger.schema'
import { sumBalances } from './sum-balances'
import { transferPostings } from './transfer-postings'

const ACCOUNTS = ['a', 'b', 'c', 'd', 'e']
const UNITS = ['USD', 'CAD', 'credit-ecu', 'credit-tcu']

/** A valid transaction: per unit, random non-zero legs plus the one leg that brings the unit back to zero. */
const balancedTransaction = fc
  .array(
    fc.record({
      unit: fc.constantFrom(...UNITS),
      legs: fc.array(
        fc.record({
          accountId: fc.constantFrom(...ACCOUNTS),
          amount: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      closing: fc.constantFrom(...ACCOUNTS),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((groups) =>
    groups.flatMap(({ unit, legs, closing }) => {
      const nonZero = legs.filter((leg) => leg.amount !== 0n).map((leg) => ({ ...leg, unit }))
      const sum = nonZero.reduce((total, leg) => total + leg.amount, 0n)
      const closingLeg = sum === 0n ? [] : [{ accountId: closing, unit, amount: -sum }]
      return [...nonZero, ...closingLeg]
    }),
  )
  .filter((postings) => postings.length >= 2 && checkPostingsBalance(postings) === null)

describe('checkPostingsBalance (ARCHITECTURE §4: every transaction sums to zero per unit)', () => {
  it('accepts a transfer', () => {
    expect(checkPostingsBalance(transferPostings('a', 'b', 'credit-ecu', 3n))).toBeNull()
  })

  it('refuses a single posting, a zero amount, and a sum that is not zero', () => {
    expect(checkPostingsBalance([{ accountId: 'a', unit: 'USD', amount: 5n }])).toEqual({ reason: 'too-few-postings' })
    expect(
      checkPostingsBalance([
        { accountId: 'a', unit: 'USD', amount: 0n },
        { accountId: 'b', unit: 'USD', amount: 0n },
      ]),
    ).toEqual({ reason: 'zero-amount', accountId: 'a' })
    expect(
      checkPostingsBalance([
        { accountId: 'a', unit: 'USD', amount: -5n },
        { accountId: 'b', unit: 'USD', amount: 4n },
      ]),
    ).toEqual({ reason: 'unbalanced', unit: 'USD', sum: -1n })
  })

  it('does not let one unit pay for another (ECU credits against TCU credits)', () => {
    const postings: LedgerPosting[] = [
      { accountId: 'a', unit: 'credit-ecu', amount: -1n },
      { accountId: 'b', unit: 'credit-tcu', amount: 1n },
    ]
    expect(checkPostingsBalance(postings)).toMatchObject({ reason: 'unbalanced' })
  })

  it('property: any sequence of valid postings keeps the total of every unit at zero', () => {
    fc.assert(
      fc.property(fc.array(balancedTransaction, { minLength: 1, maxLength: 20 }), (transactions) => {
        for (const postings of transactions) expect(checkPostingsBalance(postings)).toBeNull()
        const all = transactions.flat()
        for (const unit of UNITS) {
          const total = [...sumBalances(all.filter((p) => p.unit === unit)).values()].reduce((a, b) => a + b, 0n)
          expect(total).toBe(0n)
        }
      }),
    )
  })

  it('property: a posting that does not balance is refused', () => {
    fc.assert(
      fc.property(
        balancedTransaction,
        fc.nat({ max: 100 }),
        fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }).filter((delta) => delta !== 0n),
        (postings, pick, delta) => {
          const index = pick % postings.length
          const skewed = postings.map((posting, i) =>
            i === index ? { ...posting, amount: posting.amount + delta } : posting,
          )
          expect(checkPostingsBalance(skewed)).not.toBeNull()
        },
      ),
    )
  })

  it('transferPostings refuses a non-positive amount', () => {
    expect(() => transferPostings('a', 'b', 'USD', 0n)).toThrow(RangeError)
  })
})
