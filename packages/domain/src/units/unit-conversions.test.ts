import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convertUnit, UNIT_QUANTITIES, UNITS, unitsOf, type Unit } from './unit-conversions'

/** Equal within a relative 1e-9 (and an absolute 1e-9 near zero): floating point, not a different answer. */
const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)))

describe('unit conversions (issue 26 item 8)', () => {
  it.each([
    [100, 'kW', 'hp', 134.102208884],
    [100, 'kW', 'PS', 135.96216173],
    [300, 'hp', 'kW', 223.709961475],
    [100, 'lb-ft', 'Nm', 135.581794833],
    [500, 'Nm', 'lb-ft', 368.781074582],
    [1, 'bar', 'psi', 14.503773773],
    [20, 'psi', 'kPa', 137.895145863],
    [250, 'kPa', 'bar', 2.5],
    [100, '°C', '°F', 212],
    [-40, '°F', '°C', -40],
    [32, '°F', '°C', 0],
  ] as [number, Unit, Unit, number][])('%d %s is %d %s', (value, from, to, expected) => {
    close(convertUnit(value, from, to), expected)
  })

  it('lists every unit under exactly one quantity', () => {
    const listed = UNIT_QUANTITIES.flatMap((quantity) => unitsOf(quantity))
    expect(listed.sort()).toEqual((Object.keys(UNITS) as Unit[]).sort())
    for (const quantity of UNIT_QUANTITIES) expect(unitsOf(quantity).length).toBeGreaterThanOrEqual(2)
  })

  it('refuses to turn one quantity into another', () => {
    expect(() => convertUnit(100, 'hp', 'Nm')).toThrow('Cannot convert power to torque')
  })

  const sameQuantityPair = fc
    .constantFrom(...UNIT_QUANTITIES)
    .chain((quantity) => fc.tuple(fc.constantFrom(...unitsOf(quantity)), fc.constantFrom(...unitsOf(quantity))))
  const reading = fc.double({ min: -1e6, max: 1e6, noNaN: true })

  it('comes back to the same value converted there and back', () => {
    fc.assert(
      fc.property(sameQuantityPair, reading, ([from, to], value) => {
        close(convertUnit(convertUnit(value, from, to), to, from), value)
      }),
      { numRuns: 10_000 },
    )
  })

  it('goes through a third unit to the same answer as directly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UNIT_QUANTITIES).chain((quantity) => {
          const unit = fc.constantFrom(...unitsOf(quantity))
          return fc.tuple(unit, unit, unit)
        }),
        reading,
        ([a, b, c], value) => {
          close(convertUnit(convertUnit(value, a, b), b, c), convertUnit(value, a, c))
        },
      ),
      { numRuns: 5_000 },
    )
  })

  it('keeps order: a larger reading stays larger in any unit of its quantity', () => {
    fc.assert(
      fc.property(sameQuantityPair, reading, reading, ([from, to], x, y) => {
        fc.pre(x < y)
        expect(convertUnit(x, from, to)).toBeLessThanOrEqual(convertUnit(y, from, to))
      }),
    )
  })
})
