import { createRoute, z } from '@hono/zod-openapi'
import {
  AdminBioListSchema,
  AdminBioSchema,
  AdminBlogPostListQuerySchema,
  AdminBlogPostListSchema,
  AdminBlogPostSchema,
  BioListSchema,
  BioSchema,
  BioSlugParamSchema,
  BioUpdateSchema,
  BioWriteSchema,
  BlogPostListQuerySchema,
  BlogPostListSchema,
  BlogPostScheduleSchema,
  BlogPostSchema,
  BlogPostUpdateSchema,
  BlogPostWriteSchema,
  BlogTagSchema,
} from '@shop/domain/blog'
import { allowedFirst } from '../../http/allowed-first'
import { IdParam } from '../../http/id-param'
import { errorResponses, json } from '../../http/openapi'

// SPEC §7 blog-posts and bio (issue 26 item 5, decision 0116): the public reads, staff (`content:write`) write.

const tags = ['Blog']
const staffTags = ['Back office: blog']
const staff = [allowedFirst('content:write')]

export const listBlogPosts = createRoute({
  method: 'get',
  path: '/v1/blog-posts',
  tags,
  summary: 'Published posts, newest first, paged; `tag` one of SPEC §3’s blog tags, `author` a bio’s slug',
  request: { query: BlogPostListQuerySchema },
  responses: {
    200: { description: 'One page of posts', ...json(BlogPostListSchema) },
    ...errorResponses(404, 422),
  },
})

export const getBlogPost = createRoute({
  method: 'get',
  path: '/v1/blog-posts/{id}',
  tags,
  summary: 'One published post with its HTML (sanitized); a draft or a post not yet live is a 404, except for staff',
  request: { params: IdParam },
  responses: {
    200: { description: 'The post', ...json(BlogPostSchema) },
    ...errorResponses(404, 422),
  },
})

export const getBlogFeed = createRoute({
  method: 'get',
  path: '/v1/blog-feed/{format}',
  tags,
  summary: 'The latest 20 published posts as RSS 2.0 (`rss`) or Atom 1.0 (`atom`), optionally of one tag',
  request: {
    params: z.object({ format: z.enum(['rss', 'atom']).openapi({ param: { name: 'format', in: 'path' } }) }),
    query: z.object({ tag: BlogTagSchema.optional() }),
  },
  responses: {
    200: {
      description: 'The feed',
      content: {
        'application/rss+xml': { schema: z.string() },
        'application/atom+xml': { schema: z.string() },
      },
    },
    ...errorResponses(422),
  },
})

export const listBios = createRoute({
  method: 'get',
  path: '/v1/bio',
  tags,
  summary: 'Every staff bio with its number of published posts',
  responses: { 200: { description: 'The bios', ...json(BioListSchema) } },
})

export const getBio = createRoute({
  method: 'get',
  path: '/v1/bio/{slug}',
  tags,
  summary: 'A staff member’s bio (sanitized HTML) and their published posts, newest first',
  request: { params: BioSlugParamSchema },
  responses: {
    200: { description: 'The bio', ...json(BioSchema) },
    ...errorResponses(404, 422),
  },
})

// ---- staff

