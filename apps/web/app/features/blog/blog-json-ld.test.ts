import { describe, expect, it } from 'vitest'
import { blogPostingJsonLd, jsonLdText } from './blog-json-ld'

const post = {
  id: 7,
  slug: 'stage-1-results',
  title: 'Stage 1 </script><script>alert(1)</script> results',
  excerpt: 'Numbers & caveats',
  published_at: '2025-12-09T18:00:00.000Z',
  updated_at: '2025-12-10T09:00:00.000Z',
  cover_image: '/images/vehicle-truck.svg',
  author: { slug: 'marco-ruiz', name: 'Marco Ruiz' },
}
const site = { publicUrl: 'https://shop.example', brandName: 'TuneShop' }

describe('blogPostingJsonLd', () => {
  it('names the headline, dates, author, publisher and page', () => {
    expect(blogPostingJsonLd(post, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: 'Numbers & caveats',
      datePublished: '2025-12-09T18:00:00.000Z',
      dateModified: '2025-12-10T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Marco Ruiz', url: 'https://shop.example/staff/marco-ruiz/' },
      publisher: { '@type': 'Organization', name: 'TuneShop', url: 'https://shop.example/' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/blog/7/stage-1-results/' },
      url: 'https://shop.example/blog/7/stage-1-results/',
      image: 'https://shop.example/images/vehicle-truck.svg',
    })
  })

  it('a post not yet published is dated by its last change; no cover, no image', () => {
    const data = blogPostingJsonLd({ ...post, published_at: null, cover_image: null }, site)
    expect(data.datePublished).toBe(post.updated_at)
    expect(data).not.toHaveProperty('image')
  })
})

describe('jsonLdText', () => {
  it('no text in the data can close the script tag or open a comment', () => {
    const text = jsonLdText(blogPostingJsonLd(post, site))
    expect(text).not.toMatch(/[<>&]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text).headline).toBe(post.title)
  })

  it('escapes the line separators JavaScript once refused in strings', () => {
    const text = jsonLdText({ a: 'x\u2028y\u2029z' })
    expect(text).toBe('{"a":"x\\u2028y\\u2029z"}')
    expect(JSON.parse(text).a).toBe('x\u2028y\u2029z')
  })
})
