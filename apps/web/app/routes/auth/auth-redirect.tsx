import { safeRedirectTarget } from '@shop/domain/accounts'
import { redirect } from 'react-router'
import type { Route } from './+types/auth-redirect'

/** SPEC §2: /auth/… is a login redirect — /auth/profile sends to /profile, through login when needed. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const target = safeRedirectTarget(`/${params['*'] ?? ''}${url.search}`)
  return redirect(`/api/auth/redirect?url=${encodeURIComponent(target)}`)
}
