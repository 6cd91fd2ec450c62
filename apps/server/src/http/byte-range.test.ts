import { describe, expect, it } from 'vitest'
import { parseByteRange } from './byte-range'

describe('parseByteRange (RFC 9110 §14.1.2, one range of a 1000-byte file)', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-199', { start: 100, end: 199 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['BYTES = 10 - 19', { start: 10, end: 19 }],
  ])('%s → %o', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range)
  })

  it.each<[string | undefined, string]>([
    [undefined, 'no header'],
    ['bytes=1000-', 'starts past the end (unsatisfiable)'],
    ['bytes=200-100', 'ends before it starts'],
    ['bytes=-0', 'an empty suffix'],
    ['bytes=-', 'neither end'],
    ['bytes=0-99,200-299', 'several ranges'],
    ['items=0-9', 'another unit'],
    ['bytes=0x10-20', 'not digits'],
  ])('%s (%s) → the whole file', (header) => {
    expect(parseByteRange(header, 1000)).toBeNull()
  })

  it('an empty file has no range', () => {
    expect(parseByteRange('bytes=0-', 0)).toBeNull()
  })
})
