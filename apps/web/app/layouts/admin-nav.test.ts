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
  it('an admin sees every screen but Colors (Super Admin’s), value transfers first', () => {
    expect(adminNavLinksFor(user('admin')).map((link) => link.label)).toEqual([
      'Value transfers',
      'Orders',
      'Transactions',
      'Products',
      'Sales',
      'Discount codes',
      'Stock',
      'Metrics',
      'Tune metrics',
      'Vehicle metrics',
      'Web traffic',
      'Tickets',
      'Feedback',
      'Mail outbox',
      'Background jobs',
      'Pages',
      'Dealers',
      'Dealer dashboard',
      'Signature authority',
      'Dealer applications',
      'Beta programs',
      'Blog',
      'Newsletter',
      'Users',
      'Audit log',
    ])
  })

  it('a Super Admin sees Colors too, last (site settings are Super Admin’s, decision 0100)', () => {
    const labels = adminNavLinksFor(user('superadmin')).map((link) => link.label)
    expect(labels.at(-1)).toBe('Colors')
    expect(labels.slice(0, -1)).toEqual(adminNavLinksFor(user('admin')).map((link) => link.label))
  })

  it('staff see orders, stock, the tickets and the staff tools only (PERMISSIONS.md: they read orders and stock)', () => {
    expect(adminNavLinksFor(user('staff')).map((link) => link.label)).toEqual([
      'Orders',
      'Stock',
      'Tickets',
      'Feedback',
      'Mail outbox',
      'Background jobs',
      'Pages',
      'Beta programs',
      'Blog',
      'Newsletter',
    ])
  })

  it('SPEC §2: /admin redirects to value transfers for an admin, to orders for staff', () => {
    expect(adminHomeFor(user('admin'))).toBe(paths.adminValueTransfers())
    expect(adminHomeFor(user('staff'))).toBe(paths.adminOrders())
  })
})
