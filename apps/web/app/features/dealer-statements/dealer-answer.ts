import { paths } from '@shop/domain/paths'
import { data, redirect } from 'react-router'
import { answer, ApiError } from '../../lib/api-client'

/**
 * What a dealer page shows for a refused API call (issue 25, PERMISSIONS.md): logged out (401) → the login page and
 * back; a tab the asker's role does not open (403) → the forbidden page; a dealer or object they may not see (404, or
 * an address naming none: 422) → the not-found page, with its status. Returns for any other status.
 */
export function throwDealerRefusal(request: Request, status: number) {
  const url = new URL(request.url)
  if (status === 401) throw redirect(paths.login(url.pathname + url.search))
  if (status === 403) throw redirect(paths.forbidden())
  if (status === 404 || status === 422) throw data(null, { status: 404 })
}

/**
 * The answer of a dealer page's API call, a refusal shown as `throwDealerRefusal` shows it (never the failed page
 * of a 500: another dealer's slug must look like a slug no dealer has). Anything else fails as `answer` fails.
 */
export async function dealerAnswer<Data>(
  request: Request,
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Exclude<Data, undefined>> {
  try {
    return await answer(call)
  } catch (error) {
    if (error instanceof ApiError) throwDealerRefusal(request, error.status)
    throw error
  }
}
