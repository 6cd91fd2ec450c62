import { describe, expect, it } from 'vitest'
import { composeDealerDigest, type DigestPost } from './compose-dealer-digest'

const now = new Date('2026-11-27T08:00:00Z')
const post = (title: string, day: number, excerpt = 'How to read it.'): DigestPost => ({
  title,
  excerpt,
  url: `https://shop.test/blog/${day}/post-${day}/`,
  publishedAt: new Date(Date.UTC(2026, 10, day, 12)),
})

describe('composeDealerDigest', () => {
  it('sends no digest without a post', () => {
    expect(composeDealerDigest([], now)).toBeNull()
  })

  it('names the one post in the subject', () => {
    const digest = composeDealerDigest([post('FlashZilla 3.2 for dealers', 20)], now)!
    expect(digest.subject).toBe('New on the dealer blog: FlashZilla 3.2 for dealers')
    expect(digest.slug).toBe('dealer-digest-2026-11-27')
    expect(digest.markdown).toContain('## [FlashZilla 3.2 for dealers](https://shop.test/blog/20/post-20/)')
    expect(digest.markdown).toContain('*Nov 20, 2026*')
  })

  it('lists several posts newest first and counts them', () => {
    const digest = composeDealerDigest([post('Older', 3), post('Newest', 25), post('Middle', 12)], now)!
    expect(digest.subject).toBe('3 new dealer blog posts: Newest and more')
    const order = ['Newest', 'Middle', 'Older'].map((title) => digest.markdown.indexOf(`[${title}]`))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('escapes Markdown in titles and excerpts, so a title cannot add a link or an HTML tag', () => {
    const digest = composeDealerDigest([post('Stage [1] <b>fast</b>', 5, '*bold* <script>x</script>')], now)!
    expect(digest.markdown).toContain('Stage \\[1\\] \\<b\\>fast\\</b\\>')
    expect(digest.markdown).toContain('\\*bold\\* \\<script\\>x\\</script\\>')
  })

  it('leaves out an empty excerpt', () => {
    const digest = composeDealerDigest([post('No excerpt', 5, '  ')], now)!
    expect(digest.markdown.endsWith('*Nov 5, 2026*')).toBe(true)
  })
})
