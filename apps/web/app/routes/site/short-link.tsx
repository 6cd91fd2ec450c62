import { isShortLinkHash } from '@shop/domain/site'
import { data, redirect } from 'react-router'
import { ErrorPage } from '../../components/ui/error-page'
import { answer, ApiError } from '../../lib/api-client'
import { pageTitle } from '../../lib/page-title'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/short-link'

/**
 * SPEC §2 `/{hash}`: a staff-made short link redirects to its stored path and is counted. Only a
 * segment shaped like a hash is looked up (letters and digits, one of each), so no word-only route
 * is shadowed; anything else, and an unknown hash, is the 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isShortLinkHash(params.hash)) return data({ notFound: true }, { status: 404 })
  try {
    const { target_path } = await answer(
      serverApi(context).POST('/api/v1/short-links/{hash}/follow', { params: { path: { hash: params.hash } } }),
    )
    return redirect(target_path, 302)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data({ notFound: true }, { status: 404 })
    throw error
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Page not found') },
  { name: 'robots', content: 'noindex' },
]

export default function ShortLink() {
  return <ErrorPage kind="not-found" />
}
