import { describe, expect, it } from 'vitest'
import { descriptionBlocks } from './description-blocks'

describe('descriptionBlocks (decision 0093: plain text, paragraphs and lists, no HTML)', () => {
  it('splits paragraphs on a blank line and keeps the lines of one paragraph', () => {
    expect(descriptionBlocks('First line\nsecond line\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'paragraph', lines: ['Next paragraph'] },
    ])
  })

  it('reads a block of "- " lines as a list, and Windows line ends as line ends', () => {
    expect(descriptionBlocks('In the box:\r\n\r\n- the tool\r\n* a USB cable\r\n')).toEqual([
      { kind: 'paragraph', lines: ['In the box:'] },
      { kind: 'list', items: ['the tool', 'a USB cable'] },
    ])
  })

  it('keeps markup as text: a script tag is a paragraph of its characters', () => {
    const text = '<script>alert(1)</script><img src=x onerror=alert(1)>'
    expect(descriptionBlocks(text)).toEqual([{ kind: 'paragraph', lines: [text] }])
  })

  it('gives no block for empty or blank text', () => {
    expect(descriptionBlocks('')).toEqual([])
    expect(descriptionBlocks(' \n \n\t')).toEqual([])
  })

  it('a mixed block is a paragraph', () => {
    expect(descriptionBlocks('- one\nnot a bullet')).toEqual([{ kind: 'paragraph', lines: ['- one', 'not a bullet'] }])
  })
})
