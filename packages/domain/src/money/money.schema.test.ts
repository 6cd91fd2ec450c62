import { describe, expect, it } from 'vitest'
import { MoneySchema } from './money.schema'

describe('MoneySchema', () => {
  it('accepts integer minor units with an ISO code', () => {
    expect(MoneySchema.parse({ amount_minor: 4999, currency: 'USD' })).toEqual({ amount_minor: 4999, currency: 'USD' })
  })

  it.each<[unknown, string]>([
    [{ amount_minor: 49.99, currency: 'USD' }, 'a float amount'],
    [{ amount_minor: 4999, currency: 'usd' }, 'a lowercase code'],
    [{ amount_minor: 4999, currency: 'US' }, 'a short code'],
    [{ amount_minor: '4999', currency: 'USD' }, 'an amount as text'],
  ])('refuses %o (%s)', (input) => {
    expect(MoneySchema.safeParse(input).success).toBe(false)
  })
})
