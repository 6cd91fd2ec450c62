import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { renderMarkdown } from '../../platform/content'
import * as routes from './content.routes'

const previewContent: H<typeof routes.previewContent> = (c) =>
  c.json({ html: renderMarkdown(c.req.valid('json').markdown) }, 200)

export const contentRouter = createRouter().openapi(routes.previewContent, previewContent)
