import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CSV_FORMULA_TRIGGERS } from './csv.constants'
import { csvNumber } from './csv-number'
import { csvRow } from './csv-row'
import { parseCsv } from './csv.test-fixtures'

/** What a text cell reads back as: the text, with the formula escape in front where its first character needs it. */
const readBack = (text: string) => (CSV_FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text)

describe('csvRow', () => {
  it('joins cells with commas and ends the record with CRLF', () => {
    expect(csvRow(['id', 'memo', csvNumber('-12.50'), 3n, null])).toBe('id,memo,-12.50,3,\r\n')
  })

  it('property: any rows of text read back cell for cell (escaped where they could be a formula)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 2, maxLength: 6 })), (rows) => {
        const text = rows.map(csvRow).join('')
        expect(parseCsv(text)).toEqual(rows.map((row) => row.map(readBack)))
      }),
      { numRuns: 100 },
    )
  })

  it('property: a text cell starting with a formula trigger always reads back with the escape first', () => {
    const trigger = fc.constantFrom(...CSV_FORMULA_TRIGGERS)
    fc.assert(
      fc.property(trigger, fc.string(), fc.string(), (first, rest, other) => {
        const [record] = parseCsv(csvRow([other, `${first}${rest}`]))
        expect(record![1]).toBe(`'${first}${rest}`)
        for (const cell of record!) expect(CSV_FORMULA_TRIGGERS.has(cell.charAt(0))).toBe(false)
      }),
    )
  })

  it('property: integers, bigints and decimal numbers read back unchanged', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 99 }))
      .map(
        ([whole, cents]) => `${whole < 0n ? '-' : ''}${whole < 0n ? -whole : whole}.${String(cents).padStart(2, '0')}`,
      )
    fc.assert(
      fc.property(fc.integer(), fc.bigInt(), decimal, (int, big, text) => {
        expect(parseCsv(csvRow([int, big, csvNumber(text)]))).toEqual([[String(int), big.toString(), text]])
      }),
    )
  })
})
