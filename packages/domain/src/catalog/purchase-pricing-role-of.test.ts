import { describe, expect, it } from 'vitest'
import type { Actor } from '../accounts/actor.schema'
import { purchasePricingRoleOf } from './purchase-pricing-role-of'

const actor = (overrides: Partial<Actor>): Actor => ({
  id: 'u1',
  role: 'user',
  flags: [],
  memberships: [],
  ...overrides,
})
const membership = (kind: 'dealer' | 'tuner' | 'affiliate') => ({
  organizationId: 'o1',
  kind,
  role: 'member' as const,
  slug: 'org',
  name: 'Org',
})

describe('purchasePricingRoleOf (who buys at dealer prices)', () => {
  it.each([
    ['an anonymous buyer', null, 'customer'],
    ['a customer', actor({}), 'customer'],
    ['a dealer member', actor({ memberships: [membership('dealer')] }), 'dealer'],
    ['a tuner member', actor({ memberships: [membership('tuner')] }), 'customer'],
    ['staff (they see dealer prices but buy at retail)', actor({ role: 'staff' }), 'customer'],
  ] as const)('%s pays %s prices', (_who, buyer, role) => {
    expect(purchasePricingRoleOf(buyer)).toBe(role)
  })
})
