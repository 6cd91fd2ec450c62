import { DealerEntriesExportQuerySchema } from '@shop/domain/dealers'
import { throwDealerRefusal } from '../../features/dealer-statements/dealer-answer'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { ApiError } from '../../lib/api-client'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/balance-export'

/**
 * The dealer's balance postings as CSV (a resource route, no page): the API writes and streams it; this passes its
 * body through as it comes. Refused: the login, forbidden or not-found page, as the portal's pages show it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { query } = readListQuery(url.searchParams, DealerEntriesExportQuerySchema)
  const { response } = await serverApi(context).GET('/api/v1/dealers/{slug}/entries.csv', {
    params: { path: { slug: params.slug }, query },
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
