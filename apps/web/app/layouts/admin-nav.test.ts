import type { User } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { describe, expect, it } from 'vitest'
import { adminHomeFor, adminNavLinksFor } from './admin-nav'

const user = (role: User['role']): User => ({
  id: `u-${role}`,
  email: `${role}@example.com`,
  name: role,
  role,
  f: [],
  preferred_display_currency: null,
  memberships: [],
  roles: [],
})

describe('the back office navigation and where /admin opens (decisions 0088, 0091)', () => {
  it('an admin sees value transfers first, and the transactions', () => {
    expect(adminNavLinksFor(user('admin')).map((link) => link.label)).toEqual([
      'Value transfers',
      'Orders',
      'Transactions',
      'Mail outbox',
      'Background jobs',
    ])
  })

  it('staff see neither value transfers nor transactions (PERMISSIONS.md: they read orders and stock)', () => {
    const labels = adminNavLinksFor(user('staff')).map((link) => link.label)
    expect(labels).toContain('Orders')
    expect(labels).not.toContain('Value transfers')
    expect(labels).not.toContain('Transactions')
  })

  it('SPEC §2: /admin redirects to value transfers for an admin, to orders for staff', () => {
    expect(adminHomeFor(user('admin'))).toBe(paths.adminValueTransfers())
    expect(adminHomeFor(user('staff'))).toBe(paths.adminOrders())
  })
})
