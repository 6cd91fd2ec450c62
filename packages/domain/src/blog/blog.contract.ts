import { z } from 'zod'
import { ContentMarkdownSchema } from '../content/content.contract'
import { pageMetaSchema } from '../paging/page-query.schema'
import {
  BIO_NAME_MAX,
  BIO_ROLE_TITLE_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_PAGE_SIZE,
  BLOG_POST_STATUSES,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_TAGS,
  BLOG_TEXTS,
  BLOG_TITLE_MAX,
} from './blog.constants'

// The wire contract of the blog and the staff bios (issue 26 item 5, SPEC §7 blog-posts, bio).

export const BlogTagSchema = z.enum(BLOG_TAGS)
export const BlogPostStatusSchema = z.enum(BLOG_POST_STATUSES)

export const BlogSlugSchema = z
  .string()
  .trim()
  .min(1, 'A slug is required.')
  .max(BLOG_SLUG_MAX)
  .regex(BLOG_SLUG_PATTERN, BLOG_TEXTS.slugPattern)

/** An image: a path on this site (the file store's or the shop's own images) or an https address; never a script. */
export const BlogImageSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:\/(?!\/)[A-Za-z0-9/._~%-]*|https:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:\/[^\s"'<>\\]*)?)$/, BLOG_TEXTS.image)

const required = (max: number, what: string) =>
  z.string().trim().min(1, `${what} is required.`).max(max, `${what} is at most ${max} characters.`)

// ---- public

export const BlogAuthorSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    role_title: z.string(),
    photo: z.string().nullable(),
    /** The bio's first words, as plain text. */
    summary: z.string(),
  })
  .meta({ id: 'BlogAuthor' })
export type BlogAuthor = z.infer<typeof BlogAuthorSchema>

export const BlogPostSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    tags: z.array(BlogTagSchema),
    author: BlogAuthorSchema,
    cover_image: z.string().nullable(),
    /** When it went (or goes) live. */
    published_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'BlogPostSummary' })
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>

export const BlogPostSchema = BlogPostSummarySchema.extend({
  /** Rendered from staff's Markdown and sanitized on save. */
  html: z.string(),
  /** Published for the public; staff may read a draft or a scheduled post too. */
  state: BlogPostStatusSchema,
}).meta({ id: 'BlogPost' })
export type BlogPost = z.infer<typeof BlogPostSchema>

export const BlogPostListQuerySchema = z.object({
  tag: BlogTagSchema.optional(),
  author: BlogSlugSchema.optional(),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(BLOG_PAGE_SIZE),
})
export type BlogPostListQuery = z.infer<typeof BlogPostListQuerySchema>

export const BlogPostListSchema = z
  .object({ data: z.array(BlogPostSummarySchema), meta: pageMetaSchema })
  .meta({ id: 'BlogPostList' })
export type BlogPostList = z.infer<typeof BlogPostListSchema>

export const BioSchema = BlogAuthorSchema.extend({
  html: z.string(),
  updated_at: z.string(),
  /** The author's published posts, newest first (at most 50). */
  posts: z.array(BlogPostSummarySchema),
}).meta({ id: 'Bio' })
export type Bio = z.infer<typeof BioSchema>

export const BioListSchema = z
  .object({
    data: z.array(BlogAuthorSchema.extend({ posts: z.number().int(), updated_at: z.string() })),
  })
  .meta({ id: 'BioList' })
export type BioList = z.infer<typeof BioListSchema>

export const BioSlugParamSchema = z.object({ slug: BlogSlugSchema })

// ---- staff

const tags = z
  .array(BlogTagSchema)
  .min(1, BLOG_TEXTS.tags)
  .max(BLOG_TAGS.length)
  .transform((list) => BLOG_TAGS.filter((tag) => list.includes(tag)))

const version = z.number().int().min(1).max(2_147_483_647)

const postFields = {
  title: required(BLOG_TITLE_MAX, 'The title'),
  slug: BlogSlugSchema,
  excerpt: required(BLOG_EXCERPT_MAX, 'The excerpt'),
  tags,
  markdown: ContentMarkdownSchema.refine((text) => text.trim().length > 0, 'The post needs some text.'),
  author_id: z.number().int().positive().max(2_147_483_647),
  cover_image: BlogImageSchema.nullable(),
}

export const BlogPostWriteSchema = z
  .object({ ...postFields, cover_image: postFields.cover_image.default(null) })
  .meta({ id: 'BlogPostWrite' })
export type BlogPostWrite = z.infer<typeof BlogPostWriteSchema>
export type BlogPostWriteInput = z.input<typeof BlogPostWriteSchema>

/** An edit: the fields sent (one left out is kept), and the `version` the editor opened (a save in between: 409). */
export const BlogPostUpdateSchema = z.object(postFields).partial().extend({ version }).meta({ id: 'BlogPostUpdate' })
export type BlogPostUpdate = z.infer<typeof BlogPostUpdateSchema>

export const BlogPostScheduleSchema = z
  .object({ publish_at: z.iso.datetime({ offset: true, message: 'Enter a date and time.' }) })
  .meta({ id: 'BlogPostSchedule' })

export const AdminBlogPostSchema = BlogPostSchema.extend({
  markdown: z.string(),
  author_id: z.number().int(),
  /** The stored status; `state` is what it is now (a scheduled post whose time came reads published). */
  status: BlogPostStatusSchema,
  version: z.number().int(),
  created_at: z.string(),
}).meta({ id: 'AdminBlogPost' })
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>

export const AdminBlogPostListQuerySchema = z.object({
  state: BlogPostStatusSchema.optional(),
  tag: BlogTagSchema.optional(),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminBlogPostListQuery = z.infer<typeof AdminBlogPostListQuerySchema>

export const AdminBlogPostListSchema = z
  .object({
    data: z.array(BlogPostSummarySchema.extend({ state: BlogPostStatusSchema })),
    meta: pageMetaSchema,
  })
  .meta({ id: 'AdminBlogPostList' })
export type AdminBlogPostList = z.infer<typeof AdminBlogPostListSchema>

const StaffUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() })

const bioFields = {
  slug: BlogSlugSchema,
  name: required(BIO_NAME_MAX, 'The name'),
  role_title: required(BIO_ROLE_TITLE_MAX, 'The role'),
  markdown: ContentMarkdownSchema,
  photo: BlogImageSchema.nullable(),
  /** The staff member's account, when the bio is theirs. */
  user_id: z.string().trim().min(1).max(100).nullable(),
}

export const BioWriteSchema = z
  .object({ ...bioFields, photo: bioFields.photo.default(null), user_id: bioFields.user_id.default(null) })
  .meta({ id: 'BioWrite' })
export type BioWrite = z.infer<typeof BioWriteSchema>
export type BioWriteInput = z.input<typeof BioWriteSchema>

export const BioUpdateSchema = z.object(bioFields).partial().extend({ version }).meta({ id: 'BioUpdate' })
export type BioUpdate = z.infer<typeof BioUpdateSchema>

export const AdminBioSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    role_title: z.string(),
    markdown: z.string(),
    html: z.string(),
    photo: z.string().nullable(),
    user: StaffUserSchema.nullable(),
    posts: z.number().int(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminBio' })
export type AdminBio = z.infer<typeof AdminBioSchema>

export const AdminBioListSchema = z
  .object({
    data: z.array(AdminBioSchema.omit({ markdown: true, html: true })),
    /** Staff accounts a bio may be tied to. */
    staff: z.array(StaffUserSchema),
  })
  .meta({ id: 'AdminBioList' })
export type AdminBioList = z.infer<typeof AdminBioListSchema>
