import { describe, expect, it } from 'vitest'
import { describeAuditEvent } from './describe-audit-event'

describe('describeAuditEvent (an audit record in words, labels never codes)', () => {
  it.each([
    [
      'user.role-changed',
      { before: { role: 'user' }, after: { role: 'staff' } },
      'Role changed from Customer to Staff.',
    ],
    [
      'user.flags-changed',
      { before: { flags: ['t', 'tcro'] }, after: { flags: ['tcro', 'tm', 'fzd'] } },
      'Turned on Team management, Tool developer. Turned off Tuner.',
    ],
    ['user.flags-changed', { before: { flags: ['t'] }, after: { flags: ['t'] } }, 'Feature flags saved unchanged.'],
    [
      'user.banned',
      { before: { banned: false }, after: { banned: true }, reason: 'Chargebacks' },
      'Account disabled; its sessions were ended. Reason: Chargebacks',
    ],
    ['user.unbanned', { before: { banned: true }, after: { banned: false } }, 'Account enabled again.'],
    ['user.impersonated', {}, 'A Super Admin logged in as this user.'],
    ['value.transferred', { reason: 'Goodwill', amount: 2 }, 'Value transferred. Reason: Goodwill'],
    ['member.removed', {}, 'Member removed.'],
    ['member.removed', { email: 'a@example.com' }, 'a@example.com was removed.'],
    ['member.invited', { email: 'b@example.com', role: 'manager' }, 'Invited b@example.com as manager.'],
    [
      'member.invited',
      { email: 'b@example.com', role: 'member', resent: true },
      'Invitation sent again to b@example.com as member.',
    ],
    [
      'member.role-changed',
      { email: 'c@example.com', before: { role: 'member' }, after: { role: 'owner' } },
      'c@example.com is now owner (was member).',
    ],
    ['member.joined', { email: 'd@example.com', role: 'member' }, 'd@example.com joined as member.'],
    ['dealer.balance-paid', { amount_minor: 120000, currency: 'USD' }, 'Paid $1,200.00 on the balance by card.'],
    ['dealer.balance-paid', { amount_minor: '12', currency: 'USD' }, 'Balance paid by card.'],
  ] as const)('%s %j', (action, details, sentence) => {
    expect(describeAuditEvent(action, details)).toBe(sentence)
  })

  it('survives details of an unexpected shape', () => {
    expect(describeAuditEvent('user.role-changed', { before: 'x', after: ['y'] })).toBe(
      'Role changed from none to none.',
    )
    expect(describeAuditEvent('user.flags-changed', { before: { flags: 'fzd' }, after: { flags: [1, 'zz'] } })).toBe(
      'Turned on zz.',
    )
  })
})
