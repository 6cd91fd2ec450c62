import { describe, expect, it } from 'vitest'
import type { Actor } from '../accounts/actor.schema'
import { canSeeOrder } from './can-see-order'
import { ORDER_STATUSES } from './checkout.constants'
import { isPaidOrder } from './order-status-rules'
import { taxRatePercentOf, taxRatePpmOf } from './tax-rate-percent'

const actor = (id: string, role: Actor['role'] = 'user'): Actor => ({ id, role, flags: [], memberships: [] })

describe('canSeeOrder (PERMISSIONS.md: own orders; the emailed token; staff any)', () => {
  it.each([
    ['the buyer', actor('u1'), { userId: 'u1' }, false, true],
    ['someone else', actor('u2'), { userId: 'u1' }, false, false],
    ['anyone with the token', null, { userId: 'u1' }, true, true],
    ['a logged-out caller without it', null, { userId: null }, false, false],
    ['a logged-in caller on a guest order without it', actor('u1'), { userId: null }, false, false],
    ['staff', actor('s1', 'staff'), { userId: 'u1' }, false, true],
  ])('%s', (_, who, order, tokenValid, seen) => {
    expect(canSeeOrder(who, order, tokenValid)).toBe(seen)
  })
})

describe('isPaidOrder (only a paid order ships, is tracked or is claimed)', () => {
  it('is true for paid, shipped and delivered only', () => {
    expect(ORDER_STATUSES.filter(isPaidOrder)).toEqual(['paid', 'shipped', 'delivered'])
  })
})

describe('tax rates: stored in ppm, shown in percent', () => {
  it.each([
    [72_500, 7.25],
    [0, 0],
    [190_000, 19],
  ])('%i ppm is %d %%', (ppm, percent) => {
    expect(taxRatePercentOf(ppm)).toBe(percent)
    expect(taxRatePpmOf(percent)).toBe(ppm)
  })
  it('rounds a percent to a whole ppm', () => {
    expect(taxRatePpmOf(7.123_456_7)).toBe(71_235)
  })
})
