import { describe, expect, it } from 'vitest'
import type { Actor } from '../accounts/actor.schema'
import { showsDealerPricing } from './shows-dealer-pricing'

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

describe('showsDealerPricing (SPEC §3 showDealerPricing, decision 0015)', () => {
  it.each([
    ['anonymous', null, false],
    ['a customer', actor({}), false],
    ['a tuner', actor({ memberships: [membership('tuner')] }), false],
    ['an affiliate', actor({ memberships: [membership('affiliate')] }), false],
    ['a tool developer', actor({ flags: ['fzd'] }), false],
    ['a dealer member', actor({ memberships: [membership('dealer')] }), true],
    ['staff', actor({ role: 'staff' }), true],
    ['a calibrator', actor({ role: 'calibrator' }), true],
    ['an admin', actor({ role: 'admin' }), true],
    ['a super admin', actor({ role: 'superadmin' }), true],
  ])('%s: %s', (_who, who, shown) => {
    expect(showsDealerPricing(who)).toBe(shown)
  })
})
