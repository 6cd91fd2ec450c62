// The blog (issue 26 item 5, SPEC §3 blog tags, §7 blog-posts and bio).

/** SPEC §3: the blog's tags, in the order the filters show them (words already: they print as themselves). */
export const BLOG_TAGS = ['Home', 'Products', 'Vehicles', 'News', 'Dealer'] as const
export type BlogTag = (typeof BLOG_TAGS)[number]

/**
 * A post's stored status. `scheduled` goes live by itself at `publish_at` (a read condition, no job); a published
 * post has the moment it went live in `publish_at`.
 */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number]

export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

/** Posts on one page of /blog/. */
export const BLOG_PAGE_SIZE = 10

export const BLOG_TITLE_MAX = 160
export const BLOG_EXCERPT_MAX = 400
export const BLOG_SLUG_MAX = 120
export const BIO_NAME_MAX = 120
export const BIO_ROLE_TITLE_MAX = 120

/** A post's or a bio's slug: lower-case words of letters and digits joined by single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const BLOG_TEXTS = {
  slugPattern: 'Use lower-case letters, digits and single hyphens (stage-1-results).',
  slugTaken: 'Another bio already has this address. Choose another slug.',
  tags: 'Choose at least one tag.',
  unknownAuthor: 'Choose an author from the bios.',
  notStaff: 'A bio can only be tied to a staff member’s account.',
  userTaken: 'This staff member already has a bio.',
  image: 'Use an image address on this site (/images/…) or an https:// address.',
  publishAtFuture: 'Choose a time in the future, or publish now.',
  stale: 'This was changed by someone else since you opened it. Reload the page to see their changes, then edit again.',
  deleteDraftOnly: 'Only a draft can be deleted. Unpublish the post first.',
} as const
