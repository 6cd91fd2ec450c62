import { createRoute, z } from '@hono/zod-openapi'
import {
  AdminPageListSchema,
  AdminPageSchema,
  ContentImageFormSchema,
  ContentImageSchema,
  EditablePageSchema,
  PAGE_SLUG_MAX,
  PAGE_TEXTS,
  PageDiffQuerySchema,
  PageDiffSchema,
  PageSaveSchema,
  PageVersionListSchema,
  PageVersionSchema,
  ToolChartSchema,
  slugOfPageKey,
} from '@shop/domain/pages'
import { CatalogCurrencyQuerySchema } from '@shop/domain/catalog-purchase'
import { allowedFirst } from '../../http/allowed-first'
import { IdParam } from '../../http/id-param'
import { errorResponses, json } from '../../http/openapi'

// SPEC §7 editable-page (decision 0115): the public read, staff's editor with versions, diff and restore, the
// images staff put in pages, and the tool compatibility chart.

const tags = ['Pages']
const adminTags = ['Back office: pages']

/** A page's key in a path: its slug with `/` written `__` (`fz__guide`), so the slug stays one segment. */
export const PageKeyParam = z.object({
  slug: z
    .string()
    .max(PAGE_SLUG_MAX * 2)
    .refine((key) => slugOfPageKey(key) !== null, PAGE_TEXTS.slug)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'fz__guide' }),
})

const VersionParam = PageKeyParam.extend({
  n: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .openapi({ param: { name: 'n', in: 'path' }, example: 2 }),
})

export const getEditablePage = createRoute({
  method: 'get',
  path: '/v1/editable-pages/{slug}',
  tags,
  summary:
    'A content page as visitors read it (`fz__guide` for /fz/guide): title, description, the sanitized HTML, when it changed; the FAQ grouped. ETag and Last-Modified: a matching If-None-Match is a 304',
  request: { params: PageKeyParam },
  responses: {
    200: { description: 'The page', ...json(EditablePageSchema) },
    304: { description: 'Not modified since the ETag sent' },
    ...errorResponses(404, 422),
  },
})

export const listPages = createRoute({
  method: 'get',
  path: '/admin/pages',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'Every content page: title, version, when and by whom it was last saved (staff)',
  responses: {
    200: { description: 'The pages by path', ...json(AdminPageListSchema) },
    ...errorResponses(401, 403),
  },
})

export const getPage = createRoute({
  method: 'get',
  path: '/admin/pages/{slug}',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'A page to edit: its Markdown and the version a save is based on (staff)',
  request: { params: PageKeyParam },
  responses: {
    200: { description: 'The page', ...json(AdminPageSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const savePage = createRoute({
  method: 'put',
  path: '/admin/pages/{slug}',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary:
    'Save a page as its next version (rendered and sanitized now; audited). A save in between the one it is based on is a 409 naming who saved when, and nothing is overwritten (staff)',
  request: { params: PageKeyParam, body: { required: true, ...json(PageSaveSchema) } },
  responses: {
    200: { description: 'The page, saved', ...json(AdminPageSchema) },
    ...errorResponses(401, 403, 404, 409, 422),
  },
})

export const listVersions = createRoute({
  method: 'get',
  path: '/admin/pages/{slug}/versions',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'Every version of a page, newest first, with its author and time (staff)',
  request: { params: PageKeyParam },
  responses: {
    200: { description: 'The versions', ...json(PageVersionListSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const getVersion = createRoute({
  method: 'get',
  path: '/admin/pages/{slug}/versions/{n}',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'One version of a page with its Markdown (staff)',
  request: { params: VersionParam },
  responses: {
    200: { description: 'The version', ...json(PageVersionSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const diffVersions = createRoute({
  method: 'get',
  path: '/admin/pages/{slug}/versions/{n}/diff',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'How version `against` became version `n`, line by line: added, removed and unchanged lines (staff)',
  request: { params: VersionParam, query: PageDiffQuerySchema },
  responses: {
    200: { description: 'The diff', ...json(PageDiffSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const restoreVersion = createRoute({
  method: 'post',
  path: '/admin/pages/{slug}/versions/{n}/restore',
  middleware: [allowedFirst('content:write')],
  tags: adminTags,
  summary: 'Make an old version the page again: a NEW version with its content that names the one restored (staff)',
  request: { params: VersionParam },
  responses: {
    201: { description: 'The page, restored', ...json(AdminPageSchema) },
    ...errorResponses(401, 403, 404, 422),
  },
})

export const uploadContentImageDoc = {
  method: 'post' as const,
  path: '/v1/content/images',
  tags: adminTags,
  summary:
    'Upload an image for a page (staff): PNG, JPEG, WebP or GIF told by its bytes, 5 MB at most, in the field `image`; answers the address to write as ![description](address)',
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: ContentImageFormSchema } } },
  },
  responses: {
    201: { description: 'The image’s address', ...json(ContentImageSchema) },
    ...errorResponses(400, 401, 403, 413, 422),
  },
}

export const getContentImage = createRoute({
  method: 'get',
  path: '/content-images/{name}',
  tags,
  summary: 'An image of a page (its name never changes, so it is cached for a year)',
  request: {
    params: z.object({
      name: z
        .string()
        .max(60)
        .openapi({ param: { name: 'name', in: 'path' }, example: '00000000-0000-4000-8000-000000000000.png' }),
    }),
  },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(404, 422),
  },
})

export const getToolChart = createRoute({
  method: 'get',
  path: '/v1/tcc/{id}',
  tags,
  summary:
    'A tool’s compatibility chart (SPEC §2 /tcc/{id}/): the makes and engines the catalog has it flash, its restrictions and rules, its price, and staff’s page `tcc/{id}` when written',
  request: { params: IdParam, query: CatalogCurrencyQuerySchema },
  responses: {
    200: { description: 'The chart', ...json(ToolChartSchema) },
    ...errorResponses(404, 422),
  },
})
