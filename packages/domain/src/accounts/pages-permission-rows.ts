import { open, staffOnly, type PermissionRow } from './permission-rows'

/** content:write on a page the table's sample may not name (its seed folder can be empty): a 404 is business. */
const staffOnAPage = (note: string): PermissionRow => ({ ...staffOnly(`content:write; ${note}`), business: [404] })

/** Editable pages and their versions (issue 26 item 4, decision 0115): read by anyone, written by staff. */
export const PAGE_PERMISSION_ROWS: Record<string, PermissionRow> = {
  'POST /api/v1/content/preview': staffOnly('the Markdown editor’s preview'),
  'GET /api/v1/editable-pages/{slug}': open('content pages are public; the sample may name none', [404]),
  'GET /api/admin/pages': staffOnly('content:write'),
  'GET /api/admin/pages/{slug}': staffOnAPage('a page to edit'),
  'PUT /api/admin/pages/{slug}': staffOnAPage('a save'),
  'GET /api/admin/pages/{slug}/versions': staffOnAPage('the versions'),
  'GET /api/admin/pages/{slug}/versions/{n}': staffOnAPage('one version'),
  'GET /api/admin/pages/{slug}/versions/{n}/diff': staffOnAPage('a diff'),
  'POST /api/admin/pages/{slug}/versions/{n}/restore': staffOnAPage('a restore'),
  'POST /api/v1/content/images': staffOnly('content:write: images for pages, posts and issues'),
  'GET /api/content-images/{name}': open('an image of a page; the sample names none', [404]),
  'GET /api/v1/tcc/{id}': open('a tool’s compatibility chart', [404]),
}
