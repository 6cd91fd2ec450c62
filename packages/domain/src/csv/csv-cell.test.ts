import { describe, expect, it } from 'vitest'
import { csvCell } from './csv-cell'
import { csvNumber } from './csv-number'

describe('csvCell (RFC 4180 quoting, formula-injection-safe text)', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['line\nfeed', '"line\nfeed"'],
    ['=1+1', "'=1+1"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-12.50', "'-12.50"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=1', 'a=1'],
  ])('text %j is written %j', (text, written) => {
    expect(csvCell(text)).toBe(written)
  })

  it('writes numbers as they are: a negative amount stays a number', () => {
    expect(csvCell(-1250)).toBe('-1250')
    expect(csvCell(-1250n)).toBe('-1250')
    expect(csvCell(csvNumber('-12.50'))).toBe('-12.50')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('lets only plain decimals through as numbers', () => {
    for (const text of ['-1+2', '=1', '1e5', ' 3', '', '1.', '.5', '--1']) {
      expect(() => csvNumber(text)).toThrow(RangeError)
    }
    expect(() => csvCell(Number.NaN)).toThrow(RangeError)
  })
})
