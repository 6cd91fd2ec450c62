import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TaxRate } from './checkout.schema'
import { computeTax } from './compute-tax'

const rate = (over: Partial<TaxRate>): TaxRate => ({
  country: 'US',
  region: 'CA',
  name: 'Sales tax',
  rate_ppm: 72_500,
  inclusive: false,
  applies_to_shipping: false,
  ...over,
})

const RATES: TaxRate[] = [
  rate({}),
  rate({ country: 'CA', region: 'ON', name: 'HST', rate_ppm: 130_000, applies_to_shipping: true }),
  rate({ country: 'CA', region: 'BC', name: 'GST', rate_ppm: 50_000, applies_to_shipping: true }),
  rate({ country: 'CA', region: 'BC', name: 'PST', rate_ppm: 70_000 }),
  rate({ country: 'DE', region: '', name: 'VAT', rate_ppm: 190_000, inclusive: true, applies_to_shipping: true }),
]

describe('computeTax (decision 0028)', () => {
  it('US sales tax by the destination state, on the goods only, added on top', () => {
    expect(computeTax(RATES, { country: 'US', region: 'ca' }, { goods: 10_000, shipping: 1_500 })).toEqual({
      lines: [{ name: 'Sales tax', rate_ppm: 72_500, inclusive: false, amount_minor: 725 }],
      added: 725,
    })
  })

  it('a state without a rate pays none', () => {
    expect(computeTax(RATES, { country: 'US', region: 'OR' }, { goods: 10_000, shipping: 0 })).toEqual({
      lines: [],
      added: 0,
    })
  })

  it('Canada: HST in Ontario on goods and shipping; GST and PST in British Columbia', () => {
    expect(computeTax(RATES, { country: 'CA', region: 'ON' }, { goods: 10_000, shipping: 1_000 }).added).toBe(1_430)
    const bc = computeTax(RATES, { country: 'CA', region: 'BC' }, { goods: 10_000, shipping: 1_000 })
    expect(bc.lines.map((l) => [l.name, l.amount_minor])).toEqual([
      ['GST', 550],
      ['PST', 700],
    ])
    expect(bc.added).toBe(1_250)
  })

  it('EU VAT is the part already included in the price and adds nothing', () => {
    const result = computeTax(RATES, { country: 'DE', region: '' }, { goods: 11_900, shipping: 0 })
    expect(result).toEqual({
      lines: [{ name: 'VAT', rate_ppm: 190_000, inclusive: true, amount_minor: 1_900 }],
      added: 0,
    })
  })

  it('rounds half up to a whole minor unit', () => {
    // 7.25 % of 1 234 = 89.465 → 89; of 1 238 = 89.755 → 90
    expect(computeTax(RATES, { country: 'US', region: 'CA' }, { goods: 1_234, shipping: 0 }).added).toBe(89)
    expect(computeTax(RATES, { country: 'US', region: 'CA' }, { goods: 1_238, shipping: 0 }).added).toBe(90)
  })

  it('property: exclusive tax is within half a minor unit of the exact amount; inclusive never exceeds the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 300_000 }), (goods, ppm) => {
        const ex = computeTax([rate({ rate_ppm: ppm })], { country: 'US', region: 'CA' }, { goods, shipping: 0 })
        const exact = (goods * ppm) / 1_000_000
        expect(Math.abs(ex.added - exact)).toBeLessThanOrEqual(0.5 + 1e-6)
        const inc = computeTax(
          [rate({ rate_ppm: ppm, inclusive: true })],
          { country: 'US', region: 'CA' },
          {
            goods,
            shipping: 0,
          },
        )
        expect(inc.added).toBe(0)
        expect(inc.lines[0]?.amount_minor ?? 0).toBeLessThanOrEqual(goods)
        expect(Number.isInteger(inc.lines[0]?.amount_minor ?? 0)).toBe(true)
      }),
    )
  })

  it('refuses a fraction of a minor unit', () => {
    expect(() => computeTax(RATES, { country: 'US', region: 'CA' }, { goods: 1.5, shipping: 0 })).toThrow(RangeError)
  })
})
