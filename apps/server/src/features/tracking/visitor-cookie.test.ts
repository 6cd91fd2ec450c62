import { describe, expect, it } from 'vitest'
import { hasVisitorId, newVisitorCookie } from './visitor-cookie'

describe('the visitor cookie on page responses', () => {
  const made = newVisitorCookie(false)
  const pair = made.split(';')[0]!

  it('is a fresh httpOnly id for a year, Secure only on https', () => {
    expect(made).toMatch(
      /^tuneshop\.vid=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    )
    expect(newVisitorCookie(true)).toMatch(/; Secure$/)
    expect(newVisitorCookie(false)).not.toBe(made)
  })

  it('is recognised in a Cookie header, wherever it stands', () => {
    expect(hasVisitorId(pair)).toBe(true)
    expect(hasVisitorId(`a=1; ${pair}; b=2`)).toBe(true)
  })

  it('is missing from no header, other cookies, a malformed id or a look-alike name', () => {
    expect(hasVisitorId(undefined)).toBe(false)
    expect(hasVisitorId('a=1; b=2')).toBe(false)
    expect(hasVisitorId('tuneshop.vid=not-a-uuid')).toBe(false)
    expect(hasVisitorId(`x${pair}`)).toBe(false)
  })
})
