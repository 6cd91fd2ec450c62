import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyCodesToLines, type CodeLine, type ScopedCode } from './apply-codes-to-lines'

const tool: CodeLine = { productId: 7, category: 'flash-tools', lineTotalMinor: 54900 }
const tunes: CodeLine = { productId: null, category: 'catalog-tune', lineTotalMinor: 109700 }
const fee: CodeLine = { productId: null, category: 'install-fee', lineTotalMinor: 15000 }
const winter: ScopedCode = { code: 'WINTER15', kind: 'percent', percent: 15, productId: null, category: null }

describe('applyCodesToLines (decision 0068)', () => {
  it('takes a store-wide code off the bundle tool and not off tunes or fees', () => {
    expect(applyCodesToLines([tunes, tool, fee], [winter], 'USD')).toEqual([{ code: 'WINTER15', amountMinor: 8235 }])
  })
  it('applies a category code to the lines of its category only', () => {
    const merch: ScopedCode = { ...winter, code: 'MERCH10', percent: 10, category: 'merch' }
    expect(applyCodesToLines([tunes, tool], [merch], 'USD')).toEqual([])
    expect(applyCodesToLines([tool], [{ ...merch, category: 'flash-tools' }], 'USD')).toEqual([
      { code: 'MERCH10', amountMinor: 5490 },
    ])
  })
  it('applies a product code to that product only', () => {
    const code: ScopedCode = {
      code: 'FZ3',
      kind: 'amount',
      amountsByCurrency: { USD: 1000 },
      productId: 8,
      category: null,
    }
    expect(applyCodesToLines([tool], [code], 'USD')).toEqual([])
    expect(applyCodesToLines([tool], [{ ...code, productId: 7 }], 'USD')).toEqual([{ code: 'FZ3', amountMinor: 1000 }])
  })
  it('never takes more than the subtotal, whatever the lines and codes (property)', () => {
    const line = fc.record({
      productId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      category: fc.constantFrom('flash-tools', 'merch', 'catalog-tune'),
      lineTotalMinor: fc.integer({ min: 0, max: 10_000_000 }),
    })
    const scope = {
      productId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      category: fc.option(fc.constantFrom('flash-tools', 'merch'), { nil: null }),
    }
    const code = fc.oneof(
      fc.record({
        code: fc.string(),
        kind: fc.constant('percent' as const),
        percent: fc.integer({ min: 1, max: 100 }),
        ...scope,
      }),
      fc.record({
        code: fc.string(),
        kind: fc.constant('amount' as const),
        amountsByCurrency: fc.record({ USD: fc.integer({ min: 0, max: 20_000_000 }) }),
        ...scope,
      }),
    )
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.array(code, { maxLength: 4 }), (lines, codes) => {
        const applied = applyCodesToLines(lines, codes, 'USD')
        const subtotal = lines.reduce((sum, l) => sum + l.lineTotalMinor, 0)
        const goods = lines.filter((l) => l.productId !== null).reduce((sum, l) => sum + l.lineTotalMinor, 0)
        const off = applied.reduce((sum, a) => sum + a.amountMinor, 0)
        expect(off).toBeLessThanOrEqual(subtotal)
        // Lines that sell no store product are never discounted.
        expect(off).toBeLessThanOrEqual(goods * codes.length)
        for (const a of applied) expect(a.amountMinor).toBeGreaterThan(0)
      }),
    )
  })
})