export const listAllBlogPosts = createRoute({
  method: 'get',
  path: '/admin/blog-posts',
  middleware: staff,
  tags: staffTags,
  summary: 'Every post, drafts and scheduled ones too, newest first; by what it is now (`state`) and tag (staff)',
  request: { query: AdminBlogPostListQuerySchema },
  responses: {
    200: { description: 'One page of posts', ...json(AdminBlogPostListSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const getAdminBlogPost = createRoute({
  method: 'get',
  path: '/admin/blog-posts/{id}',
  middleware: staff,
  tags: staffTags,
  summary: 'One post with its Markdown and version, for the editor (staff); Last-Modified for the edit',
  request: { params: IdParam },
  responses: {
    200: { description: 'The post', ...json(AdminBlogPostSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createBlogPost = createRoute({
  method: 'post',
  path: '/admin/blog-posts',
  middleware: staff,
  tags: staffTags,
  summary: 'A new post, as a draft: its Markdown is rendered and sanitized on save (staff)',
  request: { body: { required: true, ...json(BlogPostWriteSchema) } },
  responses: {
    201: { description: 'The post', ...json(AdminBlogPostSchema) },
    ...errorResponses(401, 403, 422),
  },
})

export const updateBlogPost = createRoute({
  method: 'patch',
  path: '/admin/blog-posts/{id}',
  middleware: staff,
  tags: staffTags,
  summary:
    'Change the fields sent (staff). `version` is the one the editor opened: a save in between is a 409 `stale_version`; If-Unmodified-Since → 412',
  request: { params: IdParam, body: { required: true, ...json(BlogPostUpdateSchema) } },
  responses: {
    200: { description: 'The post', ...json(AdminBlogPostSchema) },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})

export const deleteBlogPost = createRoute({
  method: 'delete',
  path: '/admin/blog-posts/{id}',
  middleware: staff,
  tags: staffTags,
  summary: 'Delete a draft (a post once public is unpublished instead: 409 `not_a_draft`) (staff)',
  request: { params: IdParam },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})

const statusChange = (action: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/admin/blog-posts/{id}/${action}`,
    middleware: staff,
    tags: staffTags,
    summary,
    request: { params: IdParam },
    responses: {
      200: { description: 'The post', ...json(AdminBlogPostSchema) },
      ...errorResponses(401, 403, 404, 422),
    },
  })

export const publishBlogPost = statusChange(
  'publish',
  'Publish now: on the blog, its feeds and the sitemap at once; a live post keeps its date (staff)',
)
export const scheduleBlogPost = createRoute({
  method: 'post',
  path: '/admin/blog-posts/{id}/schedule',
  middleware: staff,
  tags: staffTags,
  summary: 'Publish by itself at `publish_at` (in the future; no job: it is live once its time has come) (staff)',
  request: { params: IdParam, body: { required: true, ...json(BlogPostScheduleSchema) } },
  responses: {
    200: { description: 'The post', ...json(AdminBlogPostSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})
export const unpublishBlogPost = statusChange(
  'unpublish',
  'Back to a draft: off the blog, its feeds and the sitemap (staff)',
)

export const listAdminBios = createRoute({
  method: 'get',
  path: '/admin/bios',
  middleware: staff,
  tags: staffTags,
  summary: 'Every bio with its number of posts, and the staff accounts a bio may be tied to (staff)',
  responses: {
    200: { description: 'The bios', ...json(AdminBioListSchema) },
    ...errorResponses(401, 403),
  },
})

export const getAdminBio = createRoute({
  method: 'get',
  path: '/admin/bios/{id}',
  middleware: staff,
  tags: staffTags,
  summary: 'One bio with its Markdown and version, for the editor (staff)',
  request: { params: IdParam },
  responses: {
    200: { description: 'The bio', ...json(AdminBioSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const createBio = createRoute({
  method: 'post',
  path: '/admin/bios',
  middleware: staff,
  tags: staffTags,
  summary: 'A new bio (its slug unique: 409 `slug_taken`; an account a staff member’s, with one bio) (staff)',
  request: { body: { required: true, ...json(BioWriteSchema) } },
  responses: {
    201: { description: 'The bio', ...json(AdminBioSchema) },
    ...errorResponses(401, 403, 409, 422),
  },
})

export const updateBio = createRoute({
  method: 'patch',
  path: '/admin/bios/{id}',
  middleware: staff,
  tags: staffTags,
  summary: 'Change the fields sent (staff); `version` as for posts (409 `stale_version`), If-Unmodified-Since → 412',
  request: { params: IdParam, body: { required: true, ...json(BioUpdateSchema) } },
  responses: {
    200: { description: 'The bio', ...json(AdminBioSchema) },
    ...errorResponses(401, 403, 404, 409, 412, 422),
  },
})
