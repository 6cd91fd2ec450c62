import { describe, expect, it } from 'vitest'
import { mixtureReadingProblem, parseReading, READING_TEXTS, unitReadingProblem } from './reading'

describe('a typed reading (issue 26 item 8)', () => {
  it.each([
    ['300', 300],
    [' 14.7 ', 14.7],
    ['14,7', 14.7],
    ['.5', 0.5],
    [',5', 0.5],
    ['-40', -40],
    ['+3', 3],
    ['1 000', 1000],
    ['12.', 12],
  ])('reads %j as %d', (text, value) => {
    expect(parseReading(text)).toBe(value)
  })

  it.each(['', 'abc', '1.2.3', '1,2,3', '1,234.5', '--1', '1e5', '0x10', 'Infinity', 'NaN', '-'])(
    'refuses %j',
    (text) => {
      expect(parseReading(text)).toBeNull()
    },
  )

  it('names what measures nothing real', () => {
    expect(unitReadingProblem(-0.1, 'bar')).toBe(READING_TEXTS.negativePressure)
    expect(unitReadingProblem(0, 'psi')).toBeNull()
    expect(unitReadingProblem(-273.15, '°C')).toBeNull()
    expect(unitReadingProblem(-274, '°C')).toBe(READING_TEXTS.belowAbsoluteZero)
    expect(unitReadingProblem(-460, '°F')).toBe(READING_TEXTS.belowAbsoluteZero)
    expect(unitReadingProblem(-50, 'Nm')).toBeNull()
    expect(unitReadingProblem(2e9, 'hp')).toBe(READING_TEXTS.tooLarge)
    expect(mixtureReadingProblem(0, 'lambda')).toBe(READING_TEXTS.lambdaNotPositive)
    expect(mixtureReadingProblem(-1, 'afr')).toBe(READING_TEXTS.ratioNotPositive)
    expect(mixtureReadingProblem(0.85, 'lambda')).toBeNull()
  })
})
