import { describe, expect, it } from 'vitest'
import { plainTextOf, renderMarkdown, sanitizeContentHtml } from './render-markdown'

describe('renderMarkdown', () => {
  it('renders headings with ids, lists, tables and links', () => {
    const html = renderMarkdown(
      '## Flashing your ECU\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n[KESS](/kess) and [Bosch](https://bosch.com)',
    )
    expect(html).toContain('<h2 id="flashing-your-ecu">Flashing your ECU</h2>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<td>2</td>')
    expect(html).toContain('<a href="/kess">KESS</a>')
    expect(html).toContain('<a href="https://bosch.com" rel="noopener noreferrer nofollow" target="_blank">Bosch</a>')
  })

  it('never lets a script, an event attribute or a javascript: link through', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<a href="JaVaScRiPt:alert(4)">x</a> <iframe src="https://evil.example"></iframe> <p style="color:red" onclick="x()">p</p>',
    )
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i)
    expect(html).toContain('<img src="x.png" loading="lazy" />')
  })

  it('keeps our own and https images, drops http, data: and protocol-relative ones', () => {
    const html = renderMarkdown(
      '![a](/api/files/1) ![b](https://cdn.example/b.png) ![c](http://plain.example/c.png) ![d](data:image/png;base64,AAAA) ![e](//evil.example/e.png)',
    )
    expect(html).toContain('src="/api/files/1"')
    expect(html).toContain('src="https://cdn.example/b.png"')
    expect(html).not.toMatch(/plain\.example|data:|evil\.example/)
  })

  it('drops NUL bytes', () => {
    expect(renderMarkdown('a\0b')).toBe('<p>ab</p>\n')
  })
})

describe('sanitizeContentHtml', () => {
  it('cleans pasted HTML the same way', () => {
    expect(sanitizeContentHtml('<p onmouseover="x()">ok</p><svg onload="x()"></svg>')).toBe('<p>ok</p>')
  })
})

describe('plainTextOf', () => {
  it('gives the words, entities decoded, cut at a word-ish boundary', () => {
    expect(plainTextOf('# Title\n\nTom & Jerry <b>tune</b> "stage 1"')).toBe('Title Tom & Jerry tune "stage 1"')
    expect(plainTextOf('word '.repeat(100), 20)).toHaveLength(20)
  })
})
