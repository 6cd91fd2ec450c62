import { paths } from '@shop/domain/paths'
import { redirect } from 'react-router'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/tag-redirect'

/**
 * SPEC §2 /tune/{tag}, /tunes/{tag}, /buy/{tag}, /shop/{tag}: records the tag for this visitor, then
 * redirects to / (which loads the global state afresh). The visitor-id cookie the API sets travels
 * with the redirect; a tag the API refuses is dropped, the redirect happens anyway.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { response } = await serverApi(context).POST('/api/v1/track/tag', { body: { tag: params.tag } })
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return redirect(paths.home(), { headers })
}

export default function TagRedirect() {
  return null
}
