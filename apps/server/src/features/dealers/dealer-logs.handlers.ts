import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import { dashboard } from './dealer-dashboard.service'
import * as routes from './dealer-logs.routes'
import * as service from './dealer-logs.service'

const getDashboard: H<typeof routes.getDashboard> = async (c) => {
  return c.json(await dashboard(c.get('deps').db, await getActor(c), c.req.valid('param').slug), 200)
}

const listLogs: H<typeof routes.listLogs> = async (c) => {
  const log = await service.dealerLog(
    c.get('deps').db,
    await getActor(c),
    c.req.valid('param').slug,
    c.req.valid('query'),
  )
  return c.json(log, 200)
}

const listTickets: H<typeof routes.listTickets> = async (c) => {
  const { db } = c.get('deps')
  return c.json(
    await service.dealerTickets(db, await getActor(c), c.req.valid('param').slug, c.req.valid('query')),
    200,
  )
}

const getSupportStatus: H<typeof routes.getSupportStatus> = async (c) => {
  return c.json(await service.supportStatus(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

export const dealerLogsRouter = createRouter()
  .openapi(routes.getDashboard, getDashboard)
  .openapi(routes.listLogs, listLogs)
  .openapi(routes.listTickets, listTickets)
  .openapi(routes.getSupportStatus, getSupportStatus)
