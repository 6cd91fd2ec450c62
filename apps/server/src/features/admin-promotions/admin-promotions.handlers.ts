import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { getActor } from '../../http/session'
import * as codes from './admin-discount-codes.service'
import * as routes from './admin-promotions.routes'
import * as sales from './admin-sales.service'

const listAdminSales: H<typeof routes.listAdminSales> = async (c) => {
  return c.json(await sales.listSales(c.get('deps'), await getActor(c), c.req.valid('query')), 200)
}

const getAdminSale: H<typeof routes.getAdminSale> = async (c) => {
  const { updatedAt, body } = await sales.getSale(c.get('deps'), await getActor(c), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const createAdminSale: H<typeof routes.createAdminSale> = async (c) => {
  const deps = c.get('deps')
  const { updatedAt, body } = await sales.createSale(deps, await getActor(c), c.req.valid('json'), c.get('requestId'))
  setLastModified(c, updatedAt)
  return c.json(body, 201)
}

const updateAdminSale: H<typeof routes.updateAdminSale> = async (c) => {
  const { updatedAt, body } = await sales.updateSale(
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

const removeAdminSale: H<typeof routes.removeAdminSale> = async (c) => {
  const actor = await getActor(c)
  return c.json(await sales.removeSale(c.get('deps'), actor, c.req.valid('param').id, c.get('requestId')), 200)
}

const listAdminDiscountCodes: H<typeof routes.listAdminDiscountCodes> = async (c) => {
  return c.json(await codes.listCodes(c.get('deps'), await getActor(c), c.req.valid('query')), 200)
}

const getAdminDiscountCode: H<typeof routes.getAdminDiscountCode> = async (c) => {
  const { updatedAt, body } = await codes.getCode(c.get('deps'), await getActor(c), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const createAdminDiscountCode: H<typeof routes.createAdminDiscountCode> = async (c) => {
  const deps = c.get('deps')
  const { updatedAt, body } = await codes.createCode(deps, await getActor(c), c.req.valid('json'), c.get('requestId'))
  setLastModified(c, updatedAt)
  return c.json(body, 201)
}

const updateAdminDiscountCode: H<typeof routes.updateAdminDiscountCode> = async (c) => {
  const { updatedAt, body } = await codes.updateCode(
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

export const adminPromotionsRouter = createRouter()
  .openapi(routes.listAdminSales, listAdminSales)
  .openapi(routes.getAdminSale, getAdminSale)
  .openapi(routes.createAdminSale, createAdminSale)
  .openapi(routes.updateAdminSale, updateAdminSale)
  .openapi(routes.removeAdminSale, removeAdminSale)
  .openapi(routes.listAdminDiscountCodes, listAdminDiscountCodes)
  .openapi(routes.getAdminDiscountCode, getAdminDiscountCode)
  .openapi(routes.createAdminDiscountCode, createAdminDiscountCode)
  .openapi(routes.updateAdminDiscountCode, updateAdminDiscountCode)
