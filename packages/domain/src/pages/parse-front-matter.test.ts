import { describe, expect, it } from 'vitest'
import { parseFrontMatter } from './parse-front-matter'

describe('parseFrontMatter', () => {
  it('reads the attributes and the body after the closing line', () => {
    const file = '---\ntitle: BitBox\ndescription: The BitBox logger and flasher.\n---\n\n## What it is\n\nA box.\n'
    expect(parseFrontMatter(file)).toEqual({
      attributes: { title: 'BitBox', description: 'The BitBox logger and flasher.' },
      body: '## What it is\n\nA box.\n',
    })
  })

  it('unquotes quoted values and keeps colons inside a value', () => {
    const file = `---\ntitle: "FAQ: \\"Stage 1\\" and more"\ndescription: 'It''s the tool: KESS V2'\n---\nBody`
    expect(parseFrontMatter(file).attributes).toEqual({
      title: 'FAQ: "Stage 1" and more',
      description: "It's the tool: KESS V2",
    })
  })

  it('skips blank and comment lines, reads Windows line ends and a byte-order mark', () => {
    const file = '\uFEFF---\r\n# written by support\r\n\r\ntitle: Careers\r\n---\r\nWe hire.'
    expect(parseFrontMatter(file)).toEqual({ attributes: { title: 'Careers' }, body: 'We hire.' })
  })

  it('keeps a --- rule in the body (only the first closing line ends the block)', () => {
    expect(parseFrontMatter('---\ntitle: A\n---\nOne\n\n---\n\nTwo').body).toBe('One\n\n---\n\nTwo')
  })

  it('throws on a file without front matter, an unclosed block and a line that is no key: value', () => {
    expect(() => parseFrontMatter('# Title\n')).toThrow(/must begin/)
    expect(() => parseFrontMatter('---\ntitle: A\n')).toThrow(/no closing/)
    expect(() => parseFrontMatter('---\njust words\n---\n')).toThrow(/line 2/)
  })
})
