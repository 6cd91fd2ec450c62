import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { getActor } from '../../http/session'
import * as routes from './admin-dealers.routes'
import * as service from './admin-dealers.service'

const listAdminDealers: H<typeof routes.listAdminDealers> = async (c) => {
  return c.json(await service.listDealers(c.get('deps'), await getActor(c), c.req.valid('query')), 200)
}

const createAdminDealer: H<typeof routes.createAdminDealer> = async (c) => {
  const deps = c.get('deps')
  const { updatedAt, body } = await service.createDealer(
    deps,
    await getActor(c),
    c.req.valid('json'),
    c.get('requestId'),
  )
  setLastModified(c, updatedAt)
  return c.json(body, 201)
}

const getAdminDealer: H<typeof routes.getAdminDealer> = async (c) => {
  const { updatedAt, body } = await service.getDealer(c.get('deps'), await getActor(c), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(body, 200)
}

const updateAdminDealer: H<typeof routes.updateAdminDealer> = async (c) => {
  const { updatedAt, body } = await service.updateDealer(
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

const getAdminDealerDashboard: H<typeof routes.getAdminDealerDashboard> = async (c) => {
  return c.json(await service.dashboard(c.get('deps'), await getActor(c)), 200)
}

const createAdminDealerDisbursement: H<typeof routes.createAdminDealerDisbursement> = async (c) => {
  const { created, body } = await service.disburse(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    c.req.valid('header')['idempotency-key'],
    c.get('requestId'),
  )
  return created ? c.json(body, 201) : c.json(body, 200)
}

export const adminDealersRouter = createRouter()
  .openapi(routes.listAdminDealers, listAdminDealers)
  .openapi(routes.createAdminDealer, createAdminDealer)
  .openapi(routes.getAdminDealer, getAdminDealer)
  .openapi(routes.updateAdminDealer, updateAdminDealer)
  .openapi(routes.getAdminDealerDashboard, getAdminDealerDashboard)
  .openapi(routes.createAdminDealerDisbursement, createAdminDealerDisbursement)
