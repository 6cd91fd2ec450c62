import { Readable } from 'node:stream'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { notFound } from '../../http/app-error'
import { MAX_ID } from '../../http/id-param'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { authorize, getActor } from '../../http/session'
import { resolveCaller } from '../catalog'
import * as routes from './admin-products.routes'
import * as service from './admin-products.service'
import { addProductImage, productImage } from './product-images.service'

const listAdminProducts: H<typeof routes.listAdminProducts> = async (c) => {
  return c.json(await service.listProducts(c.get('deps'), await getActor(c), c.req.valid('query')), 200)
}

const getAdminProduct: H<typeof routes.getAdminProduct> = async (c) => {
  const { updatedAt, body } = await service.getProduct(c.get('deps'), await getActor(c), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const createAdminProduct: H<typeof routes.createAdminProduct> = async (c) => {
  const { updatedAt, body } = await service.createProduct(
    c.get('deps'),
    await getActor(c),
    c.req.valid('json'),
    c.get('requestId'),
  )
  setLastModified(c, updatedAt)
  return c.json(body, 201)
}

const updateAdminProduct: H<typeof routes.updateAdminProduct> = async (c) => {
  const { updatedAt, body } = await service.updateProduct(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    (since) => assertUnmodifiedSince(c, since),
    c.get('requestId'),
  )
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const getProductImage: H<typeof routes.getProductImage> = async (c) => {
  const { stream, contentType } = await productImage(c.get('deps'), c.req.valid('param').name)
  c.header('Content-Type', contentType)
  // A name is never reused: a new image is a new upload.
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  return c.body(Readable.toWeb(stream) as ReadableStream, 200) as never
}

const updateStoreProduct: H<typeof routes.updateStoreProduct> = async (c) => {
  const [actor, caller] = await Promise.all([getActor(c), resolveCaller(c, undefined)])
  const product = await service.updateStoreProduct(
    c.get('deps'),
    actor,
    c.req.valid('param').slug,
    c.req.valid('json'),
    caller.currency,
    c.get('requestId'),
  )
  return c.json(product, 200)
}

export const adminProductsRouter = createRouter()
  .openapi(routes.listAdminProducts, listAdminProducts)
  .openapi(routes.getAdminProduct, getAdminProduct)
  .openapi(routes.createAdminProduct, createAdminProduct)
  .openapi(routes.updateAdminProduct, updateAdminProduct)
  .openapi(routes.getProductImage, getProductImage)
  .openapi(routes.updateStoreProduct, updateStoreProduct)

// Multipart: the form is read and checked by the service (before it, who may), so this is a plain route documented
// by its contract below.
adminProductsRouter.post('/admin/products/:id/images', async (c) => {
  // Who may comes first, as on every protected operation: a stranger learns "log in", a customer "forbidden".
  await authorize(c, 'back-office:write')
  const text = c.req.param('id')
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0
  if (id < 1 || id > MAX_ID) throw notFound('This product')
  const { updatedAt, body } = await addProductImage(c.get('deps'), await getActor(c), id, c.req.raw, c.get('requestId'))
  setLastModified(c, updatedAt)
  return c.json(body, 201)
})
adminProductsRouter.openAPIRegistry.registerPath(routes.addAdminProductImageDoc)
