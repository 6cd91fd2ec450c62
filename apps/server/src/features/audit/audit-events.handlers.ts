import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './audit-events.routes'
import * as service from './audit.service'

const listAuditEvents: H<typeof routes.listAuditEvents> = async (c) => {
  return c.json(await service.listAuditEvents(c.get('deps').db, await getActor(c), c.req.valid('query')), 200)
}

export const auditEventsRouter = createRouter().openapi(routes.listAuditEvents, listAuditEvents)
