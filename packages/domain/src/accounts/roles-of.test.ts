import { describe, expect, it } from 'vitest'
import { rolesOf } from './roles-of'

const plain = { role: 'user' as const, f: [], memberships: [] }

describe('rolesOf (SPEC §6)', () => {
  it('a plain account is a customer', () => {
    expect(rolesOf(plain)).toEqual(['customer'])
  })

  it('adds dealer, tuner and affiliate from memberships, in a fixed order', () => {
    const memberships = [{ kind: 'affiliate' as const }, { kind: 'dealer' as const }, { kind: 'dealer' as const }]
    expect(rolesOf({ ...plain, memberships })).toEqual(['customer', 'dealer', 'affiliate'])
  })

  it('reads tuner from the flag t and tool developer from the flag fzd', () => {
    expect(rolesOf({ ...plain, f: ['t', 'fzd', 'tm'] })).toEqual(['customer', 'tuner', 'tool-developer'])
  })

  it.each([
    ['staff', ['staff']],
    ['calibrator', ['calibrator']],
    ['admin', ['admin']],
    ['superadmin', ['superadmin']],
  ] as const)('names the account role %s instead of customer', (role, roles) => {
    expect(rolesOf({ ...plain, role })).toEqual(roles)
  })
})
