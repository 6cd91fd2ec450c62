import type { BlogPostStatus } from './blog.constants'

/**
 * What a post is at `now`: a scheduled post whose time has come reads as published (it went live by itself), a
 * draft stays a draft whatever its time says.
 */
export function blogPostStateAt(status: BlogPostStatus, publishAt: Date | string | null, now: Date): BlogPostStatus {
  if (status === 'draft' || publishAt === null) return 'draft'
  const at = typeof publishAt === 'string' ? Date.parse(publishAt) : publishAt.getTime()
  return at <= now.getTime() ? 'published' : 'scheduled'
}

/** Whether the public may read a post at `now` (SPEC §7 blog-posts: published only). */
export function isBlogPostPublic(status: BlogPostStatus, publishAt: Date | string | null, now: Date): boolean {
  return blogPostStateAt(status, publishAt, now) === 'published'
}
