import { compareYears } from './compare-years'

/**
 * Returns the years sorted for display (SPEC §5): descending numerically, `Series` last, duplicates kept.
 * Does not change its input.
 */
export function sortYears(years: readonly string[]): string[] {
  return [...years].sort(compareYears)
}
