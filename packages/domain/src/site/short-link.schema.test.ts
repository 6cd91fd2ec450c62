import { describe, expect, it } from 'vitest'
import { isShortLinkHash, ShortLinkTargetSchema } from './short-link.schema'

describe('short link hashes (SPEC §2 /{hash})', () => {
  it.each(['aB3dE9', 'x7Kq2mPz', 'A1b2C3d4E5'])('%s is a hash', (hash) => expect(isShortLinkHash(hash)).toBe(true))
  it.each(['careers', 'forbidden', 'checkout', '123456', 'ab3', 'abcdefghij1', 'ab-3cd', 'index.html'])(
    '%s is not (a real route is never shadowed)',
    (segment) => expect(isShortLinkHash(segment)).toBe(false),
  )
})

describe('short link targets', () => {
  it.each(['/', '/catalog', '/blog/?tag=Dealer', '/products/fz3/'])('%s is a path of ours', (path) => {
    expect(ShortLinkTargetSchema.safeParse(path).success).toBe(true)
  })
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'catalog', '/a b'])('%s is refused', (path) => {
    expect(ShortLinkTargetSchema.safeParse(path).success).toBe(false)
  })
})
