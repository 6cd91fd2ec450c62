import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loginBackoffSeconds, loginThrottle, type LoginHistory, type LoginLimits } from './login-throttle'

const limits: LoginLimits = {
  maxPerAccountAndAddress: 5,
  maxPerAddress: 30,
  backoffAfter: 10,
  backoffMaxSeconds: 60,
  windowMs: 15 * 60_000,
}
const now = new Date('2026-01-01T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
const times = (n: number, secondsAgo = 60) => Array.from({ length: n }, (_, i) => ago(secondsAgo + i))
const clean: LoginHistory = { pair: [], address: [], account: { count: 0, last: null }, knownAddress: false }

describe('loginThrottle', () => {
  it('"no failures: the attempt goes ahead"', () => {
    expect(loginThrottle(clean, limits, now)).toEqual({ allowed: true })
  })

  it('"the tight limit is per (account, address)": the 6th attempt from the same pair waits for the window', () => {
    expect(loginThrottle({ ...clean, pair: times(4) }, limits, now).allowed).toBe(true)
    const verdict = loginThrottle({ ...clean, pair: [ago(600), ago(60), ago(50), ago(40), ago(30)] }, limits, now)
    // The oldest failure (10 minutes ago) leaves the 15-minute window in 5 minutes.
    expect(verdict).toEqual({ allowed: false, limit: 'account_and_address', retryAfterSeconds: 300 })
  })

  it('"an address has its own limit across accounts"', () => {
    const verdict = loginThrottle({ ...clean, address: times(30) }, limits, now)
    expect(verdict).toMatchObject({ allowed: false, limit: 'address' })
  })

  it('"an account\'s failures from everywhere only cost a back-off of seconds"', () => {
    const history = { ...clean, account: { count: 12, last: ago(1) } }
    expect(loginThrottle(history, limits, now)).toEqual({
      allowed: false,
      limit: 'account_backoff',
      retryAfterSeconds: 3,
    })
    expect(loginThrottle({ ...history, account: { count: 12, last: ago(4) } }, limits, now)).toEqual({ allowed: true })
  })

  it('"no back-off from an address the account holds a session from" (its owner at home)', () => {
    const history = { ...clean, account: { count: 500, last: ago(0) }, knownAddress: true }
    expect(loginThrottle(history, limits, now)).toEqual({ allowed: true })
  })

  it('"the back-off doubles from 1 s and is capped"', () => {
    expect([9, 10, 11, 12, 15, 16, 17, 1000].map((n) => loginBackoffSeconds(n, limits))).toEqual([
      0, 1, 2, 4, 32, 60, 60, 60,
    ])
  })

  it('property: a refusal never asks to wait longer than the window, nor the back-off longer than its cap', () => {
    const history = fc.record({
      pair: fc.array(fc.integer({ min: 0, max: 899 }).map(ago), { maxLength: 8 }),
      address: fc.array(fc.integer({ min: 0, max: 899 }).map(ago), { maxLength: 40 }),
      account: fc.record({ count: fc.nat(10_000), last: fc.option(fc.integer({ min: 0, max: 899 }).map(ago)) }),
      knownAddress: fc.boolean(),
    })
    fc.assert(
      fc.property(history, (h) => {
        const verdict = loginThrottle(h, limits, now)
        if (verdict.allowed) return
        expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(1)
        expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(limits.windowMs / 1000)
        if (verdict.limit === 'account_backoff') {
          expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(limits.backoffMaxSeconds)
          expect(h.knownAddress).toBe(false)
        }
      }),
    )
  })

  it('property: failures of other pairs and addresses alone never block an attempt for longer than the cap', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 0, max: 899 }), (count, last) => {
        const verdict = loginThrottle({ ...clean, account: { count, last: ago(last) } }, limits, now)
        if (!verdict.allowed) expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(60)
      }),
    )
  })
})
