import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { afrToLambda, FUEL_LABELS, FUELS, lambdaToAfr, STOICHIOMETRIC_AFR } from './air-fuel-ratio'

describe('air-fuel ratio and lambda (issue 26 item 8)', () => {
  it('puts every fuel at lambda 1 at its stoichiometric ratio', () => {
    for (const fuel of FUELS) {
      expect(afrToLambda(STOICHIOMETRIC_AFR[fuel], fuel)).toBe(1)
      expect(FUEL_LABELS[fuel]).toBeTruthy()
    }
  })

  it('reads the figures a tuner knows', () => {
    expect(afrToLambda(12.5, 'gasoline')).toBeCloseTo(0.85034, 5)
    expect(lambdaToAfr(0.8, 'e85')).toBeCloseTo(7.812, 6)
    expect(lambdaToAfr(1.2, 'diesel')).toBeCloseTo(17.4, 9)
  })

  it('comes back to the same lambda through the ratio, for every fuel', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FUELS), fc.double({ min: 0.5, max: 2, noNaN: true }), (fuel, lambda) => {
        const back = afrToLambda(lambdaToAfr(lambda, fuel), fuel)
        expect(Math.abs(back - lambda)).toBeLessThanOrEqual(1e-12)
      }),
      { numRuns: 10_000 },
    )
  })

  it("puts a rich mixture (lambda below 1) below the fuel's stoichiometric ratio", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FUELS), fc.double({ min: 0.5, max: 0.999, noNaN: true }), (fuel, lambda) => {
        expect(lambdaToAfr(lambda, fuel)).toBeLessThan(STOICHIOMETRIC_AFR[fuel])
      }),
    )
  })
})
