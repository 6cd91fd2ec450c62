import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceTuneEstimate } from './price-tune-estimate'
import type { PricedTune } from './tune-estimate.schema'

const tune = (id: number, over: Partial<PricedTune> = {}): PricedTune => ({
  id,
  name: `Tune ${id}`,
  isStock: false,
  optional: false,
  price: 50000,
  addonprice: 10000,
  dealerprice: 40000,
  dealeraddonprice: 8000,
  ...over,
})
const TUNES = [
  tune(1, { isStock: true, name: 'Stock' }),
  tune(2),
  tune(3, { price: 70000 }),
  tune(4, { optional: true }),
]

describe('priceTuneEstimate', () => {
  it('prices sets at price and options at addonprice, in the given currency', () => {
    const result = priceTuneEstimate(TUNES, { tune_sets: [2], tune_options: [4] }, { currency: 'USD' })
    expect(result).toEqual({
      ok: true,
      estimate: {
        currency: 'USD',
        lines: [
          { tune_id: 2, name: 'Tune 2', kind: 'set', amount_minor: 50000 },
          { tune_id: 4, name: 'Tune 4', kind: 'option', amount_minor: 10000 },
        ],
        subtotal_minor: 60000,
        discount_minor: 0,
        discount_codes: [],
        total_minor: 60000,
      },
    })
  })

  it('uses the dealer columns for a dealer and counts a repeated id once', () => {
    const result = priceTuneEstimate(TUNES, { tune_sets: [2, 2], tune_options: [4] }, { currency: 'USD', dealer: true })
    expect(result.ok && result.estimate.total_minor).toBe(48000)
  })

  it.each([
    [{ tune_sets: [], tune_options: [] }, 'tune_sets', 'Choose at least one tune.'],
    [{ tune_sets: [99], tune_options: [] }, 'tune_sets', 'Tune 99 is not available for this vehicle.'],
    [{ tune_sets: [1], tune_options: [] }, 'tune_sets', 'Stock is the stock tune and cannot be ordered.'],
    [{ tune_sets: [4], tune_options: [] }, 'tune_sets', 'Tune 4 is an add-on; choose it as an option.'],
    [{ tune_sets: [2], tune_options: [3] }, 'tune_options', 'Tune 3 is not an add-on; choose it as a tune.'],
  ])('refuses %j', (selection, field, message) => {
    expect(priceTuneEstimate(TUNES, selection, { currency: 'USD' })).toEqual({
      ok: false,
      errors: { [field]: [message] },
    })
  })

  it('applies discount codes in order on what is left', () => {
    const result = priceTuneEstimate(
      TUNES,
      { tune_sets: [2], tune_options: [] },
      {
        currency: 'USD',
        discountCodes: [
          { code: 'TEN', kind: 'percent', percent: 10 },
          { code: 'FIVE', kind: 'amount', amountsByCurrency: { USD: 5000 } },
        ],
      },
    )
    expect(result.ok && result.estimate).toMatchObject({
      subtotal_minor: 50000,
      discount_minor: 10000,
      discount_codes: ['TEN', 'FIVE'],
      total_minor: 40000,
    })
  })

  it('property: total = subtotal − discount, never negative, subtotal = sum of lines', () => {
    const priced = fc.record({
      price: fc.integer({ min: 0, max: 10_000_000 }),
      addonprice: fc.integer({ min: 0, max: 10_000_000 }),
    })
    fc.assert(
      fc.property(
        fc.array(priced, { minLength: 1, maxLength: 6 }),
        fc.array(priced, { maxLength: 4 }),
        fc.array(
          fc.oneof(
            fc.record({
              code: fc.constant('P'),
              kind: fc.constant('percent' as const),
              percent: fc.integer({ min: 1, max: 100 }),
            }),
            fc.record({
              code: fc.constant('A'),
              kind: fc.constant('amount' as const),
              amountsByCurrency: fc.record({ EUR: fc.integer({ min: 1, max: 20_000_000 }) }),
            }),
          ),
          { maxLength: 3 },
        ),
        (sets, addOns, codes) => {
          const tunes = [
            ...sets.map((p, i) => tune(i + 1, p)),
            ...addOns.map((p, i) => tune(100 + i, { ...p, optional: true })),
          ]
          const result = priceTuneEstimate(
            tunes,
            { tune_sets: sets.map((_, i) => i + 1), tune_options: addOns.map((_, i) => 100 + i) },
            { currency: 'EUR', discountCodes: codes },
          )
          if (!result.ok) throw new Error('expected ok')
          const { lines, subtotal_minor, discount_minor, total_minor } = result.estimate
          expect(subtotal_minor).toBe(lines.reduce((sum, line) => sum + line.amount_minor, 0))
          expect(total_minor).toBe(subtotal_minor - discount_minor)
          expect(total_minor).toBeGreaterThanOrEqual(0)
          expect(Number.isInteger(total_minor)).toBe(true)
        },
      ),
    )
  })
})
