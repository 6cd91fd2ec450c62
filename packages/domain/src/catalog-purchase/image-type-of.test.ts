import { describe, expect, it } from 'vitest'
import { imageTypeOf } from './image-type-of'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('imageTypeOf (trade-in photos are images only, by their bytes)', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['WebP', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), 'image/webp'],
  ])('%s is recognised', (_name, head, type) => {
    expect(imageTypeOf(head)).toBe(type)
  })

  it.each([
    ['SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a script', new TextEncoder().encode('#!/bin/sh\nrm -rf /')],
    ['a RIFF that is not WebP (WAV)', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45)],
    ['empty', bytes()],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
  ])('%s is not an image', (_name, head) => {
    expect(imageTypeOf(head)).toBeNull()
  })
})
