import { describe, expect, it } from 'vitest'
import type { Actor } from '../accounts/actor.schema'
import type { AccountRole } from '../accounts/roles.constants'
import { userManagementOf, userManagementRefusal } from './user-management-refusal'

const actor = (id: string, role: AccountRole): Actor => ({ id, role, flags: [], memberships: [] })
const target = (id: string, role: AccountRole) => ({ id, role })

const SUPER = actor('super', 'superadmin')
const ADMIN = actor('admin', 'admin')

describe('userManagementRefusal (PERMISSIONS.md: Super Admin alone manages admins and roles)', () => {
  it.each([
    // who, whom, operation, refusal
    [SUPER, target('u', 'user'), 'role', null],
    [SUPER, target('a', 'admin'), 'role', null],
    [SUPER, target('s2', 'superadmin'), 'role', null],
    [SUPER, target('super', 'superadmin'), 'role', 'ownAccount'],
    [ADMIN, target('u', 'user'), 'role', 'superAdminOnly'],
    [ADMIN, target('admin', 'admin'), 'role', 'superAdminOnly'],
    [ADMIN, target('u', 'user'), 'flags', null],
    [ADMIN, target('s', 'staff'), 'flags', null],
    [ADMIN, target('a2', 'admin'), 'flags', 'adminAccountSuperAdminOnly'],
    [ADMIN, target('s2', 'superadmin'), 'flags', 'adminAccountSuperAdminOnly'],
    [SUPER, target('a2', 'admin'), 'flags', null],
    [ADMIN, target('u', 'user'), 'ban', null],
    [ADMIN, target('c', 'calibrator'), 'ban', null],
    [ADMIN, target('a2', 'admin'), 'ban', 'adminAccountSuperAdminOnly'],
    [ADMIN, target('admin', 'admin'), 'ban', 'ownAccount'],
    [SUPER, target('a2', 'admin'), 'ban', null],
    [SUPER, target('super', 'superadmin'), 'ban', 'ownAccount'],
    [SUPER, target('u', 'user'), 'impersonate', null],
    [SUPER, target('s', 'staff'), 'impersonate', null],
    [SUPER, target('a2', 'admin'), 'impersonate', 'noImpersonatingAdmins'],
    [SUPER, target('s2', 'superadmin'), 'impersonate', 'noImpersonatingAdmins'],
    [SUPER, target('super', 'superadmin'), 'impersonate', 'ownAccount'],
    [ADMIN, target('u', 'user'), 'impersonate', 'superAdminOnly'],
  ] as const)('%o on %o: %s → %s', (who, whom, operation, refusal) => {
    expect(userManagementRefusal(who, whom, operation)).toBe(refusal)
  })

  it.each([null, actor('c', 'user'), actor('st', 'staff'), actor('cal', 'calibrator')])(
    'refuses everything to %o',
    (who) => {
      for (const operation of ['role', 'flags', 'ban', 'impersonate'] as const) {
        expect(userManagementRefusal(who, target('u', 'user'), operation)).toBe('forbidden')
      }
    },
  )

  it('lists what may be done, for the page', () => {
    expect(userManagementOf(ADMIN, target('u', 'user'))).toEqual({
      role: false,
      flags: true,
      ban: true,
      impersonate: false,
    })
    expect(userManagementOf(SUPER, target('u', 'user'))).toEqual({
      role: true,
      flags: true,
      ban: true,
      impersonate: true,
    })
    expect(userManagementOf(actor('st', 'staff'), target('u', 'user'))).toEqual({
      role: false,
      flags: false,
      ban: false,
      impersonate: false,
    })
  })
})
