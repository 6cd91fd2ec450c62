import { describe, expect, it } from 'vitest'
import { SESSION_ENTRY_TTL_MS, SessionAudienceMemo, sessionTokenOf } from './catalog-audience'

describe('sessionTokenOf', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['theme=dark', undefined],
    ['tuneshop.session_token=abc.def', 'abc.def'],
    ['a=1; tuneshop.session_token=abc; b=2', 'abc'],
    ['__Secure-tuneshop.session_token=xyz', 'xyz'],
    ['not-tuneshop.session_token=abc', undefined],
  ])('reads %j as %j', (header, token) => {
    expect(sessionTokenOf(header)).toBe(token)
  })
})

describe('SessionAudienceMemo', () => {
  const entry = {
    sessionUser: { id: 'u1', email: 'a@b.c', name: 'A' },
    audience: 'dealer' as const,
    preferredCurrency: 'EUR',
  }

  it('remembers a session for SESSION_ENTRY_TTL_MS, then forgets it', () => {
    let now = 1_000
    const memo = new SessionAudienceMemo(() => now)
    memo.set('t', entry)
    now += SESSION_ENTRY_TTL_MS - 1
    expect(memo.get('t')).toMatchObject(entry)
    now += 1
    expect(memo.get('t')).toBeUndefined()
  })

  it('keeps at most 10 000 sessions, dropping the oldest', () => {
    const memo = new SessionAudienceMemo(() => 0)
    for (let i = 0; i <= 10_000; i++) memo.set(`t${i}`, entry)
    expect(memo.get('t0')).toBeUndefined()
    expect(memo.get('t1')).toBeDefined()
    expect(memo.get('t10000')).toBeDefined()
  })
})
