import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartEntryHash } from './cart-entry-hash'
import { productEntry } from './cart.test-fixtures'

describe('cartEntryHash', () => {
  it('is stable and ignores quantity and option order', () => {
    const a = productEntry('cable', [
      [1, '3 m'],
      [2, 'Black'],
    ])
    const b = productEntry(
      'cable',
      [
        [2, 'Black'],
        [1, '3 m'],
      ],
      7,
    )
    expect(cartEntryHash(a)).toBe(cartEntryHash(b))
    expect(cartEntryHash(a)).toMatch(/^[0-9a-z]+$/)
  })
  it('differs for different identities (property, no collisions among distinct slugs)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 30 }), (slugs) => {
        const hashes = new Set(slugs.map((slug) => cartEntryHash(productEntry(slug))))
        expect(hashes.size).toBe(slugs.length)
      }),
    )
  })
})
