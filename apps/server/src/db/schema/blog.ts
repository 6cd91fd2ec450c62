import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { BLOG_POST_STATUSES, BLOG_TAGS } from '@shop/domain/blog'
import { user } from './auth'

// The blog and the staff bios (issue 26 item 5, SPEC §3 blog tags, §7 blog-posts and bio; decision 0116). Staff
// write Markdown; the sanitized HTML is rendered on save and is all a page ever shows.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/** An author: a staff member's bio page (/staff/{slug}/), tied to their account when they have one. */
export const staffBio = pgTable(
  'staff_bio',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    /** The staff member's account (optional: a former employee's bio stays). */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    name: text().notNull(),
    /** "Lead calibrator" */
    roleTitle: text().notNull(),
    markdown: text().notNull().default(''),
    /** `markdown` rendered and sanitized on save. */
    html: text().notNull().default(''),
    /** An image address on this site or https (BlogImageSchema), or none. */
    photo: text(),
    /** Bumped by every save: an edit carries the version it opened (decision 0116). */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_bio_slug_unique').on(t.slug),
    uniqueIndex('staff_bio_user_unique')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
)

/**
 * A blog post. `draft` is staff's alone; `scheduled` and `published` are public once `publishAt <= now` (a read
 * condition: a scheduled post goes live by itself). Tags are SPEC §3's, checked here too.
 */
export const blogPost = pgTable(
  'blog_post',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    markdown: text().notNull(),
    /** `markdown` rendered and sanitized on save. */
    html: text().notNull(),
    tags: text().array().notNull(),
    authorId: integer()
      .notNull()
      .references(() => staffBio.id, { onDelete: 'restrict' }),
    status: text().notNull().default('draft'),
    publishAt: timestamp({ withTimezone: true }),
    coverImage: text(),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_post_public_idx').on(t.status, t.publishAt),
    index('blog_post_author_idx').on(t.authorId, t.publishAt),
    check('blog_post_status_check', sql`${t.status} in (${inList(BLOG_POST_STATUSES)})`),
    check('blog_post_tags_check', sql`${t.tags} <@ array[${inList(BLOG_TAGS)}]::text[] and cardinality(${t.tags}) > 0`),
    check('blog_post_live_has_time', sql`${t.status} = 'draft' or ${t.publishAt} is not null`),
  ],
)
