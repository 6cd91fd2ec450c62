import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './admin-metrics.routes'
import * as service from './admin-metrics.service'

const getRevenueMetrics: H<typeof routes.getRevenueMetrics> = async (c) => {
  const { db, clock } = c.get('deps')
  return c.json(await service.revenueMetrics(db, await getActor(c), c.req.valid('query'), clock()), 200)
}

const getTuneMetrics: H<typeof routes.getTuneMetrics> = async (c) => {
  const { db, clock } = c.get('deps')
  return c.json(await service.tuneMetrics(db, await getActor(c), c.req.valid('query'), clock()), 200)
}

const getVehicleMetrics: H<typeof routes.getVehicleMetrics> = async (c) => {
  const { db, clock } = c.get('deps')
  return c.json(await service.vehicleMetrics(db, await getActor(c), c.req.valid('query'), clock()), 200)
}

const getWebTraffic: H<typeof routes.getWebTraffic> = async (c) => {
  const { db, clock } = c.get('deps')
  return c.json(await service.webTraffic(db, await getActor(c), c.req.valid('query'), clock()), 200)
}

export const adminMetricsRouter = createRouter()
  .openapi(routes.getRevenueMetrics, getRevenueMetrics)
  .openapi(routes.getTuneMetrics, getTuneMetrics)
  .openapi(routes.getVehicleMetrics, getVehicleMetrics)
  .openapi(routes.getWebTraffic, getWebTraffic)
