import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withinFloor } from './within-floor'

const money = fc.bigInt({ min: -10_000_000_000n, max: 10_000_000_000n })

describe('withinFloor', () => {
  it('lets a purchase go down to the floor exactly, not one minor unit past it', () => {
    expect(withinFloor(0n, -250_000n, -250_000n)).toBe(true)
    expect(withinFloor(0n, -250_001n, -250_000n)).toBe(false)
    expect(withinFloor(-100_000n, -150_000n, -250_000n)).toBe(true)
    expect(withinFloor(-100_000n, -150_001n, -250_000n)).toBe(false)
  })

  it('always takes money coming in, even on an account already past its floor', () => {
    expect(withinFloor(-300_000n, 1n, -250_000n)).toBe(true)
    expect(withinFloor(-300_000n, 0n, -250_000n)).toBe(true)
  })

  it('never leaves an account it lets go down below its floor', () => {
    fc.assert(
      fc.property(money, money, money, (balance, amount, floor) => {
        if (withinFloor(balance, amount, floor) && amount < 0n) expect(balance + amount).toBeGreaterThanOrEqual(floor)
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses only what would end below the floor: applied one by one, a sequence never passes it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1_000_000n }), fc.array(money, { maxLength: 40 }), (limit, amounts) => {
        let balance = 0n
        for (const amount of amounts) {
          const allowed = withinFloor(balance, amount, -limit)
          expect(allowed).toBe(amount >= 0n || balance + amount >= -limit)
          if (allowed) balance += amount
          if (amount < 0n && allowed) expect(balance).toBeGreaterThanOrEqual(-limit)
        }
      }),
      { numRuns: 1000 },
    )
  })
})
