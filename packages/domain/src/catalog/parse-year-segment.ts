/** SPEC §2: the word `Series` (exactly so capitalised) or a four-digit year with at most one decimal digit. */
const YEAR_SEGMENT = /^(?:Series|\d{4}(?:\.\d)?)$/

/**
 * Reads the year segment of a vehicle path (SPEC §2): `'2019'`, `'2019.5'` and `'Series'` come back
 * unchanged; anything else (`'19'`, `'2019.55'`, `'abc'`, `'series'`, `' 2019'`) is `null`, which the
 * routes answer with a 404. Case-sensitive so that each year has one canonical URL.
 */
export function parseYearSegment(segment: string): string | null {
  return YEAR_SEGMENT.test(segment) ? segment : null
}
