import { createRoute } from '@hono/zod-openapi'
import { ContentHtmlSchema, ContentPreviewRequestSchema } from '@shop/domain/content'
import { allowedFirst } from '../../http/allowed-first'
import { errorResponses, json } from '../../http/openapi'

export const previewContent = createRoute({
  method: 'post',
  path: '/v1/content/preview',
  tags: ['Content'],
  summary: 'Markdown rendered and sanitized as a page will show it (staff writing pages, posts and issues)',
  middleware: [allowedFirst('content:write')],
  request: { body: { required: true, ...json(ContentPreviewRequestSchema) } },
  responses: {
    200: { description: 'The HTML', ...json(ContentHtmlSchema) },
    ...errorResponses(401, 403, 422),
  },
})
