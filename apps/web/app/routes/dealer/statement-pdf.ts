import { throwDealerRefusal } from '../../features/dealer-statements/dealer-answer'
import { ApiError } from '../../lib/api-client'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/statement-pdf'

/**
 * `/dealer/{slug}/print-statement/{id}/pdf` (issue 25 item 2): the statement's PDF as a download (a resource route,
 * no page). The API renders it; this passes its body through. Refused: the login, forbidden or not-found page, as
 * the portal's pages show it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { response } = await serverApi(context).GET('/api/v1/dealers/{slug}/statements/{id}/pdf', {
    params: { path: { slug: params.slug, id: params.id } },
    parseAs: 'stream',
  })
  throwDealerRefusal(request, response.status)
  if (!response.ok || !response.body) throw new ApiError(response.status, null)
  const headers = new Headers()
  for (const name of ['content-type', 'content-disposition', 'cache-control']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(response.body, { status: 200, headers })
}
