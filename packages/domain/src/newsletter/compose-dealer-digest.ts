/** A published blog post as the dealers' digest lists it. */
export type DigestPost = { title: string; excerpt: string; url: string; publishedAt: Date }

/** A digest issue, ready to save and send to the `dealer-blog-posts` list. */
export type DigestIssue = { slug: string; subject: string; markdown: string }

const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1')

/**
 * Composes the dealers' blog-post digest from the posts published since the last one: newest first, each a linked
 * title, its date and excerpt. Null when there is no post (no empty digest is sent). The slug carries the day of
 * `now`, so one digest a day at most has a given address.
 */
export function composeDealerDigest(posts: readonly DigestPost[], now: Date): DigestIssue | null {
  if (posts.length === 0) return null
  const sorted = [...posts].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
  const day = now.toISOString().slice(0, 10)
  const dateOf = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  const first = sorted[0]!
  const subject =
    sorted.length === 1
      ? `New on the dealer blog: ${first.title}`
      : `${sorted.length} new dealer blog posts: ${first.title} and more`
  const lines = [
    sorted.length === 1 ? 'A new post for dealers is up on the blog.' : 'New posts for dealers are up on the blog.',
    '',
    ...sorted.flatMap((post) => [
      `## [${escapeMarkdown(post.title)}](${encodeURI(post.url)})`,
      '',
      `*${dateOf(post.publishedAt)}*`,
      '',
      ...(post.excerpt.trim() ? [escapeMarkdown(post.excerpt.trim()), ''] : []),
    ]),
  ]
  return { slug: `dealer-digest-${day}`, subject: subject.slice(0, 200), markdown: lines.join('\n').trimEnd() }
}
