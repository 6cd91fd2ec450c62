import { open, staffOnly, type PermissionRow } from './permission-rows'

/** `content:write` rows: staff write the blog and the bios (decision 0111); an allowed cell may find no such post. */
const staffWrite = (note: string, business?: readonly number[]): PermissionRow => ({
  ...staffOnly(`content:write; ${note}`),
  business,
})

/** Blog posts, tags, feeds and author bios (issue 26 item 5, decision 0116). */
export const BLOG_PERMISSION_ROWS: Record<string, PermissionRow> = {
  'GET /api/v1/blog-posts': open('published posts only; an unknown author slug is a 404', [404]),
  'GET /api/v1/blog-posts/{id}': open('a draft or a post not yet live is a 404 except for staff', [404]),
  'GET /api/v1/blog-feed/{format}': open(),
  'GET /api/v1/bio': open(),
  'GET /api/v1/bio/{slug}': open('no bio with that slug', [404]),
  'GET /api/admin/blog-posts': staffWrite('drafts and scheduled posts too'),
  'GET /api/admin/blog-posts/{id}': staffWrite('no post with that id', [404]),
  'POST /api/admin/blog-posts': staffWrite('always a draft'),
  'PATCH /api/admin/blog-posts/{id}': staffWrite('stale version (409) or precondition (412)', [404, 409]),
  'DELETE /api/admin/blog-posts/{id}': staffWrite('drafts only (409); a stale precondition is a 412', [404, 409]),
  'POST /api/admin/blog-posts/{id}/publish': staffWrite('no post with that id', [404]),
  'POST /api/admin/blog-posts/{id}/schedule': staffWrite('a time in the past is a 422', [404]),
  'POST /api/admin/blog-posts/{id}/unpublish': staffWrite('no post with that id', [404]),
  'GET /api/admin/bios': staffWrite('with the staff accounts a bio may be tied to'),
  'GET /api/admin/bios/{id}': staffWrite('no bio with that id', [404]),
  'POST /api/admin/bios': staffWrite('a slug taken is a 409', [409]),
  'PATCH /api/admin/bios/{id}': staffWrite('stale version (409) or precondition (412)', [404, 409]),
}
