import { can, type Action, type Resource, type User } from '@shop/domain/accounts'
import { paths } from '@shop/domain/paths'
import { redirect, type RouterContextProvider } from 'react-router'
import { answer, ApiError } from '../lib/api-client'
import { serverApi } from '../lib/server-api'

const toActor = (user: User) => ({ id: user.id, role: user.role, flags: user.f, memberships: user.memberships })

/**
 * SPEC §2 forbidden flag: a logged-out visitor goes to login (the page kept in `redirect`); a
 * logged-in user without access goes to /forbidden. The server checks every API call again.
 */
export async function guard(
  request: Request,
  context: Readonly<RouterContextProvider>,
  action?: Action,
  resource?: Resource,
) {
  let user: User
  try {
    user = await answer(serverApi(context).GET('/api/user/me'))
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url)
      throw redirect(paths.login(url.pathname + url.search))
    }
    throw error
  }
  if (action && !can(toActor(user), action, resource)) throw redirect(paths.forbidden())
  return { user }
}
