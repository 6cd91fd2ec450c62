/** A cell holding a number: written as it is, never prefixed, so `-12.50` stays a number in a spreadsheet. */
export type CsvNumber = { readonly csvNumber: string }

/** What a CSV cell may hold: text (escaped when it could be a formula), a number, or nothing (an empty cell). */
export type CsvValue = string | number | bigint | CsvNumber | null | undefined

const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * Marks a decimal string (`-12.50`, `3`) as a number cell, written without the formula escape. Anything that
 * is not a plain decimal (`-1+2`, `1e5`, ` 3`) throws a RangeError: only text that cannot be a formula is let through.
 */
export function csvNumber(text: string): CsvNumber {
  if (!DECIMAL.test(text)) throw new RangeError(`not a decimal number: ${JSON.stringify(text)}`)
  return { csvNumber: text }
}
