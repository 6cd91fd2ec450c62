import type { BlogTag } from '@shop/domain/blog'
import { paths } from '@shop/domain/paths'
import { Feed } from 'feed'
import type { AppDeps } from '../../http/app-env'
import * as repo from './blog.repository'

/** Posts in a feed: the latest, as feed readers expect (they keep what they have already seen). */
export const FEED_POSTS = 20

export type FeedFormat = 'rss' | 'atom'

/**
 * The blog as RSS 2.0 or Atom 1.0 (the `feed` package writes and escapes the XML): the latest published posts
 * with their sanitized HTML, each linking to its page; optionally one tag's posts.
 */
export async function blogFeed(deps: AppDeps, format: FeedFormat, tag?: BlogTag): Promise<string> {
  const now = deps.clock()
  const posts = await repo.latestLivePosts(deps.db, now, FEED_POSTS, tag)
  const at = (path: string) => new URL(path, deps.publicUrl).href
  const brand = deps.siteConfig.brandName
  const feed = new Feed({
    id: at(paths.blog(tag ? { tag } : undefined)),
    link: at(paths.blog(tag ? { tag } : undefined)),
    title: tag ? `${brand} blog: ${tag}` : `${brand} blog`,
    description: `Tuning notes, product news and dealer updates from ${brand}.`,
    language: 'en',
    updated: posts[0]?.updatedAt ?? now,
    generator: false,
    copyright: `© ${now.getUTCFullYear()} ${brand}`,
    feedLinks: { rss: at(paths.blogRss()), atom: at(paths.blogAtom()) },
  })
  for (const post of posts) {
    const link = at(paths.blogPost(post.id, post.slug))
    feed.addItem({
      id: link,
      guid: link,
      link,
      title: post.title,
      description: post.excerpt,
      content: post.html,
      date: post.updatedAt,
      published: post.publishAt!,
      author: [{ name: post.authorName, link: at(paths.staffBio(post.authorSlug)) }],
      category: post.tags.map((name) => ({ name })),
      ...(post.coverImage ? { image: at(post.coverImage) } : {}),
    })
  }
  return format === 'rss' ? feed.rss2() : feed.atom1()
}
