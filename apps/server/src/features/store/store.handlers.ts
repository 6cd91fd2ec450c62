import type { Context } from 'hono'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import type { AppEnv } from '../../http/app-env'
import { notFound } from '../../http/app-error'
import { getActor, requireActor } from '../../http/session'
import { resolveCaller } from '../catalog'
import { cachedStoreJson } from './store-cache'
import * as routes from './store.routes'
import * as backOffice from './store-back-office.service'
import * as service from './store.service'

// The typed contracts describe the JSON; the cache hands back the same JSON as text, hence the casts.
type Untyped = never

/** The display currency of this request (SPEC §5): the one asked for, else the caller's preferred, else the default. */
async function displayCurrency(c: Context<AppEnv>, wanted: string | undefined): Promise<string> {
  return (await resolveCaller(c, wanted)).currency
}

const listProducts: H<typeof routes.listProducts> = async (c) => {
  const query = c.req.valid('query')
  const currency = await displayCurrency(c, query.currency)
  const filter = { category: query.category, kind: query.kind, compatType: query.compat_type }
  const key = `store:list|${currency}|${query.category ?? ''}|${query.kind ?? ''}|${query.compat_type ?? ''}|${query.page}`
  return (await cachedStoreJson(c, key, () =>
    service.listProducts(c.get('deps').db, filter, query.page, currency),
  )) as Untyped
}

const getProduct: H<typeof routes.getProduct> = async (c) => {
  const { slug } = c.req.valid('param')
  const currency = await displayCurrency(c, c.req.valid('query').currency)
  return (await cachedStoreJson(c, `store:product|${currency}|${slug}`, () =>
    service.getProduct(c.get('deps').db, slug, currency),
  )) as Untyped
}

const getCart: H<typeof routes.getCart> = async (c) => {
  const actor = await requireActor(c)
  const { db } = c.get('deps')
  return c.json(await service.getCart(db, actor.id, await displayCurrency(c, undefined)), 200)
}

const putCart: H<typeof routes.putCart> = async (c) => {
  // Anonymous visitors keep their cart in the browser; a saved cart belongs to a user.
  const actor = await requireActor(c)
  const { db, siteConfig, clock } = c.get('deps')
  return c.json(await service.saveCart(db, siteConfig, actor.id, c.req.valid('json'), clock()), 200)
}

const getConversionRate: H<typeof routes.getConversionRate> = async (c) => {
  const { currency_from, currency_to } = c.req.valid('query')
  return c.json(await service.getConversionRate(c.get('deps').db, currency_from, currency_to), 200)
}

const putConversionRate: H<typeof routes.putConversionRate> = async (c) => {
  return c.json(await backOffice.setConversionRate(c.get('deps'), await getActor(c), c.req.valid('json')), 200)
}

const createSale: H<typeof routes.createSale> = async (c) => {
  return c.json(await backOffice.createSale(c.get('deps'), await getActor(c), c.req.valid('json')), 201)
}

const getKitBuilderTree: H<typeof routes.getKitBuilderTree> = async (c) => {
  const { siteConfig, db } = c.get('deps')
  // SPEC §2: the kit builder exists only when its feature flag is on.
  if (!siteConfig.features.kitBuilder) throw notFound('The kit builder')
  const currency = await displayCurrency(c, c.req.valid('query').currency)
  return (await cachedStoreJson(c, `store:kit|${currency}`, () => service.kitBuilderTree(db, currency))) as Untyped
}

const putDealerDisplayCurrency: H<typeof routes.putDealerDisplayCurrency> = async (c) => {
  const actor = await requireActor(c)
  const { slug } = c.req.valid('param')
  const wanted = c.req.valid('json').preferred_display_currency
  return c.json(await backOffice.setDealerDisplayCurrency(c.get('deps'), actor, slug, wanted), 200)
}

export const storeRouter = createRouter()
  .openapi(routes.listProducts, listProducts)
  .openapi(routes.getProduct, getProduct)
  .openapi(routes.getCart, getCart)
  .openapi(routes.putCart, putCart)
  .openapi(routes.getConversionRate, getConversionRate)
  .openapi(routes.putConversionRate, putConversionRate)
  .openapi(routes.putConversionRateAtAdmin, putConversionRate)
  .openapi(routes.createSale, createSale)
  .openapi(routes.getKitBuilderTree, getKitBuilderTree)
  .openapi(routes.putDealerDisplayCurrency, putDealerDisplayCurrency)
