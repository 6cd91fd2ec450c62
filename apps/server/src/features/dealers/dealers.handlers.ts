import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './dealers.routes'
import * as service from './dealers.service'

const listMyDealers: H<typeof routes.listMyDealers> = async (c) => {
  return c.json(await service.myDealers(c.get('deps').db, await getActor(c)), 200)
}

const getDealer: H<typeof routes.getDealer> = async (c) => {
  return c.json(await service.dealerSummary(c.get('deps').db, await getActor(c), c.req.valid('param').slug), 200)
}

export const dealersRouter = createRouter()
  .openapi(routes.listMyDealers, listMyDealers)
  .openapi(routes.getDealer, getDealer)
