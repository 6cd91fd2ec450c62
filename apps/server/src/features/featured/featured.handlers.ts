import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import * as routes from './featured.routes'
import * as service from './featured.service'

const listFeatured: H<typeof routes.listFeatured> = async (c) => {
  const { db, siteConfig } = c.get('deps')
  return c.json(await service.listFeatured(db, siteConfig, c.req.valid('query').currency), 200)
}

export const featuredRouter = createRouter().openapi(routes.listFeatured, listFeatured)
