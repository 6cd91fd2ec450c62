import { describe, expect, it } from 'vitest'
import { blogPostStateAt, isBlogPostPublic } from './blog-post-state'
import { blogSlugOf } from './blog-slug-of'
import { BlogImageSchema, BlogPostListQuerySchema, BlogPostWriteSchema } from './blog.contract'

const NOW = new Date('2026-03-01T12:00:00Z')

describe('blogPostStateAt (a scheduled post goes live at its time, no job needed)', () => {
  it.each([
    ['draft', '2026-01-01T00:00:00Z', 'draft'],
    ['draft', null, 'draft'],
    ['scheduled', '2026-03-01T12:00:01Z', 'scheduled'],
    ['scheduled', '2026-03-01T12:00:00Z', 'published'],
    ['published', '2026-02-01T00:00:00Z', 'published'],
    ['published', '2026-04-01T00:00:00Z', 'scheduled'],
    ['scheduled', null, 'draft'],
  ] as const)('%s at %s reads %s', (status, at, state) => {
    expect(blogPostStateAt(status, at, NOW)).toBe(state)
    expect(isBlogPostPublic(status, at, NOW)).toBe(state === 'published')
  })
})

describe('blogSlugOf', () => {
  it.each([
    ['Stage 1 on the B58: 385 whp & what it costs', 'stage-1-on-the-b58-385-whp-and-what-it-costs'],
    ['  Crème brûlée — über Tuning!  ', 'creme-brulee-uber-tuning'],
    ['!!!', 'post'],
  ])('%j → %j', (title, slug) => {
    expect(blogSlugOf(title)).toBe(slug)
  })

  it('cuts at a whole word under the limit', () => {
    expect(blogSlugOf('alpha beta gamma', 12)).toBe('alpha-beta')
    expect(blogSlugOf('supercalifragilistic', 5)).toBe('super')
  })
})

describe('the blog’s contract', () => {
  const post = {
    title: 'Dealer pricing',
    slug: 'dealer-pricing',
    excerpt: 'How it works.',
    tags: ['Dealer', 'Home'],
    markdown: '# Hi',
    author_id: 1,
  }

  it('keeps tags from the list only, in the list’s order, once each', () => {
    expect(BlogPostWriteSchema.parse({ ...post, tags: ['Dealer', 'Home', 'Dealer'] }).tags).toEqual(['Home', 'Dealer'])
    expect(BlogPostWriteSchema.safeParse({ ...post, tags: ['Gossip'] }).success).toBe(false)
    expect(BlogPostWriteSchema.safeParse({ ...post, tags: [] }).success).toBe(false)
  })

  it.each(['Dealer Pricing', 'dealer--pricing', '-x', 'a/b', ''])('refuses the slug %j', (slug) => {
    expect(BlogPostWriteSchema.safeParse({ ...post, slug }).success).toBe(false)
  })

  it.each([
    ['/images/vehicle-sedan.svg', true],
    ['https://cdn.example.com/a.png', true],
    ['javascript:alert(1)', false],
    ['//evil.example/a.png', false],
    ['http://example.com/a.png', false],
    ['/a.png" onerror="x', false],
  ])('an image address %j is %s', (address, ok) => {
    expect(BlogImageSchema.safeParse(address).success).toBe(ok)
  })

  it('a list query takes a tag of the list only', () => {
    expect(BlogPostListQuerySchema.parse({ tag: 'Dealer', page: '2' })).toMatchObject({ tag: 'Dealer', page: 2 })
    expect(BlogPostListQuerySchema.safeParse({ tag: 'dealer' }).success).toBe(false)
  })
})
