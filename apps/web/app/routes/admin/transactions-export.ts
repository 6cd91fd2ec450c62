import { TransactionFiltersSchema } from '@shop/domain/ledger'
import { paths } from '@shop/domain/paths'
import { redirect } from 'react-router'
import { readListQuery } from '../../components/ui/admin-table/read-list-query'
import { ApiError } from '../../lib/api-client'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/transactions-export'

/**
 * SPEC §2 `/admin/transactions-export`: the CSV of the filtered transactions as a download (a resource route, no
 * page). The API writes and streams it (decision 0089); this passes its body through as it comes, never holding it.
 * Logged out: login; not an admin: /forbidden, as the back office's other pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const { query } = readListQuery(url.searchParams, TransactionFiltersSchema)
  const { response } = await serverApi(context).GET('/api/admin/transactions-export', {
    params: { query },
    parseAs: 'stream',
  })
  if (response.status === 401) throw redirect(paths.login(url.pathname + url.search))
  if (response.status === 403) throw redirect(paths.forbidden())
  if (!response.ok || !response.body) throw new ApiError(response.status, null)
  const headers = new Headers()
  for (const name of ['content-type', 'content-disposition', 'cache-control']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(response.body, { status: 200, headers })
}
