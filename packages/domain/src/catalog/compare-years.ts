import { SERIES_YEAR } from './catalog.constants'

/**
 * Orders two years for display (SPEC §5 "Years sort descending numerically"): the newer year first,
 * `2019.5` before `2019`, and `Series` after every numbered year (a catch-all for a whole model series,
 * so visitors see the real years first). A comparator for `Array.prototype.sort`.
 */
export function compareYears(a: string, b: string): number {
  if (a === b) return 0
  if (a === SERIES_YEAR) return 1
  if (b === SERIES_YEAR) return -1
  return Number(b) - Number(a)
}
