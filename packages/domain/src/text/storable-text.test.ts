import { describe, expect, it } from 'vitest'
import { isStorableText, unstorableTextPaths } from './storable-text'

describe('storable text (issue 20: PostgreSQL refuses U+0000 in text)', () => {
  it('refuses NUL and only NUL', () => {
    expect(isStorableText('a\u0000b')).toBe(false)
    expect(isStorableText('\u0001 é 日本 🚗 \ufffd')).toBe(true)
  })

  it('names the path of every unstorable string in a parsed body, keys included', () => {
    const body = { email: 'a\u0000@b.c', items: [{ note: 'ok' }, { note: '\u0000' }], ['k\u0000']: 1, n: 3, t: true }
    expect(unstorableTextPaths(body).sort()).toEqual(['email', 'items.1.note', 'k\\u0000'])
    expect(unstorableTextPaths({ a: 'fine', b: [null, 1, 'x'] })).toEqual([])
    expect(unstorableTextPaths('\u0000')).toEqual([''])
  })

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(50_000) + '"\\u0000"' + ']'.repeat(50_000)) as unknown
    expect(unstorableTextPaths(deep)).toHaveLength(1)
  })
})
