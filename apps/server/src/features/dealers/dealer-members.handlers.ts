import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { getActor } from '../../http/session'
import * as routes from './dealer-members.routes'
import * as service from './dealer-members.service'

const listMembers: H<typeof routes.listMembers> = async (c) => {
  return c.json(await service.listMembers(c.get('deps').db, await getActor(c), c.req.valid('param').slug), 200)
}

const changeMemberRole: H<typeof routes.changeMemberRole> = async (c) => {
  const { slug, memberId } = c.req.valid('param')
  const changed = await service.changeRole(
    c.get('deps'),
    await getActor(c),
    slug,
    memberId,
    c.req.valid('json'),
    c.get('requestId'),
  )
  return c.json(changed, 200)
}

const removeMember: H<typeof routes.removeMember> = async (c) => {
  const { slug, memberId } = c.req.valid('param')
  await service.removeMember(c.get('deps'), await getActor(c), slug, memberId, c.get('requestId'))
  return c.body(null, 204)
}

const leaveDealer: H<typeof routes.leaveDealer> = async (c) => {
  const left = await service.leaveDealer(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').slug,
    c.get('requestId'),
  )
  return c.json(left, 200)
}

const preferDealer: H<typeof routes.preferDealer> = async (c) => {
  return c.json(await service.preferDealer(c.get('deps'), await getActor(c), c.req.valid('param').slug), 200)
}

export const dealerMembersRouter = createRouter()
  .openapi(routes.listMembers, listMembers)
  .openapi(routes.changeMemberRole, changeMemberRole)
  .openapi(routes.removeMember, removeMember)
  .openapi(routes.leaveDealer, leaveDealer)
  .openapi(routes.preferDealer, preferDealer)
