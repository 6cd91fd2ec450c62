import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor, getSessionUser, requireActor } from '../../http/session'
import * as routes from './rescue-sessions.routes'
import * as service from './rescue-sessions.service'

const listRescueSessions: H<typeof routes.listRescueSessions> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.listSessions(c.get('deps').db, actor, c.req.valid('query')), 200)
}

const createRescueSession: H<typeof routes.createRescueSession> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.createSession(c.get('deps'), actor, c.req.valid('json')), 201)
}

const getRescueSession: H<typeof routes.getRescueSession> = async (c) => {
  const actor = await requireActor(c)
  return c.json(await service.readableSession(c.get('deps').db, actor, c.req.valid('param').id), 200)
}

const patchRescueSession: H<typeof routes.patchRescueSession> = async (c) => {
  const actor = await requireActor(c)
  const sessionUser = await getSessionUser(c)
  const { action, estimate, staff_note, description, contact_phone, ...payment } = c.req.valid('json')
  const session = await service.patchSession(c.get('deps'), actor, c.req.valid('param').id, {
    action,
    estimate,
    staff_note,
    description,
    contact_phone,
    payment,
    customerEmail: sessionUser!.email,
  })
  return c.json(session, 200)
}

const createTuningTicket: H<typeof routes.createTuningTicket> = async (c) => {
  const actor = await getActor(c)
  const sessionUser = await getSessionUser(c)
  const ticket = await service.createTicket(c.get('deps'), actor, sessionUser?.email ?? null, c.req.valid('json'))
  return c.json(ticket, 201)
}

export const rescueSessionsRouter = createRouter()
  .openapi(routes.listRescueSessions, listRescueSessions)
  .openapi(routes.createRescueSession, createRescueSession)
  .openapi(routes.getRescueSession, getRescueSession)
  .openapi(routes.patchRescueSession, patchRescueSession)
  .openapi(routes.createTuningTicket, createTuningTicket)
