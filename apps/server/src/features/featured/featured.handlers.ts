import { displayCurrencyOf } from '@shop/domain/regions'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { regionOfRequest } from '../../http/region'
import { getUser } from '../../http/session'
import * as routes from './featured.routes'
import * as service from './featured.service'

const listFeatured: H<typeof routes.listFeatured> = async (c) => {
  const { db, siteConfig } = c.get('deps')
  let wanted = c.req.valid('query').currency
  if (!wanted) {
    // The home page asks without a currency: the visitor's display currency of the global state is meant.
    const user = await getUser(c)
    wanted = displayCurrencyOf(siteConfig, { preferred: user?.preferred_display_currency, region: regionOfRequest(c) })
  }
  return c.json(await service.listFeatured(db, siteConfig, wanted), 200)
}

export const featuredRouter = createRouter().openapi(routes.listFeatured, listFeatured)
