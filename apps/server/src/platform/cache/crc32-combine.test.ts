import { crc32 } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { crc32Combine, crc32ShiftFor } from './crc32-combine'

describe('crc32Combine', () => {
  it('gives the CRC-32 of a concatenation from its parts, as zlib computes it over the whole', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
        const whole = crc32(Buffer.concat([a, b]))
        expect(crc32Combine(crc32(Buffer.from(a)), crc32(Buffer.from(b)), crc32ShiftFor(b.length))).toBe(whole)
      }),
    )
  })

  it('holds for parts of tens of kilobytes (a cached page)', () => {
    const a = Buffer.alloc(41_000, 'a')
    const b = Buffer.from('<p>after the nonce</p>'.repeat(900))
    expect(crc32Combine(crc32(a), crc32(b), crc32ShiftFor(b.length))).toBe(crc32(Buffer.concat([a, b])))
  })

  it('leaves a CRC as it is when the part after it is empty', () => {
    expect(crc32Combine(crc32('abc'), 0, crc32ShiftFor(0))).toBe(crc32('abc'))
  })
})
