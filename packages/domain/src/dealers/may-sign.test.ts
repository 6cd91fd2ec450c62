import { describe, expect, it } from 'vitest'
import { mayNameSignatories, maySign } from './may-sign'

const named = { dealerId: 'd1', userId: 'u1', revokedAt: null }

describe('maySign (SPEC §3 signature authority: who may sign for a dealer)', () => {
  it('lets a named signatory sign for their dealer', () => {
    expect(maySign('u1', [named], 'd1')).toBe(true)
  })
  it('refuses one not named, one named for another dealer, and one revoked', () => {
    expect(maySign('u2', [named], 'd1')).toBe(false)
    expect(maySign('u1', [named], 'd2')).toBe(false)
    expect(maySign('u1', [{ ...named, revokedAt: '2026-01-01T00:00:00Z' }], 'd1')).toBe(false)
    expect(maySign('u1', [], 'd1')).toBe(false)
  })
  it('counts a later naming after a revoked one', () => {
    expect(maySign('u1', [{ ...named, revokedAt: new Date() }, named], 'd1')).toBe(true)
  })
})

describe('mayNameSignatories (the owner; a manager with dsig; an admin)', () => {
  it.each([
    [{ role: 'owner', flags: [], admin: false }, true],
    [{ role: 'manager', flags: ['dsig'], admin: false }, true],
    [{ role: 'manager', flags: ['tm'], admin: false }, false],
    [{ role: 'member', flags: ['dsig'], admin: false }, false],
    [{ role: null, flags: [], admin: true }, true],
    [{ role: null, flags: ['dsig'], admin: false }, false],
  ])('%j → %s', (who, may) => {
    expect(mayNameSignatories(who)).toBe(may)
  })
})
