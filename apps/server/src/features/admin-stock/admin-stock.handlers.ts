import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { setLastModified } from '../../http/preconditions'
import { getActor } from '../../http/session'
import * as routes from './admin-stock.routes'
import * as service from './admin-stock.service'

const listStock: H<typeof routes.listStock> = async (c) => {
  return c.json(await service.listLevels(c.get('deps').db, await getActor(c), c.req.valid('query')), 200)
}

const getStockProduct: H<typeof routes.getStockProduct> = async (c) => {
  const product = await service.getProduct(
    c.get('deps').db,
    await getActor(c),
    c.req.valid('param').slug,
    c.req.valid('query'),
  )
  setLastModified(c, new Date(product.updated_at))
  return c.json(product, 200)
}

const getStockLocation: H<typeof routes.getStockLocation> = async (c) => {
  const location = await service.getLocation(
    c.get('deps').db,
    await getActor(c),
    c.req.valid('param').slug,
    c.req.valid('query'),
  )
  return c.json(location, 200)
}

const adjustStock: H<typeof routes.adjustStock> = async (c) => {
  const { adjustment, created } = await service.adjustStock(
    c.get('deps'),
    await getActor(c),
    c.req.valid('json'),
    c.req.valid('header')['idempotency-key'],
    c.get('requestId'),
  )
  return created ? c.json(adjustment, 201) : c.json(adjustment, 200)
}

const setStockThreshold: H<typeof routes.setStockThreshold> = async (c) => {
  const since = Date.parse(c.req.valid('header')['if-unmodified-since'] ?? '')
  const threshold = await service.setThreshold(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').slug,
    c.req.valid('json').low_stock_threshold,
    Number.isNaN(since) ? null : since,
    c.get('requestId'),
  )
  setLastModified(c, new Date(threshold.updated_at))
  return c.json(threshold, 200)
}

export const adminStockRouter = createRouter()
  .openapi(routes.listStock, listStock)
  .openapi(routes.getStockProduct, getStockProduct)
  .openapi(routes.getStockLocation, getStockLocation)
  .openapi(routes.adjustStock, adjustStock)
  .openapi(routes.setStockThreshold, setStockThreshold)
