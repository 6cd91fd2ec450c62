import { CSV_FORMULA_ESCAPE, CSV_FORMULA_TRIGGERS } from './csv.constants'
import type { CsvValue } from './csv-number'

const NEEDS_QUOTES = /[",\r\n]/

/**
 * One CSV cell (RFC 4180): a cell holding a comma, a double quote, CR or LF is quoted, its quotes doubled. A text
 * cell starting with `=`, `+`, `-`, `@`, tab or CR first gets a leading `'` (formula injection); numbers
 * (`number`, `bigint`, `csvNumber`) are written as they are. null and undefined are an empty cell.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`)
    return String(value)
  }
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'object') return value.csvNumber
  const text = CSV_FORMULA_TRIGGERS.has(value.charAt(0)) ? `${CSV_FORMULA_ESCAPE}${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
