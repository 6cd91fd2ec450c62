import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditsForTunes, hasCredits, type CreditTune } from './credits-for-tunes'

const tune = (over: Partial<CreditTune> = {}): CreditTune => ({
  id: 1,
  kind: 'ecu',
  isStock: false,
  optional: false,
  giveSplitCredits: false,
  splitEcuCreditAmt: 0,
  splitTcuCreditAmt: 0,
  splitAwdCreditAmt: 0,
  ...over,
})

describe('creditsForTunes (catalog give_split_credits, split_*_credit_amt)', () => {
  it('a main tune takes one credit of its own kind', () => {
    expect(creditsForTunes([tune(), tune({ id: 2, kind: 'tcu' })])).toEqual({
      ok: true,
      credits: { ecu: 1, tcu: 1, awd: 0 },
    })
  })

  it('a tune giving split credits takes its split ECU/TCU/AWD amounts instead', () => {
    const split = tune({ giveSplitCredits: true, splitEcuCreditAmt: 1, splitTcuCreditAmt: 1, splitAwdCreditAmt: 1 })
    expect(creditsForTunes([split])).toEqual({ ok: true, credits: { ecu: 1, tcu: 1, awd: 1 } })
  })

  it('add-ons take no credit, the same tune twice counts once, a stock tune is refused', () => {
    expect(creditsForTunes([tune(), tune(), tune({ id: 3, optional: true })])).toEqual({
      ok: true,
      credits: { ecu: 1, tcu: 0, awd: 0 },
    })
    expect(creditsForTunes([tune({ id: 9, isStock: true })])).toEqual({ ok: false, reason: 'stock-tune', tuneId: 9 })
  })

  it('property: credits are whole, never negative, and at most one per main tune unless split', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            id: fc.integer({ min: 1, max: 30 }),
            kind: fc.constantFrom('ecu' as const, 'tcu' as const, 'awd' as const),
            isStock: fc.constant(false),
            optional: fc.boolean(),
            giveSplitCredits: fc.constant(false),
            splitEcuCreditAmt: fc.integer({ min: -3, max: 5 }),
            splitTcuCreditAmt: fc.integer({ min: -3, max: 5 }),
            splitAwdCreditAmt: fc.integer({ min: -3, max: 5 }),
          }),
          { selector: (tune) => tune.id },
        ),
        (tunes) => {
          const result = creditsForTunes(tunes)
          if (!result.ok) throw new Error('refused')
          const total = result.credits.ecu + result.credits.tcu + result.credits.awd
          expect(total).toBe(new Set(tunes.filter((t) => !t.optional).map((t) => t.id)).size)
          expect(hasCredits(result.credits)).toBe(total > 0)
        },
      ),
    )
  })
})
