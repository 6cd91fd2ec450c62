import { safeRedirectTarget } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { deleteCookie } from 'hono/cookie'
import { createRouter, type AppRouteHandler as H } from '../../http/create-router'
import { assertUnmodifiedSince, setLastModified } from '../../http/preconditions'
import { cookiesAreSecure } from '../../auth/secure-cookies'
import { forgetSession, getSessionUser, lookUpSession, requireActor } from '../../http/session'
import { AppError, unauthorized } from '../../http/app-error'
import * as routes from './accounts.routes'
import * as service from './accounts.service'

// Every guarded page asks who is logged in: the session's remembered user answers it (decision 0020), evicted by
// every change of the user as the global state's is.
const getMe: H<typeof routes.getMe> = async (c) => {
  const { user, userUpdatedAt } = await lookUpSession(c)
  if (!user || !userUpdatedAt) throw unauthorized()
  setLastModified(c, userUpdatedAt)
  return c.json(user, 200)
}

const updateMe: H<typeof routes.updateMe> = async (c) => {
  const actor = await requireActor(c)
  const { user, updatedAt } = await service
    .updateMe(c.get('deps'), actor, c.req.valid('json'), (since) => assertUnmodifiedSince(c, since))
    .catch(async (error: unknown) => {
      // The stamp the form was read with is stale: whatever changed the row, the next read of the user is fresh,
      // so the form reloaded after this answer saves (a remembered user can cost one refusal, never a loop).
      if (error instanceof AppError && error.status === 412) await c.get('deps').globalState.forgetUser(actor.id)
      throw error
    })
  setLastModified(c, updatedAt)
  return c.json(user, 200)
}

const listAddresses: H<typeof routes.listAddresses> = async (c) => {
  const actor = await requireActor(c)
  return c.json({ data: await service.listAddresses(c.get('deps').db, actor) }, 200)
}

const createAddress: H<typeof routes.createAddress> = async (c) => {
  const actor = await requireActor(c)
  const { db, clock } = c.get('deps')
  const row = await service.createAddress(db, actor, c.req.valid('json'), clock())
  setLastModified(c, row.updatedAt)
  return c.json(service.toAddress(row), 201)
}

const updateAddress: H<typeof routes.updateAddress> = async (c) => {
  const actor = await requireActor(c)
  const { db, clock } = c.get('deps')
  const { id } = c.req.valid('param')
  const updated = await service.updateAddress(db, actor, id, c.req.valid('json'), clock(), (since) =>
    assertUnmodifiedSince(c, since),
  )
  setLastModified(c, updated.updatedAt)
  return c.json(service.toAddress(updated), 200)
}

const deleteAddress: H<typeof routes.deleteAddress> = async (c) => {
  const actor = await requireActor(c)
  const { db } = c.get('deps')
  await service.deleteAddress(db, actor, c.req.valid('param').id, (since) => assertUnmodifiedSince(c, since))
  return c.body(null, 204)
}

const authRedirect: H<typeof routes.authRedirect> = async (c) => {
  const target = safeRedirectTarget(c.req.valid('query').url)
  const sessionUser = await getSessionUser(c)
  if (sessionUser) return c.redirect(target, 302)
  return c.redirect(paths.login(target), 302)
}

const logout: H<typeof routes.logout> = async (c) => {
  const { auth } = c.get('deps')
  const leaving = await getSessionUser(c)
  const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true }).catch(() => null)
  const cookies = response?.headers.getSetCookie() ?? []
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true })
  if (cookies.length === 0) {
    for (const name of ['tuneshop.session_token', 'tuneshop.session_data']) {
      deleteCookie(c, name, { path: '/' })
      // On https the library's cookies carry the __Secure- prefix.
      if (cookiesAreSecure(c.get('deps').publicUrl)) deleteCookie(c, name, { path: '/', prefix: 'secure' })
    }
  }
  await forgetSession(c, leaving?.id ?? null)
  return c.body(null, 204)
}

export const accountsRouter = createRouter()
  .openapi(routes.getMe, getMe)
  .openapi(routes.updateMe, updateMe)
  .openapi(routes.listAddresses, listAddresses)
  .openapi(routes.createAddress, createAddress)
  .openapi(routes.updateAddress, updateAddress)
  .openapi(routes.deleteAddress, deleteAddress)
  .openapi(routes.authRedirect, authRedirect)
  .openapi(routes.logout, logout)
