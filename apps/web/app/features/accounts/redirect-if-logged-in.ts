import { paths } from '@shop/domain/paths'
import { redirect, type RouterContextProvider } from 'react-router'
import { answer, ApiError } from '../../lib/api-client'
import { serverApi } from '../../lib/server-api'

/** Login and sign-up are for visitors: a logged-in user is sent to the profile instead. */
export async function redirectIfLoggedIn(context: Readonly<RouterContextProvider>) {
  try {
    await answer(serverApi(context).GET('/api/user/me'))
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
  throw redirect(paths.profile())
}
