import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor, getSessionUser } from '../../http/session'
import * as routes from './dealer-invites.routes'
import * as service from './dealer-invites.service'

const listInvites: H<typeof routes.listInvites> = async (c) => {
  return c.json(await service.listInvites(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

const createInvite: H<typeof routes.createInvite> = async (c) => {
  const { invite, created } = await service.invite(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').slug,
    c.req.valid('json'),
    c.get('requestId'),
  )
  return created ? c.json(invite, 201) : c.json(invite, 200)
}

const cancelInvite: H<typeof routes.cancelInvite> = async (c) => {
  const { slug, id } = c.req.valid('param')
  await service.cancelInvite(c.get('deps'), await getActor(c), slug, id, c.get('requestId'))
  return c.body(null, 204)
}

const resendInvite: H<typeof routes.resendInvite> = async (c) => {
  const { slug, id } = c.req.valid('param')
  return c.json(await service.resendInvite(c.get('deps'), await getActor(c), slug, id, c.get('requestId')), 200)
}

const showInvitation: H<typeof routes.showInvitation> = async (c) => {
  const email = (await getSessionUser(c))?.email ?? null
  return c.json(await service.showInvitation(c.get('deps'), await getActor(c), email, c.req.valid('param').id), 200)
}

const acceptInvitation: H<typeof routes.acceptInvitation> = async (c) => {
  const email = (await getSessionUser(c))?.email ?? null
  const accepted = await service.acceptInvitation(
    c.get('deps'),
    await getActor(c),
    email,
    c.req.valid('param').id,
    c.get('requestId'),
  )
  return c.json(accepted, 200)
}

export const dealerInvitesRouter = createRouter()
  .openapi(routes.listInvites, listInvites)
  .openapi(routes.createInvite, createInvite)
  .openapi(routes.cancelInvite, cancelInvite)
  .openapi(routes.resendInvite, resendInvite)
  .openapi(routes.showInvitation, showInvitation)
  .openapi(routes.acceptInvitation, acceptInvitation)
