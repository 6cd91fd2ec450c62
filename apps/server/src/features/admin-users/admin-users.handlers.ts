import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { getActor } from '../../http/session'
import * as routes from './admin-users.routes'
import * as service from './admin-users.service'

const listAdminUsers: H<typeof routes.listAdminUsers> = async (c) => {
  return c.json(await service.listUsers(c.get('deps'), await getActor(c), c.req.valid('query')), 200)
}

const getAdminUser: H<typeof routes.getAdminUser> = async (c) => {
  const { user, updatedAt } = await service.getUser(c.get('deps'), await getActor(c), c.req.valid('param').id)
  setLastModified(c, updatedAt)
  return c.json(user, 200)
}

const changeAdminUserRole: H<typeof routes.changeAdminUserRole> = async (c) => {
  const { user, updatedAt } = await service.changeRole(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('json').role,
    { requestId: c.get('requestId'), unmodifiedSince: (since) => assertUnmodifiedSince(c, since) },
  )
  setLastModified(c, updatedAt)
  return c.json(user, 200)
}

const changeAdminUserFlags: H<typeof routes.changeAdminUserFlags> = async (c) => {
  const { user, updatedAt } = await service.changeFlags(
    c.get('deps'),
    await getActor(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    { requestId: c.get('requestId'), unmodifiedSince: (since) => assertUnmodifiedSince(c, since) },
  )
  setLastModified(c, updatedAt)
  return c.json(user, 200)
}

const banAdminUser: H<typeof routes.banAdminUser> = async (c) => {
  const { user } = await service.setBanned(c.get('deps'), await getActor(c), c.req.valid('param').id, true, {
    headers: c.req.raw.headers,
    requestId: c.get('requestId'),
    reason: c.req.valid('json').reason,
  })
  return c.json(user, 200)
}

const unbanAdminUser: H<typeof routes.unbanAdminUser> = async (c) => {
  const { user } = await service.setBanned(c.get('deps'), await getActor(c), c.req.valid('param').id, false, {
    headers: c.req.raw.headers,
    requestId: c.get('requestId'),
  })
  return c.json(user, 200)
}

const impersonateAdminUser: H<typeof routes.impersonateAdminUser> = async (c) => {
  const { answer, cookies } = await service.impersonate(c.get('deps'), await getActor(c), c.req.valid('param').id, {
    headers: c.req.raw.headers,
    requestId: c.get('requestId'),
  })
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true })
  return c.json(answer, 200)
}

export const adminUsersRouter = createRouter()
  .openapi(routes.listAdminUsers, listAdminUsers)
  .openapi(routes.getAdminUser, getAdminUser)
  .openapi(routes.changeAdminUserRole, changeAdminUserRole)
  .openapi(routes.changeAdminUserFlags, changeAdminUserFlags)
  .openapi(routes.banAdminUser, banAdminUser)
  .openapi(routes.unbanAdminUser, unbanAdminUser)
  .openapi(routes.impersonateAdminUser, impersonateAdminUser)
