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
