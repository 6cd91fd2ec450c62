// Issue 26 item 8: what a person types into the unit converter, read as a number, and the readings that measure
// nothing real (a pressure below a vacuum, a temperature below absolute zero, a lambda or AFR of zero or less).
import { convertUnit, type Unit } from './unit-conversions'

/** A typed number: digits with one optional decimal point or comma (`14.7`, `14,7`, `.5`, `-40`); null otherwise. */
export function parseReading(text: string): number | null {
  const trimmed = text.trim().replace(/\s+/g, '')
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return null
  const value = Number(trimmed.replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

export const READING_TEXTS = {
  notANumber: 'Enter a number, like 300 or 14,7.',
  negativePressure: 'An absolute pressure cannot be below zero (a perfect vacuum).',
  belowAbsoluteZero: 'No temperature is below absolute zero (−273.15 °C, −459.67 °F).',
  ratioNotPositive: 'An air-fuel ratio must be above zero.',
  lambdaNotPositive: 'Lambda must be above zero.',
  tooLarge: 'This number is too large to convert.',
} as const

/** Readings beyond this size are refused: no engine makes them, and the digits would run off the page. */
const LARGEST_READING = 1e9

/** Why `value` in `unit` is no reading (null when it is one). */
export function unitReadingProblem(value: number, unit: Unit): string | null {
  if (Math.abs(value) > LARGEST_READING) return READING_TEXTS.tooLarge
  if ((unit === 'psi' || unit === 'bar' || unit === 'kPa') && value < 0) return READING_TEXTS.negativePressure
  if ((unit === '°C' || unit === '°F') && convertUnit(value, unit, '°C') < -273.15) {
    return READING_TEXTS.belowAbsoluteZero
  }
  return null
}

/** Why an air-fuel ratio or a lambda is no reading (null when it is one). */
export function mixtureReadingProblem(value: number, kind: 'afr' | 'lambda'): string | null {
  if (Math.abs(value) > LARGEST_READING) return READING_TEXTS.tooLarge
  if (value <= 0) return kind === 'afr' ? READING_TEXTS.ratioNotPositive : READING_TEXTS.lambdaNotPositive
  return null
}
