import { paths } from '@shop/domain/paths'
import { data, redirect } from 'react-router'
import { answer, ApiError } from '../../lib/api-client'

/**
 * The answer of a dealer page's API call (issue 25): logged out → the login page and back; a tab the asker's role
 * does not open (403) → the forbidden page; a dealer or statement they may not see (404, or an address naming
 * none: 422) → the not-found page. Anything else fails as `answer` fails.
 */
export async function dealerAnswer<Data>(
  request: Request,
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Exclude<Data, undefined>> {
  try {
    return await answer(call)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const url = new URL(request.url)
    if (error.status === 401) throw redirect(paths.login(url.pathname + url.search))
    if (error.status === 403) throw redirect(paths.forbidden())
    if (error.status === 404 || error.status === 422) throw data(null, { status: 404 })
    throw error
  }
}
