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
    ['a'.repeat(55), '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318'],
    ['a'.repeat(56), 'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a'],
    ['a'.repeat(64), 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb'],
    ['x'.repeat(1000), '44f8354494a5ba03ba1792a8d3e9c534c47a9181980fde7a3f44b06ef2ae7c7f'],
    ['Ünïcödé 🚗 tune', '28b814b5ef5c9361be8e8d7b3dfe36b8c92738634342eb5fb9b2e3d503c442b7'],
  ])('FIPS 180-4 vector and block boundaries %#', (text, hex) => {
    expect(sha256Hex(text)).toBe(hex)
  })

  it('matches Web Crypto on any text, across block boundaries and multi-byte characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), async (text) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
        const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
        expect(sha256Hex(text)).toBe(hex)
      }),
    )
  })
})

describe('hashDisclaimer', () => {
  it('hashes the disclaimer text by default; another wording gives another hash', () => {
    expect(hashDisclaimer()).toBe(sha256Hex(TUNE_DISCLAIMER_TEXT))
    expect(hashDisclaimer(`${TUNE_DISCLAIMER_TEXT} `)).not.toBe(hashDisclaimer())
  })
})
