import { describe, expect, it } from 'vitest'
import { AttributionTagSchema } from './attribution-tag.schema'
import { isAttributionTag } from './is-attribution-tag'
import { shouldSendAttribution } from './should-send-attribution'

const AT = 1_800_000_000_000

describe('shouldSendAttribution (SPEC §9 "Tag attribution re-send: at most once per hour")', () => {
  it.each([
    ['never sent', null, 'SPRING24', 0, true],
    ['same tag a minute later', { tag: 'SPRING24', sentAt: AT }, 'SPRING24', 60_000, false],
    ['same tag 59:59 later', { tag: 'SPRING24', sentAt: AT }, 'SPRING24', 3_599_999, false],
    ['same tag an hour later', { tag: 'SPRING24', sentAt: AT }, 'SPRING24', 3_600_000, true],
    ['another tag at once', { tag: 'SPRING24', sentAt: AT }, 'DEALER7', 1, true],
    ['sent "in the future" (clock changed)', { tag: 'SPRING24', sentAt: AT }, 'SPRING24', -5_000, true],
  ])('%s', (_case, last, tag, elapsed, send) => {
    expect(shouldSendAttribution(last, tag, AT + elapsed)).toBe(send)
  })
})

describe('AttributionTagSchema', () => {
  it.each(['SPRING24', 'dealer-7', 'a.b_c', ' X '])('%j is a tag', (tag) => {
    expect(AttributionTagSchema.safeParse(tag).success).toBe(true)
    expect(isAttributionTag(tag)).toBe(true)
  })
  it.each(['', ' ', '-x', 'a b', '<script>', 'x'.repeat(65)])('%j is refused', (tag) => {
    expect(AttributionTagSchema.safeParse(tag).success).toBe(false)
    expect(isAttributionTag(tag)).toBe(false)
  })
})
