import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hashDisclaimer } from './hash-disclaimer'
import { TUNE_DISCLAIMER_TEXT } from './pipeline.constants'
import { sha256Hex } from './sha256-hex'

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('FIPS 180-4 vector %j', (text, hex) => {
    expect(sha256Hex(text)).toBe(hex)
  })

  it('matches node:crypto on any text, across block boundaries and multi-byte characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'))
      }),
    )
  })
})

describe('hashDisclaimer', () => {
  it('hashes the disclaimer text by default; another wording gives another hash', () => {
    expect(hashDisclaimer()).toBe(createHash('sha256').update(TUNE_DISCLAIMER_TEXT).digest('hex'))
    expect(hashDisclaimer(`${TUNE_DISCLAIMER_TEXT} `)).not.toBe(hashDisclaimer())
  })
})
