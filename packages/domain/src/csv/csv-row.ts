import { CSV_LINE_END } from './csv.constants'
import { csvCell } from './csv-cell'
import type { CsvValue } from './csv-number'

/** One CSV record (RFC 4180): its cells escaped by `csvCell`, separated by commas, ended with CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + CSV_LINE_END
}
