import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from './app-error'
import { assertWithinLimit, HOUR_MS, retryAfterSeconds } from './hourly-limit'

const now = new Date('2026-11-27T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)

describe('the public forms’ hourly limit', () => {
  it('has room below the limit, whenever the oldest request was', () => {
    expect(retryAfterSeconds({ n: 4, oldest: ago(1000) }, 5, now)).toBeNull()
    expect(retryAfterSeconds({ n: 0, oldest: null }, 5, now)).toBeNull()
  })

  it('tells a full window when its oldest request leaves the hour', () => {
    expect(retryAfterSeconds({ n: 5, oldest: ago(HOUR_MS - 90_000) }, 5, now)).toBe(90)
    expect(retryAfterSeconds({ n: 7, oldest: ago(10 * 60_000) }, 5, now)).toBe(50 * 60)
  })

  it('asks for at least a second, never zero or less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 2 * HOUR_MS }), (limit, age) => {
        const wait = retryAfterSeconds({ n: limit, oldest: ago(age) }, limit, now)
        expect(wait).not.toBeNull()
        expect(wait!).toBeGreaterThanOrEqual(1)
        expect(wait!).toBeLessThanOrEqual(HOUR_MS / 1000)
      }),
    )
  })

  it('answers a full window with 429 and Retry-After', () => {
    let thrown: unknown
    try {
      assertWithinLimit({ n: 10, oldest: ago(HOUR_MS - 5_000) }, 10, now)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(AppError)
    expect((thrown as AppError).status).toBe(429)
    expect((thrown as AppError).headers).toEqual({ 'Retry-After': '5' })
    expect(() => assertWithinLimit({ n: 9, oldest: ago(1) }, 10, now)).not.toThrow()
  })
})
