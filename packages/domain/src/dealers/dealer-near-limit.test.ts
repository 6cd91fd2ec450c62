import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dealerLimitStanding } from './dealer-near-limit'

describe('dealerLimitStanding (the admin dashboard: "near or over their limit — available < 10 % of limit")', () => {
  it.each([
    [0n, 250_000n, 'within'],
    [-200_000n, 250_000n, 'within'],
    [-225_000n, 250_000n, 'within'],
    [-225_001n, 250_000n, 'near'],
    [-250_000n, 250_000n, 'near'],
    [-250_001n, 250_000n, 'over'],
    [0n, 0n, 'within'],
    [-1n, 0n, 'over'],
    [5_000n, 0n, 'within'],
  ] as const)('balance %s with limit %s is %s', (balance, limit, standing) => {
    expect(dealerLimitStanding(balance, limit)).toBe(standing)
  })

  it('is over exactly when the balance is below minus the limit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (b, l) => {
          expect(dealerLimitStanding(b, l) === 'over').toBe(b < -l)
        },
      ),
    )
  })
})
