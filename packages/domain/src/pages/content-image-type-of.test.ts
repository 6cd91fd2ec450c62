import { describe, expect, it } from 'vitest'
import { contentImageTypeOf } from './content-image-type-of'

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new TextEncoder().encode(text)

describe('contentImageTypeOf', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/webp', ascii('RIFF\0\0\0\0WEBPVP8 ')],
    ['image/gif', ascii('GIF89a\x01\0')],
    ['image/gif', ascii('GIF87a\x01\0')],
  ])('tells %s by its first bytes', (type, head) => {
    expect(contentImageTypeOf(head)).toBe(type)
  })

  it.each([
    ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>')],
    ['HTML', ascii('<!doctype html>')],
    ['a RIFF that is no WebP', ascii('RIFF\0\0\0\0WAVEfmt ')],
    ['nothing', bytes()],
  ])('refuses %s', (_, head) => {
    expect(contentImageTypeOf(head)).toBeNull()
  })
})
