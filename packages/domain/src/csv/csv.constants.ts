/** RFC 4180 §2: records end with CRLF. */
export const CSV_LINE_END = '\r\n'

/**
 * First characters that make a spreadsheet read a text cell as a formula (OWASP "CSV injection"): `=`, `+`, `-`,
 * `@`, and tab and carriage return, which some spreadsheets skip before looking for one of the others.
 */
export const CSV_FORMULA_TRIGGERS: ReadonlySet<string> = new Set(['=', '+', '-', '@', '\t', '\r'])

/** What a text cell starting with a formula trigger gets in front of it: an apostrophe, shown by no spreadsheet. */
export const CSV_FORMULA_ESCAPE = "'"
